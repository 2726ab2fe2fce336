/**
 * The reference API's configuration, read once from the environment and
 * validated, so that a typo in a variable stops the server at start with a
 * message instead of misbehaving later.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

export interface ServerConfig {
  port: number;
  host: string;
  /** A PostgreSQL server to use instead of embedded PGlite. */
  databaseUrl: string | undefined;
  /** `file` persists PGlite under `dataDir`; `memory` starts empty every time. */
  databaseMode: 'file' | 'memory';
  /** Absolute path of the PGlite files, JWT secret and maintenance switch. */
  dataDir: string;
  /** Seed size multiplier (1 ≈ 20,000 orders). */
  seedScale: number;
  accessTokenTtlMs: number;
  refreshTokenTtlMs: number;
  /** HS256 key for access tokens; at least 32 bytes. */
  jwtSecret: Uint8Array;
  /** Login attempts per 15 minutes per client address (and per e-mail address). */
  loginRateLimit: number;
  /** Calls per minute per user under /api/v1/admin. */
  apiRateLimit: number;
  /** `production` hides development aids such as the OTP in the log. */
  appEnv: string;
  /** The console's Vite build; served when it exists. */
  staticDir: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /**
   * The file `npm run maintenance` writes and the server watches; null in
   * memory mode, where only the admin endpoint switches maintenance.
   */
  maintenanceFile: string | null;
}

const duration = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value, ctx) => {
      const ms = parseDuration(value);
      if (ms === null) {
        ctx.addIssue({
          code: 'custom',
          message: `"${value}" is not a duration; write a number and a unit, e.g. 5s, 10m, 1h or 30d`,
        });
        return z.NEVER;
      }
      return ms;
    });

const positiveInt = (fallback: number) =>
  z.coerce.number().int().positive().default(fallback);

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

const envSchema = z.object({
  PORT: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(0).max(65535).default(3000),
  ),
  HOST: z.preprocess(emptyAsUndefined, z.string().default('127.0.0.1')),
  DATABASE_URL: z.preprocess(emptyAsUndefined, z.string().url().optional()),
  DATABASE_MODE: z.preprocess(
    emptyAsUndefined,
    z.enum(['file', 'memory']).default('file'),
  ),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('.data')),
  SEED_SCALE: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().positive().max(100).default(1),
  ),
  ACCESS_TOKEN_TTL: z.preprocess(emptyAsUndefined, duration('15m')),
  REFRESH_TOKEN_TTL: z.preprocess(emptyAsUndefined, duration('30d')),
  JWT_SECRET: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .min(32, 'JWT_SECRET must be at least 32 characters long')
      .optional(),
  ),
  LOGIN_RATE_LIMIT: z.preprocess(emptyAsUndefined, positiveInt(10)),
  API_RATE_LIMIT: z.preprocess(emptyAsUndefined, positiveInt(600)),
  APP_ENV: z.preprocess(emptyAsUndefined, z.string().default('development')),
  STATIC_DIR: z.preprocess(emptyAsUndefined, z.string().default('dist')),
  LOG_LEVEL: z.preprocess(
    emptyAsUndefined,
    z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
  ),
});

/**
 * Reads and validates the server's environment variables.
 *
 * @throws Error listing every invalid variable and how to fix it.
 * @example
 * const config = loadConfig({ ...process.env, DATABASE_MODE: 'memory' });
 */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
      .join('\n');
    throw new Error(`Invalid server configuration:\n${problems}`);
  }
  const vars = parsed.data;
  const dataDir = resolve(vars.DATA_DIR);
  const isMemory = vars.DATABASE_MODE === 'memory';
  return {
    port: vars.PORT,
    host: vars.HOST,
    databaseUrl: vars.DATABASE_URL,
    databaseMode: vars.DATABASE_MODE,
    dataDir,
    seedScale: vars.SEED_SCALE,
    accessTokenTtlMs: vars.ACCESS_TOKEN_TTL,
    refreshTokenTtlMs: vars.REFRESH_TOKEN_TTL,
    jwtSecret: vars.JWT_SECRET
      ? new TextEncoder().encode(vars.JWT_SECRET)
      : isMemory
        ? randomBytes(32)
        : persistedSecret(dataDir),
    loginRateLimit: vars.LOGIN_RATE_LIMIT,
    apiRateLimit: vars.API_RATE_LIMIT,
    appEnv: vars.APP_ENV,
    staticDir: resolve(vars.STATIC_DIR),
    logLevel: vars.LOG_LEVEL,
    maintenanceFile: isMemory ? null : join(dataDir, 'maintenance.json'),
  };
}

/**
 * One secret per data directory, so tokens survive a restart (a developer's
 * console stays logged in) while two checkouts never accept each other's.
 */
function persistedSecret(dataDir: string): Uint8Array {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const stored = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
    if (stored.length >= 32) return stored;
  }
  const secret = randomBytes(32);
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, secret.toString('base64'), { mode: 0o600 });
  return secret;
}

const unitMs = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/**
 * Milliseconds in a duration such as `5s`, `10m`, `1h`, `30d` or `250ms`;
 * null when the text is not one.
 */
export function parseDuration(text: string): number | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(ms|s|m|h|d)\s*$/.exec(text);
  if (!match) return null;
  const [, amount, unit] = match as unknown as [
    string,
    string,
    keyof typeof unitMs,
  ];
  const ms = Math.round(Number(amount) * unitMs[unit]);
  return ms > 0 ? ms : null;
}
