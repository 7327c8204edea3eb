import { Redis } from 'ioredis';

/**
 * What several server processes share through Redis when `REDIS_URL` is set: fixed-window rate
 * counters. Without Redis the database counts them (rate_counters): the server works the same,
 * with a few more writes. Sessions are not cached here: their check comes with the account's read
 * in one statement (accounts.ts, ADR 0033), which a cache could only lengthen.
 *
 * Redis is never what stops a request: each command gets REDIS_COMMAND_MS, and a failure or a
 * timeout sends this request (and the next ones) to the database until a PING every
 * REDIS_PROBE_MS answers again. It is logged once when Redis goes away and once when it is back.
 */
export interface SharedCache {
  /**
   * Counts a hit in the current window of `bucket`; the hits so far and the seconds left, or
   * undefined when Redis is unavailable (count it in the database instead).
   */
  hit(bucket: string, windowSeconds: number): Promise<{ hits: number; retry: number } | undefined>;
  close(): Promise<void>;
}

/** How long one Redis command may take before this request uses the database instead. */
export const REDIS_COMMAND_MS = 250;
/** How long the first calls wait for the first connection (a start is not an outage). */
const CONNECT_MS = 1_000;
/** While Redis is unavailable, how often a PING asks whether it is back. */
export const REDIS_PROBE_MS = 1_000;

/** Where the cache says that Redis went away and came back (the app's logger). */
export interface CacheLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

export interface RedisCacheOptions {
  log?: CacheLog;
  commandMs?: number;
  probeMs?: number;
}

const UNAVAILABLE = Symbol('unavailable');

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export function openRedisCache(
  url: string,
  prefix: string,
  options: RedisCacheOptions = {},
): SharedCache {
  const commandMs = options.commandMs ?? REDIS_COMMAND_MS;
  const probeMs = options.probeMs ?? REDIS_PROBE_MS;
  const log = options.log;
  const redis = new Redis(url, {
    keyPrefix: prefix,
    connectTimeout: CONNECT_MS,
    // No queue while Redis is away: a command fails at once and the request uses the database;
    // nothing piles up to replay (double-count) when it is back.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    autoResendUnfulfilledCommands: false,
    commandTimeout: commandMs,
  });
  // ioredis reconnects by itself; what a failure means for requests is decided below.
  redis.on('error', () => undefined);

  // starting: the first connection is being made (calls wait for it, up to CONNECT_MS);
  // up: calls use Redis; down: calls use the database while a probe asks for Redis.
  let state: 'starting' | 'up' | 'down' = 'starting';
  let closing = false;
  let reported = false;
  let probing = false;
  let probe: NodeJS.Timeout | undefined;
  let waiters: (() => void)[] = [];

  const becomeUp = () => {
    state = 'up';
    clearInterval(probe);
    probe = undefined;
    for (const wake of waiters) wake();
    waiters = [];
    if (reported) {
      reported = false;
      log?.info({}, 'Redis is available again: rate counters use it again');
    }
  };

  const markDown = (error: unknown) => {
    if (closing || state === 'down') return;
    state = 'down';
    if (!reported) {
      reported = true;
      log?.warn(
        { err: error instanceof Error ? error.message : String(error) },
        'Redis is unavailable: rate counters use the database until it answers again',
      );
    }
    probe ??= setInterval(() => void tryRecover(), probeMs);
    probe.unref();
  };

  const tryRecover = async () => {
    if (closing || probing || state === 'up') return;
    probing = true;
    try {
      await within(redis.ping(), commandMs);
      becomeUp();
    } catch (error) {
      if (state === 'starting') markDown(error);
    } finally {
      probing = false;
    }
  };
  redis.on('ready', () => void tryRecover());
  // A lost connection: stop using Redis now rather than on the next failed call.
  redis.on('close', () => {
    if (state === 'up') markDown(new Error('connection to Redis closed'));
  });

  /** Runs `op` on Redis, or answers UNAVAILABLE (the caller uses the database). */
  const attempt = async <T>(op: () => Promise<T>): Promise<T | typeof UNAVAILABLE> => {
    if (state === 'starting') {
      await within(new Promise<void>((resolve) => waiters.push(resolve)), CONNECT_MS).catch(
        markDown,
      );
    }
    if (state !== 'up') return UNAVAILABLE;
    try {
      return await within(op(), commandMs);
    } catch (error) {
      markDown(error);
      return UNAVAILABLE;
    }
  };

  return {
    async hit(bucket, windowSeconds) {
      const now = Date.now() / 1000;
      const start = Math.floor(now / windowSeconds) * windowSeconds;
      const key = `rl:${bucket}:${start}`;
      const result = await attempt(() =>
        redis
          .multi()
          .incr(key)
          .expire(key, windowSeconds + 5)
          .exec(),
      );
      if (result === UNAVAILABLE) return undefined;
      const hits = Number(result?.[0]?.[1] ?? 0);
      return { hits, retry: Math.max(1, Math.ceil(start + windowSeconds - now)) };
    },
    async close() {
      closing = true;
      clearInterval(probe);
      await within(redis.quit(), commandMs).catch(() => redis.disconnect());
    },
  };
}
