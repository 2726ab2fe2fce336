/**
 * The reference API's configuration, read once from the environment and
 * validated, so that a typo in a variable stops the server at start with a
 * message instead of misbehaving later.
 */
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import {
  defaultMarketplaceTimeZone,
  isTimeZone,
} from '../src/registry/marketplace-clock';

/**
 * Which proxies' `X-Forwarded-For` to believe (Fastify's `trustProxy`):
 * none, all, the nearest N hops, or the listed addresses and CIDR ranges.
 */
export type TrustProxy = boolean | number | string[];

/** The configuration of a started server: its JWT secret is settled. */
export type RunningConfig = ServerConfig & { jwtSecret: Uint8Array };

export interface ServerConfig {
  port: number;
  host: string;
  /** A PostgreSQL server to use instead of embedded PGlite. */
  databaseUrl: string | undefined;
  /** `file` persists PGlite under `dataDir`; `memory` starts empty every time. */
  databaseMode: 'file' | 'memory';
  /** Absolute path of the PGlite files and maintenance switch. */
  dataDir: string;
  /**
   * The marketplace's IANA time zone: its days (today, report days,
   * statement periods, date filters) and every time it shows.
   */
  timeZone: string;
  /** Seed size multiplier (1 ≈ 20,000 orders). */
  seedScale: number;
  accessTokenTtlMs: number;
  refreshTokenTtlMs: number;
  /**
   * HS256 key for access tokens (and the OTP hashes), at least 32 bytes,
   * from JWT_SECRET; null when unset, and the server then generates one and
   * keeps it in its database, where every instance finds the same.
   */
  jwtSecret: Uint8Array | null;
  /** Whose `X-Forwarded-For` decides `request.ip` (and so the login limit's key). */
  trustProxy: TrustProxy;
  /** Login attempts per 15 minutes per client address (and per e-mail address). */
  loginRateLimit: number;
  /** Calls per minute per user under /api/v1/admin. */
  apiRateLimit: number;
  /**
   * Up to how many rows a list counts exactly; above it `meta.total` is
   * the planner's estimate (`totalIsEstimate`), as are the status tabs'
   * counts: counting 10M rows per page would cost seconds. 10,000 by
   * default, as Elasticsearch's `track_total_hits`: reading that many
   * index entries costs a few milliseconds, tallying tabs over them ~10.
   */
  listExactCountLimit: number;
  /**
   * Whether the server keeps made, from its start and every minute after,
   * the kept answers the reports open on (report-warmup.ts).
   */
  reportWarmup: boolean;
  /** How long a realtime socket may stay open without authenticating. */
  realtimeAuthTimeoutMs: number;
  /**
   * How long an edit form's soft lock outlives its holder's last keystroke
   * or pointer move; then anyone who opens the form takes it.
   */
  editLockIdleMs: number;
  /**
   * `production` hides development aids (the OTP in the log, the demo
   * sign-ins in the start-up banner), seeds no demo passwords, and refuses
   * to start while a demo account still has its advertised password.
   */
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

const proxyNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(text: string): boolean {
  if (proxyNames.has(text) || isIP(text) !== 0) return true;
  const [address = '', bits, ...extra] = text.split('/');
  if (extra.length > 0 || bits === undefined || !/^\d{1,3}$/.test(bits))
    return false;
  const version = isIP(address);
  return version !== 0 && Number(bits) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: `false` (the default: the socket's address is the client's),
 * `true`, a number of proxy hops, or a comma-separated list of addresses
 * and CIDR ranges (and proxy-addr's `loopback`, `linklocal`, `uniquelocal`).
 */
const trustProxy = z
  .string()
  .default('false')
  .transform((value, ctx): TrustProxy => {
    const text = value.trim().toLowerCase();
    if (text === 'false') return false;
    if (text === 'true') return true;
    if (/^\d+$/.test(text)) return Number(text);
    const entries = text.split(',').map((entry) => entry.trim());
    if (entries.every(isAddressOrRange)) return entries;
    ctx.addIssue({
      code: 'custom',
      message: `"${value}" is not true, false, a number of proxies, or a comma-separated list of addresses and CIDR ranges (e.g. 10.0.0.0/8,127.0.0.1)`,
    });
    return z.NEVER;
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
  MARKETPLACE_TIME_ZONE: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .default(defaultMarketplaceTimeZone)
      .superRefine((zone, ctx) => {
        if (!isTimeZone(zone))
          ctx.addIssue({
            code: 'custom',
            message: `"${zone}" is not an IANA time zone; write one such as Asia/Kuala_Lumpur`,
          });
      }),
  ),
  SEED_SCALE: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().positive().max(1000).default(1),
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
  TRUST_PROXY: z.preprocess(emptyAsUndefined, trustProxy),
  LOGIN_RATE_LIMIT: z.preprocess(emptyAsUndefined, positiveInt(10)),
  API_RATE_LIMIT: z.preprocess(emptyAsUndefined, positiveInt(600)),
  LIST_EXACT_COUNT_LIMIT: z.preprocess(emptyAsUndefined, positiveInt(10_000)),
  REPORT_WARMUP: z.preprocess(
    emptyAsUndefined,
    z
      .enum(['true', 'false'], {
        message: 'REPORT_WARMUP must be true or false',
      })
      .default('true')
      .transform((value) => value === 'true'),
  ),
  REALTIME_AUTH_TIMEOUT: z.preprocess(emptyAsUndefined, duration('5s')),
  EDIT_LOCK_IDLE: z.preprocess(emptyAsUndefined, duration('5m')),
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
    timeZone: vars.MARKETPLACE_TIME_ZONE,
    seedScale: vars.SEED_SCALE,
    accessTokenTtlMs: vars.ACCESS_TOKEN_TTL,
    refreshTokenTtlMs: vars.REFRESH_TOKEN_TTL,
    jwtSecret: vars.JWT_SECRET
      ? new TextEncoder().encode(vars.JWT_SECRET)
      : null,
    trustProxy: vars.TRUST_PROXY,
    loginRateLimit: vars.LOGIN_RATE_LIMIT,
    apiRateLimit: vars.API_RATE_LIMIT,
    listExactCountLimit: vars.LIST_EXACT_COUNT_LIMIT,
    reportWarmup: vars.REPORT_WARMUP,
    realtimeAuthTimeoutMs: vars.REALTIME_AUTH_TIMEOUT,
    editLockIdleMs: vars.EDIT_LOCK_IDLE,
    appEnv: vars.APP_ENV,
    staticDir: resolve(vars.STATIC_DIR),
    logLevel: vars.LOG_LEVEL,
    maintenanceFile: isMemory ? null : join(dataDir, 'maintenance.json'),
  };
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
