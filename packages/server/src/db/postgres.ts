import { createHash } from 'node:crypto';
import pg from 'pg';
import type { ChannelListener, Db, Queryable } from './types';

/** Distinct statements a process prepares at most: SQL built with values in it cannot fill memory. */
const MAX_PREPARED = 2_000;

/**
 * A parameter tested for NULL is an optional filter (`$2::text IS NULL OR g.vassalage = $2`): a
 * plan made for its value drops the branch not taken, a generic plan keeps both and runs slower
 * than planning each time does (the game list, measured).
 */
const OPTIONAL_FILTER = /\$\d+(?:::[\w[\]]+)?\s+IS\s+(?:NOT\s+)?NULL/iu;

/**
 * The name a statement is prepared under on every connection, once it is seen a second time:
 * PostgreSQL then plans it once per connection instead of on every call, which for the short
 * queries of a request (the session, responsible play's checks, the ledger) costs more than running
 * them (docs/benchmarks.md). One-off statements (the CLI's, migrations') and statements with
 * optional filters stay unnamed.
 */
export function preparedNames(limit = MAX_PREPARED): (sql: string) => string | undefined {
  const seen = new Map<string, string | null>();
  return (sql) => {
    if (OPTIONAL_FILTER.test(sql)) return undefined;
    const known = seen.get(sql);
    if (known) return known;
    if (known === undefined) {
      if (seen.size < limit) seen.set(sql, null);
      return undefined;
    }
    const name = `p${createHash('sha1').update(sql).digest('base64url').slice(0, 20)}`;
    seen.set(sql, name);
    return name;
  };
}

/**
 * PostgreSQL through a `pg` pool. With `schema`, every connection works in that schema (created
 * when missing): tests use a fresh one per file.
 */
export async function openPostgres(
  url: string,
  options: { schema?: string; max?: number } = {},
): Promise<Db> {
  const { schema, max = 10 } = options;
  if (schema && !/^[a-z_][a-z0-9_]*$/u.test(schema))
    throw new Error(`Invalid schema name: ${schema}`);
  if (schema) {
    const setup = new pg.Client({ connectionString: url });
    await setup.connect();
    try {
      await setup.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    } finally {
      await setup.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const nameOf = preparedNames();
  const on = (client: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const name = nameOf(sql);
      const result = await client.query(
        name ? { name, text: sql, values: [...params] } : { text: sql, values: [...params] },
      );
      return result.rows as T[];
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  });
  const base = on(pool);
  return {
    kind: 'postgres',
    query: base.query,
    exec: base.exec,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(on(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    listen: (channel, listener) =>
      listenOn(
        { connectionString: url, ...(schema ? { options: `-c search_path=${schema}` } : {}) },
        channel,
        listener,
      ),
    close: () => pool.end(),
  };
}

/** How long to wait before listening again after the connection was lost, growing to 5 s. */
const LISTEN_RETRY_MS = [100, 500, 1_000, 2_000, 5_000];

/**
 * LISTEN on a client of its own (a pooled one would be handed to other queries). When the
 * connection is lost it connects again with growing pauses and tells the listener (`resumed`),
 * which must read what it may have missed meanwhile.
 */
async function listenOn(
  config: pg.ClientConfig,
  channel: string,
  listener: ChannelListener,
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/u.test(channel)) throw new Error(`Invalid channel name: ${channel}`);
  let stopped = false;
  let client: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  let failures = 0;
  const connect = async (): Promise<void> => {
    const next = new pg.Client(config);
    next.on('notification', (message) => {
      if (message.channel === channel) listener.notified(message.payload ?? '');
    });
    next.on('error', () => undefined);
    next.on('end', () => {
      if (stopped || client !== next) return;
      client = undefined;
      listener.lost?.();
      retry();
    });
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    client = next;
  };
  const retry = (): void => {
    const wait = LISTEN_RETRY_MS[Math.min(failures, LISTEN_RETRY_MS.length - 1)];
    failures += 1;
    timer = setTimeout(() => {
      connect().then(
        () => {
          failures = 0;
          listener.resumed?.();
        },
        () => {
          if (!stopped) retry();
        },
      );
    }, wait);
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await client?.end().catch(() => undefined);
  };
}
