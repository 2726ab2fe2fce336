import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { loadConfig, parseDuration } from './config';

test('defaults match the README', () => {
  const config = loadConfig({ DATABASE_MODE: 'memory' });
  expect(config).toMatchObject({
    port: 3000,
    host: '127.0.0.1',
    databaseUrl: undefined,
    databaseMode: 'memory',
    seedScale: 1,
    accessTokenTtlMs: 15 * 60_000,
    refreshTokenTtlMs: 30 * 86_400_000,
    loginRateLimit: 10,
    apiRateLimit: 600,
    appEnv: 'development',
    logLevel: 'info',
    maintenanceFile: null,
  });
  expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
});

test.each([
  ['5s', 5000],
  ['10m', 600_000],
  ['1h', 3_600_000],
  ['30d', 2_592_000_000],
  ['250ms', 250],
  ['1.5h', 5_400_000],
  ['', null],
  ['10', null],
  ['0s', null],
  ['-5s', null],
  ['5 weeks', null],
])('parseDuration(%j) is %j', (text, ms) => {
  expect(parseDuration(text)).toBe(ms);
});

test('token lifetimes and limits come from the environment', () => {
  const config = loadConfig({
    DATABASE_MODE: 'memory',
    ACCESS_TOKEN_TTL: '5s',
    REFRESH_TOKEN_TTL: '1h',
    LOGIN_RATE_LIMIT: '30',
    API_RATE_LIMIT: '100',
    PORT: '4310',
    SEED_SCALE: '0.02',
  });
  expect(config).toMatchObject({
    accessTokenTtlMs: 5000,
    refreshTokenTtlMs: 3_600_000,
    loginRateLimit: 30,
    apiRateLimit: 100,
    port: 4310,
    seedScale: 0.02,
  });
});

test('invalid values stop the server with a message per variable', () => {
  const load = () =>
    loadConfig({
      ACCESS_TOKEN_TTL: 'soon',
      PORT: 'abc',
      DATABASE_MODE: 'disk',
    });
  expect(load).toThrow(
    /ACCESS_TOKEN_TTL: "soon" is not a duration; .*e\.g\. 5s, 10m/,
  );
  expect(load).toThrow(/PORT: /);
  expect(load).toThrow(/DATABASE_MODE: /);
  expect(() =>
    loadConfig({ DATABASE_MODE: 'memory', JWT_SECRET: 'short' }),
  ).toThrow(/at least 32/);
});

test('file mode keeps one JWT secret per data directory, and watches its maintenance file', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'config-test-'));
  try {
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(Buffer.from(second.jwtSecret)).toEqual(Buffer.from(first.jwtSecret));
    expect(
      readFileSync(join(dataDir, 'jwt-secret'), 'utf8').length,
    ).toBeGreaterThan(40);
    expect(first.maintenanceFile).toBe(join(dataDir, 'maintenance.json'));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('memory mode gets a new secret per process start, and JWT_SECRET wins over both', () => {
  const a = loadConfig({ DATABASE_MODE: 'memory' });
  const b = loadConfig({ DATABASE_MODE: 'memory' });
  const fixed = loadConfig({
    DATABASE_MODE: 'memory',
    JWT_SECRET: 'x'.repeat(32),
  });
  expect(Buffer.from(a.jwtSecret)).not.toEqual(Buffer.from(b.jwtSecret));
  expect(new TextDecoder().decode(fixed.jwtSecret)).toBe('x'.repeat(32));
});
