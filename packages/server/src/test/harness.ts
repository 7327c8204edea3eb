// Shared by the route tests: one database per test file, on PGlite and, when TEST_DATABASE_URL is
// set, on PostgreSQL in a fresh schema.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { solveCaptcha } from '../captcha/solve';
import { loadConfig, type Config } from '../config';
import { MIGRATIONS, migrate } from '../db/migrations';
import { dumpPglite, dumpPgliteTemplate, openPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import { seed } from '../db/seed/seed';
import type { Db } from '../db/types';

export const MERCHANT = 'TESTMERCHANT';

/**
 * `TEST_BACKENDS` (`pglite`, `postgres` or both, comma-separated) narrows the databases a run
 * tests on: npm test runs the server's tests on PGlite on the main Node line and on PostgreSQL on
 * the LTS line (scripts/node-lts.mjs), rather than on both twice. Unset: PGlite, and PostgreSQL
 * too when TEST_DATABASE_URL is set.
 */
const requested = process.env['TEST_BACKENDS']
  ?.split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const wanted = (name: 'pglite' | 'postgres') => !requested?.length || requested.includes(name);

/** PostgreSQL's address for the tests, when this run tests on PostgreSQL. */
export const TEST_DATABASE_URL = wanted('postgres') ? process.env['TEST_DATABASE_URL'] : undefined;

/** Little work per challenge, so that a test solves one in a few milliseconds. */
export const TEST_CAPTCHA_WORK = { cost: 1, keyPrefix: '0' };

/** The databases every route test runs on (PGlite when nothing else is left). */
export const BACKENDS: ('pglite' | 'postgres')[] = [
  ...(wanted('pglite') || !TEST_DATABASE_URL ? (['pglite'] as const) : []),
  ...(TEST_DATABASE_URL ? (['postgres'] as const) : []),
];

export interface Harness {
  db: Db;
  app: FastifyInstance;
  config: Config;
  logs: string[];
  /** Asks the server for a captcha challenge (from `ip`) and solves it: the `captcha` to send. */
  solveCaptcha(ip?: string): Promise<string>;
  call(
    options: InjectOptions & { token?: string; merchant?: string | null },
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * A fresh in-memory PGlite, opened from an empty initialised data directory kept in the system's
 * temporary directory (made by the first test that needs it, per PGlite version), so that each test
 * file skips initdb. It holds nothing of ours: every test still migrates and seeds its own.
 */
export async function freshPglite(): Promise<Db> {
  // Named by where PGlite is installed (its version is in the path): a new PGlite, a new template.
  const where = createHash('sha256')
    .update(import.meta.resolve('@electric-sql/pglite'))
    .digest('hex');
  const file = join(tmpdir(), `portal-pglite-template-${where.slice(0, 16)}.tar`);
  if (!existsSync(file)) {
    const dump = Buffer.from(await (await dumpPgliteTemplate()).arrayBuffer());
    // Written aside then renamed: a test file starting meanwhile never reads half a template.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, dump);
    renameSync(partial, file);
  }
  return openPglite(undefined, new Blob([readFileSync(file)]));
}

/** Per worker, the data directory of a migrated and seeded PGlite, with the demo data or without. */
const seededTemplates = new Map<boolean, Promise<Blob>>();

/**
 * A fresh in-memory PGlite already migrated and seeded (`demo`: with the demo data), opened from a
 * template the worker made with its first such database: migrating and seeding took a second of
 * each route test file's start, the same every time. The template lives as long as the worker (the
 * node project keeps its workers from file to file) and is never written to disk, so a changed
 * migration or seed is in the next run's templates.
 */
async function seededPglite(demo: boolean): Promise<Db> {
  let template = seededTemplates.get(demo);
  if (!template) {
    template = (async () => {
      const db = await freshPglite();
      try {
        await migrate(db);
        await seed(db, { demo });
        const dump = await dumpPglite(db);
        if (!dump) throw new Error('a PGlite database could not be dumped');
        return dump;
      } finally {
        await db.close();
      }
    })();
    seededTemplates.set(demo, template);
    template.catch(() => seededTemplates.delete(demo));
  }
  return openPglite(undefined, await template);
}

export async function openTestDb(
  kind: 'pglite' | 'postgres',
  options: { max?: number } = {},
): Promise<{ db: Db; drop: () => Promise<void> }> {
  if (kind === 'pglite') {
    const db = await freshPglite();
    return { db, drop: async () => undefined };
  }
  const url = TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const db = await openPostgres(url, { schema, max: options.max ?? 4 });
  return {
    db,
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    },
  };
}

export async function startHarness(
  kind: 'pglite' | 'postgres',
  env: Record<string, string> = {},
): Promise<Harness> {
  const config = loadConfig({
    NODE_ENV: 'test',
    MERCHANT_CODE: MERCHANT,
    LOG_LEVEL: 'info',
    // Every injected request comes from one address; the per-address limit has its own test.
    LOGIN_ATTEMPTS_PER_MINUTE: '100000',
    ...env,
  });
  // As openDatabase seeds: the demo data unless the configuration is production without DEMO_DATA.
  const { db, drop } =
    kind === 'pglite'
      ? { db: await seededPglite(config.demoData), drop: async () => undefined }
      : await openTestDb(kind);
  if (kind === 'postgres') {
    await migrate(db);
    await seed(db, { demo: config.demoData });
  }
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(chunk.toString());
      done();
    },
  });
  const app = await buildApp({ db, config, logStream, captchaWork: TEST_CAPTCHA_WORK });
  return {
    db,
    app,
    config,
    logs,
    async solveCaptcha(ip = '127.0.0.1') {
      const res = await app.inject({
        method: 'GET',
        url: '/wps/captcha',
        headers: { merchant: MERCHANT },
        remoteAddress: ip,
      });
      if (res.statusCode !== 200) throw new Error(`captcha: ${res.statusCode} ${res.body}`);
      return solveCaptcha(res.json().value);
    },
    call({ token, merchant = MERCHANT, headers, ...rest }) {
      return app.inject({
        ...rest,
        headers: {
          ...(merchant === null ? {} : { merchant }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
      });
    },
    async close() {
      await app.close();
      await db.close();
      await drop();
    },
  };
}

/** Logs in and returns the token, failing the test if the login fails. */
export async function login(
  h: Harness,
  username: string,
  password: string,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const res = await h.call({
    method: 'POST',
    url: '/wps/session/login',
    payload: { username, password, type: 'username', ...extra },
  });
  if (res.statusCode !== 200)
    throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { value: { token: string } }).value.token;
}

