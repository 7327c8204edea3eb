import { Redis } from 'ioredis';

/**
 * What several server processes share through Redis when `REDIS_URL` is set: fixed-window rate
 * counters, and a short-lived cache of live sessions that a logout or a password change drops for
 * every process at once. Without Redis the database does both (rate_counters, sessions): the
 * server works the same, with a few more queries.
 */
export interface SharedCache {
  /** Counts a hit in the current window of `bucket`; the hits so far and the seconds left. */
  hit(bucket: string, windowSeconds: number): Promise<{ hits: number; retry: number }>;
  /** The account of a cached live session, or undefined (not cached: ask the database). */
  getSession(tokenHash: string): Promise<number | undefined>;
  putSession(tokenHash: string, accountId: number, ttlSeconds: number): Promise<void>;
  /** Forgets sessions at once, for every process (logout, password change). */
  dropSessions(tokenHashes: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

/** How long a process may trust a cached session before asking the database again. */
export const SESSION_CACHE_SECONDS = 30;

export function openRedisCache(url: string, prefix: string): SharedCache {
  const redis = new Redis(url, {
    keyPrefix: prefix,
    // Fail a request fast rather than queue it while Redis is away.
    maxRetriesPerRequest: 1,
    connectTimeout: 5_000,
    enableOfflineQueue: true,
  });
  // A lost connection is retried by ioredis; the requests meanwhile fail with 500.
  redis.on('error', () => undefined);
  return {
    async hit(bucket, windowSeconds) {
      const now = Date.now() / 1000;
      const start = Math.floor(now / windowSeconds) * windowSeconds;
      const key = `rl:${bucket}:${start}`;
      const result = await redis
        .multi()
        .incr(key)
        .expire(key, windowSeconds + 5)
        .exec();
      const hits = Number(result?.[0]?.[1] ?? 0);
      return { hits, retry: Math.max(1, Math.ceil(start + windowSeconds - now)) };
    },
    async getSession(tokenHash) {
      const value = await redis.get(`sess:${tokenHash}`);
      return value === null ? undefined : Number(value);
    },
    async putSession(tokenHash, accountId, ttlSeconds) {
      if (ttlSeconds < 1) return;
      await redis.set(`sess:${tokenHash}`, String(accountId), 'EX', Math.floor(ttlSeconds));
    },
    async dropSessions(tokenHashes) {
      if (tokenHashes.length) await redis.del(...tokenHashes.map((h) => `sess:${h}`));
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
