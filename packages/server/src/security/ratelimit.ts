import type { SharedCache } from '../cache/cache';
import type { Queryable } from '../db/types';
import { ApiError } from '../http/errors';

/**
 * Counts one hit in `bucket` for the current fixed window of `windowSeconds`; past `limit` hits it
 * throws RATE_LIMITED (429) with Retry-After. Counters live in Redis when there is one, else in the
 * database: either way every server process shares them.
 */
export async function hit(
  store: { db: Queryable; cache?: SharedCache | undefined },
  bucket: string,
  limit: number,
  windowSeconds: number,
): Promise<void> {
  // Redis unavailable: this hit is counted in the database until it is back.
  const counted = await store.cache?.hit(bucket, windowSeconds);
  if (counted) {
    if (counted.hits > limit)
      throw new ApiError('RATE_LIMITED', { headers: { 'retry-after': String(counted.retry) } });
    return;
  }
  const [row] = await store.db.query<{ hits: number; retry: number }>(
    `INSERT INTO rate_counters (bucket, window_start, hits)
     VALUES ($1, to_timestamp(floor(extract(epoch FROM now()) / $2::int) * $2::int), 1)
     ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_counters.hits + 1
     RETURNING hits, ceil(extract(epoch FROM window_start + make_interval(secs => $2::int) - now()))::int AS retry`,
    [bucket, windowSeconds],
  );
  if (row && row.hits > limit) {
    throw new ApiError('RATE_LIMITED', {
      headers: { 'retry-after': String(Math.max(1, row.retry)) },
    });
  }
}

/** Drops counters of windows long gone. */
export async function pruneCounters(db: Queryable): Promise<void> {
  await db.query("DELETE FROM rate_counters WHERE window_start < now() - interval '1 day'");
  await db.query("DELETE FROM login_failures WHERE at < now() - interval '1 day'");
  await db.query('DELETE FROM captcha_spent WHERE expires_at < now()');
}
