import { Redis } from 'ioredis';

/**
 * What several server processes share through Redis when `REDIS_URL` is set: fixed-window rate
 * counters, and a short-lived cache of live sessions that a logout or a password change drops for
 * every process at once. Without Redis the database does both (rate_counters, sessions): the
 * server works the same, with a few more queries.
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
  /** The account of a cached live session, or undefined (not cached: ask the database). */
  getSession(tokenHash: string): Promise<number | undefined>;
  putSession(tokenHash: string, accountId: number, ttlSeconds: number): Promise<void>;
  /**
   * Forgets sessions at once, for every process (logout, password change). When Redis is
   * unavailable they are forgotten when it answers again, before any cached session is read.
   */
  dropSessions(tokenHashes: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

/** How long a process may trust a cached session before asking the database again. */
export const SESSION_CACHE_SECONDS = 30;
/** How long one Redis command may take before this request uses the database instead. */
export const REDIS_COMMAND_MS = 250;
/** How long the first calls wait for the first connection (a start is not an outage). */
const CONNECT_MS = 1_000;
/** While Redis is unavailable, how often a PING asks whether it is back. */
export const REDIS_PROBE_MS = 1_000;
/** Logouts remembered while Redis is unavailable, to forget in Redis when it is back. */
const PENDING_DROPS_MAX = 100_000;

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
  /**
   * Sessions dropped while Redis was unavailable. A cached session lives at most
   * SESSION_CACHE_SECONDS (its Redis TTL), so that is the longest a logout could be missed even if
   * this process ended before Redis came back; while it runs, it deletes them when Redis answers,
   * before using Redis again.
   */
  const pendingDrops = new Map<string, number>();

  const becomeUp = () => {
    state = 'up';
    clearInterval(probe);
    probe = undefined;
    for (const wake of waiters) wake();
    waiters = [];
    if (reported) {
      reported = false;
      log?.info({}, 'Redis is available again: rate counters and the session cache use it again');
    }
  };

  const markDown = (error: unknown) => {
    if (closing || state === 'down') return;
    state = 'down';
    if (!reported) {
      reported = true;
      log?.warn(
        { err: error instanceof Error ? error.message : String(error) },
        'Redis is unavailable: rate counters and sessions use the database until it answers again',
      );
    }
    probe ??= setInterval(() => void tryRecover(), probeMs);
    probe.unref();
  };

  const tryRecover = async () => {
    if (closing || probing || state === 'up') return;
    probing = true;
    try {
      const cutoff = Date.now() - SESSION_CACHE_SECONDS * 1000;
      for (const [hash, at] of pendingDrops) if (at < cutoff) pendingDrops.delete(hash);
      const hashes = [...pendingDrops.keys()];
      for (let i = 0; i < hashes.length; i += 500) {
        const batch = hashes.slice(i, i + 500);
        await within(redis.del(...batch.map((h) => `sess:${h}`)), commandMs);
        for (const hash of batch) pendingDrops.delete(hash);
      }
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

  const remember = (tokenHashes: readonly string[]) => {
    const now = Date.now();
    for (const hash of tokenHashes) {
      pendingDrops.delete(hash);
      pendingDrops.set(hash, now);
    }
    // Oldest first: past the bound, the oldest (whose cache entries expire first) go.
    for (const hash of pendingDrops.keys()) {
      if (pendingDrops.size <= PENDING_DROPS_MAX) break;
      pendingDrops.delete(hash);
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
    async getSession(tokenHash) {
      const value = await attempt(() => redis.get(`sess:${tokenHash}`));
      return value === UNAVAILABLE || value === null ? undefined : Number(value);
    },
    async putSession(tokenHash, accountId, ttlSeconds) {
      if (ttlSeconds < 1) return;
      await attempt(() =>
        redis.set(`sess:${tokenHash}`, String(accountId), 'EX', Math.floor(ttlSeconds)),
      );
    },
    async dropSessions(tokenHashes) {
      if (!tokenHashes.length) return;
      const done = await attempt(() => redis.del(...tokenHashes.map((h) => `sess:${h}`)));
      if (done === UNAVAILABLE) remember(tokenHashes);
    },
    async close() {
      closing = true;
      clearInterval(probe);
      await within(redis.quit(), commandMs).catch(() => redis.disconnect());
    },
  };
}
