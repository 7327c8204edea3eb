import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Config {
  /** `production` refuses development helpers such as the outbox endpoint. */
  mode: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** The operator's merchant code, required in the `Merchant` header of every /wps call. */
  merchantCode: string;
  /** PostgreSQL when set; otherwise the embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  /** Addresses or CIDR blocks of proxies whose X-Forwarded-For is believed; none by default. */
  trustedProxies: string[];
  bodyLimit: number;
  /** Where players open the portal: the base of links in e-mails. */
  publicUrl: string;
  logLevel: string;
  /** Login attempts a minute from one address before 429. */
  loginAttemptsPerMinute: number;
  /** The built web app, served at `/` with index.html for unknown page paths. */
  staticDir: string | undefined;
  /** The built Storybook, served at `/storybook/`. */
  storybookDir: string | undefined;
  /**
   * The operator's interface texts, one `<language>.json` a language (system/texts.ts), served at
   * `/texts/`; by default `texts/` of the built app.
   */
  textsDir: string | undefined;
  /** Redis for the rate counters shared by several processes; optional. */
  redisUrl: string | undefined;
  /** Prefix of every Redis key, so that several portals (or test runs) share one Redis. */
  redisPrefix: string;
  /** The lottery's base draw period in seconds; each game draws every few of them. */
  lotteryDrawSeconds: number;
  /** Whether this process draws on a timer (off in tests, which draw with a chosen clock). */
  lotteryTimer: boolean;
  /**
   * Whether this process turns unconfirmed paid withdrawals into forced receipts on a timer (off
   * in tests, which run the sweep with a chosen clock).
   */
  withdrawalTimer: boolean;
  /**
   * Whether this process settles agent contracts' salaries and dividends on a timer (off in
   * tests, which run the sweep with a chosen clock).
   */
  agentTimer: boolean;
  /**
   * Whether an empty database gets the demo data (accounts with known passwords and balances,
   * their messages and bonuses, demo content): on in development and test, off in production
   * unless DEMO_DATA=1 asks for it.
   */
  demoData: boolean;
  /**
   * Whether this process serves the local OpenID provider at `/dev/oidc` and offers it as the
   * social login `local`, so that social login runs on one machine: on outside production unless
   * LOCAL_OIDC=0. Never in production.
   */
  localOidc: boolean;
}

export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../.data/pglite', import.meta.url));

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 1): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min)
    throw new Error(`${name} must be an integer >= ${min}, got "${raw}"`);
  return value;
}

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'on', 'true'].includes(raw)) return true;
  if (['0', 'off', 'false'].includes(raw)) return false;
  throw new Error(`${name} must be 1 or 0, got "${raw}"`);
}

/** Reads the configuration from the environment, refusing values that make no sense. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const mode =
    env['NODE_ENV'] === 'production'
      ? 'production'
      : env['NODE_ENV'] === 'test'
        ? 'test'
        : 'development';
  const port = int(env, 'PORT', 8080, 0);
  if (port > 65535) throw new Error(`PORT must be at most 65535, got "${port}"`);
  return {
    mode,
    host: env['HOST'] || '127.0.0.1',
    port,
    merchantCode: env['MERCHANT_CODE'] || 'PORTAL',
    databaseUrl: env['DATABASE_URL'] || undefined,
    dataDir: env['PGLITE_DIR'] ? resolve(env['PGLITE_DIR']) : DEFAULT_DATA_DIR,
    sessionIdleMinutes: int(env, 'SESSION_IDLE_MINUTES', 60),
    sessionAbsoluteHours: int(env, 'SESSION_ABSOLUTE_HOURS', 24),
    trustedProxies: (env['TRUSTED_PROXIES'] ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    bodyLimit: int(env, 'BODY_LIMIT', 32 * 1024),
    publicUrl: env['PUBLIC_URL'] || `http://${env['HOST'] || '127.0.0.1'}:${port}`,
    logLevel: env['LOG_LEVEL'] || (mode === 'test' ? 'silent' : 'info'),
    loginAttemptsPerMinute: int(env, 'LOGIN_ATTEMPTS_PER_MINUTE', 30),
    staticDir: env['STATIC_DIR'] ? resolve(env['STATIC_DIR']) : undefined,
    storybookDir: env['STORYBOOK_DIR'] ? resolve(env['STORYBOOK_DIR']) : undefined,
    textsDir: env['TEXTS_DIR']
      ? resolve(env['TEXTS_DIR'])
      : env['STATIC_DIR']
        ? resolve(env['STATIC_DIR'], 'texts')
        : undefined,
    redisUrl: env['REDIS_URL'] || undefined,
    redisPrefix: env['REDIS_PREFIX'] || 'portal:',
    lotteryDrawSeconds: int(env, 'LOTTERY_DRAW_SECONDS', 60),
    lotteryTimer: env['LOTTERY_TIMER'] ? env['LOTTERY_TIMER'] !== 'off' : mode !== 'test',
    withdrawalTimer: env['WITHDRAWAL_TIMER'] ? env['WITHDRAWAL_TIMER'] !== 'off' : mode !== 'test',
    agentTimer: env['AGENT_TIMER'] ? env['AGENT_TIMER'] !== 'off' : mode !== 'test',
    demoData: flag(env, 'DEMO_DATA', mode !== 'production'),
    localOidc: mode !== 'production' && flag(env, 'LOCAL_OIDC', true),
  };
}
