import type { Db } from './types';

/**
 * The one set of migrations, run unchanged on PGlite and on PostgreSQL. Append only: a migration
 * that has run is never edited; a change is a new entry.
 */
export const MIGRATIONS: readonly { id: string; sql: string }[] = [
  {
    id: '0001_accounts_sessions',
    sql: `
CREATE TABLE settings (
  key text PRIMARY KEY,
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE accounts (
  id serial PRIMARY KEY,
  username text NOT NULL,
  username_key text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  type integer NOT NULL DEFAULT 0,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'disabled')),
  nickname text NOT NULL,
  mobile_num text UNIQUE,
  country_dialing_code text,
  email text,
  profile jsonb NOT NULL DEFAULT '{}'::jsonb,
  upline_id integer REFERENCES accounts (id),
  affiliate_code text UNIQUE,
  vip_level integer NOT NULL DEFAULT 0,
  vip_label text,
  balance numeric(18, 2) NOT NULL DEFAULT 0,
  first_login_at timestamptz,
  must_change_password boolean NOT NULL DEFAULT false,
  password_changed_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX accounts_upline ON accounts (upline_id);

CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  account_id integer NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  ip text
);
CREATE INDEX sessions_account ON sessions (account_id);

CREATE TABLE login_failures (
  account_key text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_failures_key_at ON login_failures (account_key, at);

CREATE TABLE rate_counters (
  bucket text NOT NULL,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL,
  PRIMARY KEY (bucket, window_start)
);

CREATE TABLE captchas (
  key text PRIMARY KEY,
  answer text NOT NULL,
  expires_at timestamptz NOT NULL
);

CREATE TABLE sms_codes (
  id serial PRIMARY KEY,
  mobile text NOT NULL,
  purpose text NOT NULL,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX sms_codes_mobile ON sms_codes (mobile, purpose);

CREATE TABLE password_resets (
  token_hash text PRIMARY KEY,
  account_id integer NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE outbox (
  id serial PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('email', 'sms')),
  recipient text NOT NULL,
  subject text,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
`,
  },
  {
    id: '0002_icons_help_feedback',
    sql: `
ALTER TABLE accounts ADD COLUMN icon text;

CREATE TABLE help_topics (
  lang text NOT NULL,
  topic text NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  title text NOT NULL,
  content text NOT NULL,
  PRIMARY KEY (lang, topic)
);

CREATE TABLE feedback (
  id serial PRIMARY KEY,
  content text NOT NULL,
  contact text,
  ip text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE feedback_images (
  id serial PRIMARY KEY,
  feedback_id integer NOT NULL REFERENCES feedback (id) ON DELETE CASCADE,
  mime text NOT NULL CHECK (mime IN ('image/png', 'image/jpeg')),
  bytes bytea NOT NULL
);
CREATE INDEX feedback_images_feedback ON feedback_images (feedback_id);
`,
  },
  {
    id: '0003_encryption_keys',
    sql: `
CREATE TABLE encryption_keys (
  kid text PRIMARY KEY,
  public_jwk jsonb NOT NULL,
  private_jwk jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  retired_at timestamptz
);
`,
  },
  {
    id: '0004_game_catalogue',
    sql: `
CREATE TABLE game_vendors (
  id serial PRIMARY KEY,
  code text NOT NULL CHECK (code ~ '^[A-Z0-9_]{1,32}$'),
  game_type text NOT NULL CHECK (game_type IN ('RNG', 'LIVE', 'SPORTS', 'FISH', 'ESPORTS', 'PVP', 'COCKFIGHT', 'LOTT', 'ELOTT')),
  display_name text NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  UNIQUE (game_type, code)
);

CREATE TABLE games (
  id serial PRIMARY KEY,
  node_id integer NOT NULL UNIQUE CHECK (node_id > 0),
  vassalage text NOT NULL,
  game_type text NOT NULL,
  game_code text NOT NULL,
  names jsonb NOT NULL CHECK (jsonb_typeof(names) = 'object' AND names ? 'es'),
  game_classify text CHECK (game_classify IN ('SC', 'VP', 'JP', 'TG', 'AC', 'BG')),
  is_game text NOT NULL DEFAULT 'GAME' CHECK (is_game IN ('GAME', 'VASSALAGE')),
  sort integer NOT NULL DEFAULT 0,
  FOREIGN KEY (game_type, vassalage) REFERENCES game_vendors (game_type, code),
  UNIQUE (vassalage, game_type, game_code)
);
CREATE INDEX games_type_vendor ON games (game_type, vassalage, sort);

CREATE TABLE game_favourites (
  account_id integer NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  game_id integer NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, game_id)
);
`,
  },
  {
    id: '0005_recent_games',
    sql: `
CREATE TABLE game_recent (
  account_id integer NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  game_id integer NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  played_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, game_id)
);
CREATE INDEX game_recent_latest ON game_recent (account_id, played_at DESC);
`,
  },
];

/** Any fixed number: every process that migrates one database takes the same lock. */
const MIGRATION_LOCK = 5_318_008;

/**
 * Applies the migrations that have not run yet, each once, in order, in one transaction under an
 * advisory lock so that two processes starting together do not both migrate.
 */
export async function migrate(db: Db): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set(
      (await tx.query<{ id: string }>('SELECT id FROM schema_migrations')).map((r) => r.id),
    );
    const applied: string[] = [];
    for (const migration of MIGRATIONS) {
      if (done.has(migration.id)) continue;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id]);
      applied.push(migration.id);
    }
    return applied;
  });
}