/** The latest outbox message to a recipient. */
export async function lastMessage(h: Harness, recipient: string): Promise<string> {
  await h.app.background.idle();
  const [row] = await h.db.query<{ body: string }>(
    'SELECT body FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1',
    [recipient],
  );
  if (!row) throw new Error(`no message to ${recipient}`);
  return row.body;
}

export const smsCodeIn = (body: string): string => {
  const match = /\b(\d{6})\b/u.exec(body);
  if (!match?.[1]) throw new Error(`no code in: ${body}`);
  return match[1];
};

export interface FormFile {
  field: string;
  filename: string;
  type: string;
  data: Buffer;
}

/** A multipart/form-data body built by hand, byte for byte as a browser sends it. */
export function multipartBody(
  fields: Record<string, string | string[]>,
  files: FormFile[] = [],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----portal${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  // A list is the field sent once for each of its values.
  const parts = Object.entries(fields).flatMap(([name, values]) =>
    (Array.isArray(values) ? values : [values]).map((value) => [name, value] as const),
  );
  for (const [name, value] of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * Migrates `db` (a fresh one) as a portal of before migration `id` had it: every migration up to
 * it and not it; `migrate` then applies `id` and the later ones, as on an upgraded server. Returns
 * the ids still to apply.
 */
export async function migrateBefore(db: Db, id: string): Promise<string[]> {
  const before = MIGRATIONS.findIndex((m) => m.id === id);
  if (before < 0) throw new Error(`no migration ${id}`);
  await db.exec(
    'CREATE TABLE schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  for (const m of MIGRATIONS.slice(0, before)) {
    await db.exec(m.sql);
    await db.query('INSERT INTO schema_migrations (id) VALUES ($1)', [m.id]);
  }
  return MIGRATIONS.slice(before).map((m) => m.id);
}
