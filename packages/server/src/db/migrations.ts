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
  {
    // The double-entry ledger. Code only ever inserts entries; the database keeps each account's
    // balance from them, refuses a member balance below zero, refuses a transaction whose entries
    // do not sum to zero (checked at commit), and refuses changing or removing an entry.
    id: '0006_ledger',
    sql: `
CREATE TABLE ledger_accounts (
  id serial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('member', 'house', 'funding')),
  account_id integer UNIQUE REFERENCES accounts (id) ON DELETE RESTRICT,
  balance numeric(18, 2) NOT NULL DEFAULT 0,
  CONSTRAINT ledger_member_owner CHECK ((kind = 'member') = (account_id IS NOT NULL)),
  CONSTRAINT ledger_member_not_negative CHECK (kind <> 'member' OR balance >= 0)
);
CREATE UNIQUE INDEX ledger_accounts_one_system ON ledger_accounts (kind) WHERE account_id IS NULL;
INSERT INTO ledger_accounts (kind) VALUES ('house'), ('funding');

CREATE TABLE ledger_transactions (
  id bigserial PRIMARY KEY,
  idempotency_key text NOT NULL UNIQUE CHECK (length(idempotency_key) BETWEEN 1 AND 200),
  kind text NOT NULL,
  request_hash text NOT NULL,
  result jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE ledger_entries (
  id bigserial PRIMARY KEY,
  transaction_id bigint NOT NULL REFERENCES ledger_transactions (id),
  ledger_account_id integer NOT NULL REFERENCES ledger_accounts (id),
  amount numeric(18, 2) NOT NULL CHECK (amount <> 0)
);
CREATE INDEX ledger_entries_transaction ON ledger_entries (transaction_id);
CREATE INDEX ledger_entries_account ON ledger_entries (ledger_account_id);

CREATE FUNCTION ledger_apply_entry() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  UPDATE ledger_accounts SET balance = balance + NEW.amount WHERE id = NEW.ledger_account_id;
  RETURN NEW;
END
$fn$;
CREATE TRIGGER ledger_entries_apply AFTER INSERT ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_apply_entry();

CREATE FUNCTION ledger_entries_frozen() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  RAISE EXCEPTION 'ledger entries are never changed or removed' USING ERRCODE = '55000';
END
$fn$;
CREATE TRIGGER ledger_entries_no_change BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_frozen();

CREATE FUNCTION ledger_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF (SELECT sum(amount) FROM ledger_entries WHERE transaction_id = NEW.transaction_id) <> 0 THEN
    RAISE EXCEPTION 'ledger transaction % does not sum to zero', NEW.transaction_id
      USING ERRCODE = '23514', CONSTRAINT = 'ledger_transaction_balanced';
  END IF;
  RETURN NULL;
END
$fn$;
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_balanced();

-- Every account has its main wallet from the moment it exists.
CREATE FUNCTION ledger_open_member_wallet() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO ledger_accounts (kind, account_id) VALUES ('member', NEW.id);
  RETURN NEW;
END
$fn$;
CREATE TRIGGER accounts_open_wallet AFTER INSERT ON accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_open_member_wallet();

-- The balances kept on accounts until now become opening transactions from the funding account.
INSERT INTO ledger_accounts (kind, account_id) SELECT 'member', id FROM accounts;
INSERT INTO ledger_transactions (idempotency_key, kind, request_hash)
  SELECT 'opening:' || id, 'opening', '' FROM accounts WHERE balance > 0;
INSERT INTO ledger_entries (transaction_id, ledger_account_id, amount)
  SELECT t.id, w.id, a.balance FROM accounts a
  JOIN ledger_transactions t ON t.idempotency_key = 'opening:' || a.id
  JOIN ledger_accounts w ON w.account_id = a.id
  UNION ALL
  SELECT t.id, (SELECT id FROM ledger_accounts WHERE kind = 'funding'), -a.balance FROM accounts a
  JOIN ledger_transactions t ON t.idempotency_key = 'opening:' || a.id;
ALTER TABLE accounts DROP COLUMN balance;

-- What was played: one row per round, for the betting records and the winner board.
CREATE TABLE game_bets (
  id bigserial PRIMARY KEY,
  transaction_id bigint NOT NULL UNIQUE REFERENCES ledger_transactions (id),
  account_id integer NOT NULL REFERENCES accounts (id),
  game_id integer NOT NULL REFERENCES games (id),
  stake numeric(18, 2) NOT NULL CHECK (stake > 0),
  win numeric(18, 2) NOT NULL CHECK (win >= 0),
  detail jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX game_bets_account ON game_bets (account_id, created_at DESC);
CREATE INDEX game_bets_wins ON game_bets (win DESC) WHERE win > 0;

-- A launch answers a ticket, good once and briefly; using it opens a game session.
CREATE TABLE launch_tickets (
  ticket_hash text PRIMARY KEY,
  account_id integer NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  game_id integer NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  language text NOT NULL,
  back_url text,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE game_sessions (
  token_hash text PRIMARY KEY,
  account_id integer NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  game_id integer NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  language text NOT NULL,
  back_url text,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
`,
  },
  {
    // Content: announcements and notices (one table, told apart by kind), promotions, banners
    // and the operator's showcase winners. Text is per language in a jsonb object keyed by
    // lower-case language code; the default language's text is required by the publishing code.
    // Nothing is deleted: withdrawing sets withdrawn_at, so what was published stays on record.
    id: '0007_content',
    sql: `
CREATE TABLE content_announcements (
  id serial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('announcement', 'notice')),
  promotion_type text NOT NULL CHECK (promotion_type IN ('B', 'PL', 'PU', 'PR', 'H')),
  platform text NOT NULL DEFAULT 'W' CHECK (platform IN ('W')),
  execution text NOT NULL CHECK (execution IN ('A', 'B', 'F')),
  texts jsonb NOT NULL CHECK (jsonb_typeof(texts) = 'object' AND texts <> '{}'::jsonb),
  sort integer NOT NULL DEFAULT 0,
  starts_at timestamptz,
  ends_at timestamptz CHECK (ends_at IS NULL OR starts_at IS NULL OR ends_at > starts_at),
  published_at timestamptz NOT NULL DEFAULT now(),
  withdrawn_at timestamptz,
  seed_key text UNIQUE
);
CREATE INDEX content_announcements_live ON content_announcements (kind, sort DESC, published_at DESC)
  WHERE withdrawn_at IS NULL;

CREATE TABLE content_promotions (
  id serial PRIMARY KEY,
  promo_type text NOT NULL CHECK (promo_type IN ('NEW', 'DEPOSIT', 'REBATE', 'VIP', 'EVENT')),
  texts jsonb NOT NULL CHECK (jsonb_typeof(texts) = 'object' AND texts <> '{}'::jsonb),
  sort integer NOT NULL DEFAULT 0,
  starts_at timestamptz,
  ends_at timestamptz CHECK (ends_at IS NULL OR starts_at IS NULL OR ends_at > starts_at),
  published_at timestamptz NOT NULL DEFAULT now(),
  withdrawn_at timestamptz,
  seed_key text UNIQUE
);

CREATE TABLE content_banners (
  id serial PRIMARY KEY,
  banner_group text NOT NULL
    CHECK (banner_group IN ('w_home', 'w_login', 'w_register', 'w_forget', 'w_left_menu')),
  linkage_type text NOT NULL CHECK (linkage_type IN ('URL', 'P', 'G')),
  url text,
  promotion_id integer REFERENCES content_promotions (id),
  game_id integer REFERENCES games (id),
  -- The operator's own image path; NULL: the server draws one from the banner's text.
  image text,
  texts jsonb NOT NULL CHECK (jsonb_typeof(texts) = 'object' AND texts <> '{}'::jsonb),
  sort integer NOT NULL DEFAULT 0,
  starts_at timestamptz,
  ends_at timestamptz CHECK (ends_at IS NULL OR starts_at IS NULL OR ends_at > starts_at),
  published_at timestamptz NOT NULL DEFAULT now(),
  withdrawn_at timestamptz,
  seed_key text UNIQUE,
  -- Each linkage type carries exactly its own target.
  CONSTRAINT content_banner_linkage CHECK (
    (linkage_type = 'URL') = (url IS NOT NULL)
    AND (linkage_type = 'P') = (promotion_id IS NOT NULL)
    AND (linkage_type = 'G') = (game_id IS NOT NULL))
);
CREATE INDEX content_banners_group ON content_banners (banner_group, sort) WHERE withdrawn_at IS NULL;

-- The operator's showcase rows of the winner board, shown beside the real wins of game_bets.
CREATE TABLE content_winners (
  id serial PRIMARY KEY,
  customer_name text NOT NULL CHECK (length(customer_name) BETWEEN 1 AND 100),
  game_id integer NOT NULL REFERENCES games (id),
  win_amount numeric(18, 2) NOT NULL CHECK (win_amount > 0),
  won_at timestamptz NOT NULL DEFAULT now(),
  seed_key text UNIQUE
);
CREATE INDEX content_winners_amount ON content_winners (win_amount DESC);
`,
  },
  {
    // The lottery: draws produced on a schedule (one per game and issue, whichever process draws
    // first), tickets bought for a coming draw and settled when it opens, and the PVP room tiers.
    id: '0008_lottery',
    sql: `
CREATE TABLE lottery_draws (
  id bigserial PRIMARY KEY,
  game_id integer NOT NULL REFERENCES games (id),
  issue text NOT NULL,
  draw_at timestamptz NOT NULL,
  numbers integer[] NOT NULL CHECK (cardinality(numbers) > 0),
  opened_at timestamptz NOT NULL DEFAULT now(),
  -- Two processes drawing the same issue: the second insert does nothing.
  UNIQUE (game_id, issue)
);
CREATE INDEX lottery_draws_latest ON lottery_draws (game_id, draw_at DESC);

CREATE TABLE lottery_tickets (
  id bigserial PRIMARY KEY,
  transaction_id bigint NOT NULL UNIQUE REFERENCES ledger_transactions (id),
  account_id integer NOT NULL REFERENCES accounts (id),
  game_id integer NOT NULL REFERENCES games (id),
  issue text NOT NULL,
  draw_at timestamptz NOT NULL,
  numbers integer[] NOT NULL CHECK (cardinality(numbers) > 0),
  stake numeric(18, 2) NOT NULL CHECK (stake > 0),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'won', 'lost')),
  matched integer,
  prize numeric(18, 2) NOT NULL DEFAULT 0 CHECK (prize >= 0),
  prize_transaction_id bigint UNIQUE REFERENCES ledger_transactions (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz,
  CONSTRAINT lottery_ticket_settled CHECK ((status = 'pending') = (settled_at IS NULL)),
  CONSTRAINT lottery_ticket_paid CHECK ((status = 'won') = (prize_transaction_id IS NOT NULL))
);
CREATE INDEX lottery_tickets_pending ON lottery_tickets (game_id, issue) WHERE status = 'pending';
CREATE INDEX lottery_tickets_account ON lottery_tickets (account_id, created_at DESC);

-- The rooms of every PVP game: one per tier, with its table stake and the balance to enter.
CREATE TABLE pvp_room_tiers (
  tier text PRIMARY KEY,
  names jsonb NOT NULL CHECK (jsonb_typeof(names) = 'object' AND names ? 'es'),
  base_bet numeric(18, 2) NOT NULL CHECK (base_bet > 0),
  min_balance numeric(18, 2) NOT NULL CHECK (min_balance >= 0),
  sort integer NOT NULL UNIQUE CHECK (sort BETWEEN 1 AND 9)
);
INSERT INTO pvp_room_tiers (tier, names, base_bet, min_balance, sort) VALUES
  ('NOVICE', '{"es": "Principiantes", "en": "Beginners"}', 0.10, 5, 1),
  ('REGULAR', '{"es": "Habituales", "en": "Regulars"}', 1, 50, 2),
  ('EXPERT', '{"es": "Expertos", "en": "Experts"}', 10, 500, 3),
  ('VIP', '{"es": "Sala VIP", "en": "VIP Room"}', 100, 5000, 4);
`,
  },
  {
    // A launch ticket and the game session it opens belong to one page, the demo slot or the
    // lottery, so that neither page's token can act on the other's calls. And an index for the
    // popular games, which count the bets of the last days.
    id: '0009_game_page_kinds',
    sql: `
ALTER TABLE launch_tickets ADD COLUMN page text NOT NULL DEFAULT 'slot' CHECK (page IN ('slot', 'lottery'));
ALTER TABLE game_sessions ADD COLUMN page text NOT NULL DEFAULT 'slot' CHECK (page IN ('slot', 'lottery'));
ALTER TABLE launch_tickets ALTER COLUMN page DROP DEFAULT;
ALTER TABLE game_sessions ALTER COLUMN page DROP DEFAULT;
CREATE INDEX game_bets_recent ON game_bets (created_at, game_id);
`,
  },
  {
    // The members' messages (platform information, spec 2.7) with their read state, and the
    // claimable promos: a promotion with a bonus may be claimed once per member, the bonus
    // credited through the ledger by the claim's own transaction.
    id: '0010_member_messages_promo_claims',
    sql: `
CREATE TABLE member_messages (
  id bigserial PRIMARY KEY,
  account_id integer NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  content text NOT NULL CHECK (length(content) BETWEEN 1 AND 2000),
  sent_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz,
  CONSTRAINT member_message_read_after_sent CHECK (read_at IS NULL OR read_at >= sent_at)
);
CREATE INDEX member_messages_account ON member_messages (account_id, sent_at DESC, id DESC);
CREATE INDEX member_messages_unread ON member_messages (account_id) WHERE read_at IS NULL;

ALTER TABLE content_promotions
  ADD COLUMN claim_amount numeric(18, 2) CHECK (claim_amount IS NULL OR claim_amount > 0);

CREATE TABLE promotion_claims (
  promotion_id integer NOT NULL REFERENCES content_promotions (id),
  account_id integer NOT NULL REFERENCES accounts (id),
  transaction_id bigint NOT NULL UNIQUE REFERENCES ledger_transactions (id),
  amount numeric(18, 2) NOT NULL CHECK (amount > 0),
  claimed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (promotion_id, account_id)
);
CREATE INDEX promotion_claims_account ON promotion_claims (account_id);
`,
  },
  {
    // A failed login remembers the address it came from: an address that keeps guessing one
    // account is locked out, while the account itself is never locked for everyone (anybody could
    // lock anybody out from a few addresses).
    id: '0011_login_failures_by_address',
    sql: `
ALTER TABLE login_failures ADD COLUMN ip text NOT NULL DEFAULT '';
CREATE INDEX login_failures_key_ip_at ON login_failures (account_key, ip, at);
`,
  },
  {
    // The captcha is a proof-of-work challenge signed with a key of the server's own (made once,
    // never sent out); a solved challenge is spent on its first use and remembered until it
    // expires. The readable images and their answers are gone.
    id: '0012_captcha_proof_of_work',
    sql: `
DROP TABLE captchas;
CREATE TABLE captcha_secret (
  id integer PRIMARY KEY CHECK (id = 1),
  secret text NOT NULL
);
CREATE TABLE captcha_spent (
  signature text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX captcha_spent_expires ON captcha_spent (expires_at);
`,
  },
  {
    // A message that carries a secret (an SMS code, a reset link) names it by the hash its own
    // table keeps: once the secret is used, replaced or expired the message's text is blanked, so
    // the outbox never holds a code or a link that is no longer live.
    id: '0013_outbox_secrets',
    sql: `
ALTER TABLE outbox ADD COLUMN secret_hash text;
CREATE INDEX outbox_secret ON outbox (secret_hash) WHERE secret_hash IS NOT NULL;
`,
  },
  {
    // The address of the portal carries a single-use sign-in code, never a session token.
    id: '0014_session_handoffs',
    sql: `
CREATE TABLE session_handoffs (
  code_hash text PRIMARY KEY,
  account_id integer NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX session_handoffs_expires ON session_handoffs (expires_at);
`,
  },
  {
    // Deposits: the operator's channels, each deposit from pending to credited or rejected, the
    // provider events already applied (a replayed callback does nothing), and the record of every
    // operator action. Money from outside enters the ledger from the 'deposits' account.
    id: '0015_cashier_deposits',
    sql: `
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check
  CHECK (kind IN ('member', 'house', 'funding', 'deposits'));
INSERT INTO ledger_accounts (kind) VALUES ('deposits');

CREATE TABLE deposit_channels (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE CHECK (code ~ '^[a-z0-9-]{1,32}$'),
  kind text NOT NULL CHECK (kind IN ('bank', 'ewallet', 'crypto')),
  name_es text NOT NULL,
  name_en text NOT NULL,
  instructions_es text NOT NULL DEFAULT '',
  instructions_en text NOT NULL DEFAULT '',
  min_amount numeric(18, 2) NOT NULL CHECK (min_amount > 0),
  max_amount numeric(18, 2) NOT NULL,
  fee numeric(18, 2) NOT NULL DEFAULT 0,
  provider text CHECK (provider IN ('demo')),
  secret text NOT NULL,
  enabled boolean NOT NULL DEFAULT true,
  sort integer NOT NULL DEFAULT 0,
  CONSTRAINT deposit_channel_limits CHECK (max_amount >= min_amount AND fee >= 0 AND fee < min_amount)
);

CREATE TABLE deposits (
  id bigserial PRIMARY KEY,
  reference text NOT NULL UNIQUE,
  account_id integer NOT NULL REFERENCES accounts (id),
  channel_id integer NOT NULL REFERENCES deposit_channels (id),
  request_id text NOT NULL,
  amount numeric(18, 2) NOT NULL CHECK (amount > 0),
  fee numeric(18, 2) NOT NULL CHECK (fee >= 0 AND fee < amount),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'credited', 'rejected')),
  reason text,
  provider_ref text,
  transaction_id bigint REFERENCES ledger_transactions (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  UNIQUE (account_id, request_id),
  CONSTRAINT deposit_credited_has_transaction CHECK ((status = 'credited') = (transaction_id IS NOT NULL))
);
CREATE INDEX deposits_account ON deposits (account_id, id DESC);
CREATE INDEX deposits_pending ON deposits (id) WHERE status = 'pending';

CREATE TABLE provider_events (
  channel_id integer NOT NULL REFERENCES deposit_channels (id),
  event_id text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (channel_id, event_id)
);

CREATE TABLE operator_audit (
  id bigserial PRIMARY KEY,
  actor text NOT NULL,
  action text NOT NULL,
  subject text NOT NULL,
  detail jsonb NOT NULL DEFAULT '{}',
  at timestamptz NOT NULL DEFAULT now()
);
`,
  },
  {
    // Withdrawals: a withdraw password apart from the login one (with its failures and lock), the
    // member's receiving accounts, and each withdrawal with its steps. A request moves the money
    // to the 'withdrawals' account at once (held); paying out moves it on to 'payouts'.
    id: '0016_cashier_withdrawals',
    sql: `
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check
  CHECK (kind IN ('member', 'house', 'funding', 'deposits', 'withdrawals', 'payouts'));
INSERT INTO ledger_accounts (kind) VALUES ('withdrawals'), ('payouts');

CREATE TABLE withdraw_passwords (
  account_id integer PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  password_hash text NOT NULL,
  failures integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  changed_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE receiving_accounts (
  id serial PRIMARY KEY,
  account_id integer NOT NULL REFERENCES accounts (id),
  kind text NOT NULL CHECK (kind IN ('bank', 'wallet')),
  name text NOT NULL,
  holder text NOT NULL,
  number text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  removed_at timestamptz
);
CREATE INDEX receiving_accounts_live ON receiving_accounts (account_id) WHERE removed_at IS NULL;

CREATE TABLE withdrawals (
  id bigserial PRIMARY KEY,
  reference text NOT NULL UNIQUE,
  account_id integer NOT NULL REFERENCES accounts (id),
  receiving_account_id integer NOT NULL REFERENCES receiving_accounts (id),
  request_id text NOT NULL,
  amount numeric(18, 2) NOT NULL CHECK (amount > 0),
  fee numeric(18, 2) NOT NULL CHECK (fee >= 0),
  status text NOT NULL DEFAULT 'held' CHECK (status IN ('held', 'paid', 'rejected')),
  reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (account_id, request_id)
);
CREATE INDEX withdrawals_account ON withdrawals (account_id, id DESC);
CREATE INDEX withdrawals_held ON withdrawals (id) WHERE status = 'held';

CREATE TABLE withdrawal_steps (
  id bigserial PRIMARY KEY,
  withdrawal_id bigint NOT NULL REFERENCES withdrawals (id),
  status text NOT NULL,
  note text,
  actor text NOT NULL,
  transaction_id bigint REFERENCES ledger_transactions (id),
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX withdrawal_steps_of ON withdrawal_steps (withdrawal_id, id);
`,
  },
  {
    // The member's confirmation of a paid withdrawal (spec 4.11): what was received so far, when
    // it was paid (the forced receipt counts from then), the money of each step, and the proof
    // images of the disputes. A step without money keeps transaction_id null. Each status but
    // 'partial' is taken at most once per withdrawal, whoever (or whichever process) takes it.
    id: '0017_withdrawal_confirmation',
    sql: `
ALTER TABLE withdrawals DROP CONSTRAINT withdrawals_status_check;
ALTER TABLE withdrawals ADD CONSTRAINT withdrawals_status_check CHECK (status IN
  ('held', 'paid', 'partial', 'received', 'auto-received', 'disputed', 'refunded', 'rejected'));
ALTER TABLE withdrawals ADD COLUMN received numeric(18, 2) NOT NULL DEFAULT 0;
ALTER TABLE withdrawals ADD COLUMN paid_at timestamptz;
UPDATE withdrawals w SET paid_at = (SELECT max(s.at) FROM withdrawal_steps s
  WHERE s.withdrawal_id = w.id AND s.status = 'paid') WHERE w.status = 'paid';
ALTER TABLE withdrawals ADD CONSTRAINT withdrawal_received_within
  CHECK (received >= 0 AND received <= amount);
ALTER TABLE withdrawals ADD CONSTRAINT withdrawal_paid_when
  CHECK ((status IN ('held', 'rejected')) = (paid_at IS NULL));
CREATE INDEX withdrawals_awaiting ON withdrawals (paid_at) WHERE status IN ('paid', 'partial');
CREATE INDEX withdrawals_disputed ON withdrawals (id) WHERE status = 'disputed';

ALTER TABLE withdrawal_steps ALTER COLUMN transaction_id DROP NOT NULL;
ALTER TABLE withdrawal_steps ADD COLUMN amount numeric(18, 2);
ALTER TABLE withdrawal_steps ADD COLUMN remainder numeric(18, 2);
CREATE UNIQUE INDEX withdrawal_steps_once ON withdrawal_steps (withdrawal_id, status)
  WHERE status <> 'partial';

CREATE TABLE withdrawal_proofs (
  id bigserial PRIMARY KEY,
  withdrawal_id bigint NOT NULL REFERENCES withdrawals (id),
  mime text NOT NULL CHECK (mime IN ('image/png', 'image/jpeg')),
  bytes bytea NOT NULL CHECK (octet_length(bytes) BETWEEN 1 AND 5242880),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX withdrawal_proofs_of ON withdrawal_proofs (withdrawal_id, id);
`,
  },
  {
    // Transfer wallets: a member's wallet at a game vendor ('vendor', held by owner_id, named by
    // the vendor's code), opened the first time money moves on it. account_id stays the main
    // wallet's alone, so every query of "the member's wallet" by account_id still finds one row.
    // A vendor wallet, like the main one, never goes below zero.
    id: '0018_vendor_wallets',
    sql: `
ALTER TABLE ledger_accounts ADD COLUMN owner_id integer REFERENCES accounts (id) ON DELETE RESTRICT;
ALTER TABLE ledger_accounts ADD COLUMN vendor text CHECK (vendor ~ '^[A-Z0-9_]{1,32}$');
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check
  CHECK (kind IN ('member', 'house', 'funding', 'deposits', 'withdrawals', 'payouts', 'vendor'));
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_vendor_owner
  CHECK ((kind = 'vendor') = (owner_id IS NOT NULL) AND (kind = 'vendor') = (vendor IS NOT NULL));
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_vendor_wallet_once UNIQUE (owner_id, vendor);
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_member_not_negative;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_member_not_negative
  CHECK (kind NOT IN ('member', 'vendor') OR balance >= 0);
-- One account of each system kind: vendor wallets are many, one per member and vendor.
DROP INDEX ledger_accounts_one_system;
CREATE UNIQUE INDEX ledger_accounts_one_system ON ledger_accounts (kind)
  WHERE account_id IS NULL AND owner_id IS NULL;
`,
  },
  {
    // The agent centre. Contracts between an upline (an agent, or the house when upline_id is
    // null) and a direct downline: at most one offer and one active contract of a kind per
    // downline; every change of status is a row of agent_contract_events. Settlements: one row
    // per contract and period, whatever was owed, so that each period is settled once and the
    // sweep knows where to go on after downtime; a paid one names its ledger transaction.
    // Announcements for agents, in each language. Team queries walk accounts.upline_id.
    id: '0019_agent_centre',
    sql: `
CREATE TABLE agent_contracts (
  id serial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('dividend', 'daily', 'hourly', 'realtime')),
  period text NOT NULL CHECK (period IN ('5min', 'hour', 'day', 'week', 'semimonth', 'month')),
  rate numeric(5, 2) NOT NULL CHECK (rate > 0 AND rate <= 100),
  upline_id integer REFERENCES accounts (id),
  downline_id integer NOT NULL REFERENCES accounts (id),
  terms text NOT NULL DEFAULT '' CHECK (length(terms) <= 500),
  status text NOT NULL
    CHECK (status IN ('offered', 'active', 'rejected', 'withdrawn', 'terminated', 'ended')),
  end_reason text CHECK (end_reason IN ('replaced', 'upline-rate-lower')),
  offered_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  ended_at timestamptz,
  CONSTRAINT agent_contract_not_self CHECK (upline_id IS DISTINCT FROM downline_id),
  CONSTRAINT agent_contract_period CHECK (
    (kind = 'realtime' AND period = '5min') OR (kind = 'hourly' AND period = 'hour')
    OR (kind = 'daily' AND period = 'day')
    OR (kind = 'dividend' AND period IN ('week', 'semimonth', 'month')))
);
CREATE UNIQUE INDEX agent_contracts_one_offer ON agent_contracts (downline_id, kind)
  WHERE status = 'offered';
CREATE UNIQUE INDEX agent_contracts_one_active ON agent_contracts (downline_id, kind)
  WHERE status = 'active';
CREATE INDEX agent_contracts_upline ON agent_contracts (upline_id, id DESC);
CREATE INDEX agent_contracts_live ON agent_contracts (status) WHERE status = 'active';

CREATE TABLE agent_contract_events (
  id bigserial PRIMARY KEY,
  contract_id integer NOT NULL REFERENCES agent_contracts (id),
  status text NOT NULL,
  actor_id integer REFERENCES accounts (id),
  actor text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX agent_contract_events_of ON agent_contract_events (contract_id, id);

CREATE TABLE agent_settlements (
  id bigserial PRIMARY KEY,
  contract_id integer NOT NULL REFERENCES agent_contracts (id),
  period_start timestamptz NOT NULL,
  period_end timestamptz NOT NULL CHECK (period_end > period_start),
  basis numeric(18, 2) NOT NULL,
  rate numeric(5, 2) NOT NULL,
  amount numeric(18, 2) NOT NULL CHECK (amount >= 0),
  status text NOT NULL CHECK (status IN ('paid', 'unpaid', 'nothing')),
  transaction_id bigint UNIQUE REFERENCES ledger_transactions (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz,
  CONSTRAINT agent_settlement_once UNIQUE (contract_id, period_start),
  CONSTRAINT agent_settlement_paid CHECK ((status = 'paid') = (transaction_id IS NOT NULL))
);
CREATE INDEX agent_settlements_unpaid ON agent_settlements (id) WHERE status = 'unpaid';
CREATE INDEX agent_settlements_period ON agent_settlements (period_end DESC);

CREATE TABLE agent_announcements (
  id serial PRIMARY KEY,
  title jsonb NOT NULL,
  body jsonb NOT NULL,
  published_at timestamptz NOT NULL DEFAULT now(),
  hidden boolean NOT NULL DEFAULT false
);

CREATE INDEX game_bets_created ON game_bets (created_at);
`,
  },
  {
    // Each account's bets summed by UTC day, kept by a trigger on game_bets in the transaction
    // of the bet. The team overview reads whole days here and only the edges of its stretches
    // from game_bets.
    id: '0020_bet_days',
    sql: `
-- No bet is written while the days are summed and the triggers made: none is missed or counted twice.
LOCK TABLE game_bets IN SHARE MODE;

CREATE TABLE bet_days (
  account_id integer NOT NULL REFERENCES accounts (id),
  day date NOT NULL,
  bet_count integer NOT NULL,
  stake numeric(18, 2) NOT NULL,
  win numeric(18, 2) NOT NULL,
  PRIMARY KEY (account_id, day)
);

INSERT INTO bet_days (account_id, day, bet_count, stake, win)
SELECT account_id, (created_at AT TIME ZONE 'UTC')::date, count(*), sum(stake), sum(win)
FROM game_bets GROUP BY 1, 2;

-- In the bet's statement, before the ledger's locks of a round (and a lottery draw writes its
-- bets before its prizes): a day is taken first everywhere, so no two wait for each other in a
-- circle, and the house account is not held while it is written.
CREATE FUNCTION bet_days_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO bet_days AS d (account_id, day, bet_count, stake, win)
    VALUES (OLD.account_id, (OLD.created_at AT TIME ZONE 'UTC')::date, -1, -OLD.stake, -OLD.win)
    ON CONFLICT (account_id, day) DO UPDATE SET bet_count = d.bet_count + excluded.bet_count,
      stake = d.stake + excluded.stake, win = d.win + excluded.win;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO bet_days AS d (account_id, day, bet_count, stake, win)
    VALUES (NEW.account_id, (NEW.created_at AT TIME ZONE 'UTC')::date, 1, NEW.stake, NEW.win)
    ON CONFLICT (account_id, day) DO UPDATE SET bet_count = d.bet_count + excluded.bet_count,
      stake = d.stake + excluded.stake, win = d.win + excluded.win;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER bet_days_apply AFTER INSERT OR UPDATE OR DELETE ON game_bets
  FOR EACH ROW EXECUTE FUNCTION bet_days_apply();
`,
  },
  {
    // The rebate (manualRebate): a claim pays a share of the valid bets not claimed yet; each bet
    // names the claim that counted it, so that no bet is counted twice, even by two claims at once
    // (they lock the same bets). bet_days follows only the columns it sums, not the claim mark.
    id: '0021_rebate_claims',
    sql: `
CREATE TABLE rebate_claims (
  id bigserial PRIMARY KEY,
  account_id integer NOT NULL REFERENCES accounts (id),
  transaction_id bigint UNIQUE REFERENCES ledger_transactions (id),
  amount numeric(18, 2) NOT NULL CHECK (amount > 0),
  claimed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX rebate_claims_account ON rebate_claims (account_id, id DESC);

ALTER TABLE game_bets ADD COLUMN rebate_claim_id bigint REFERENCES rebate_claims (id);

DROP TRIGGER bet_days_apply ON game_bets;
CREATE TRIGGER bet_days_apply AFTER INSERT OR DELETE OR UPDATE OF account_id, created_at, stake, win
  ON game_bets FOR EACH ROW EXECUTE FUNCTION bet_days_apply();
`,
  },
  {
    // Invite friends (referral): a member's invitation code is its affiliate_code, as an agent's;
    // a registration with it names the inviter in referred_by (the invitee joins the inviter's
    // upline). The inviter's reward for an invitee is one row, its ledger movement named: paid once.
    id: '0022_referrals',
    sql: `
ALTER TABLE accounts ADD COLUMN referred_by integer REFERENCES accounts (id);
CREATE INDEX accounts_referred_by ON accounts (referred_by) WHERE referred_by IS NOT NULL;

CREATE TABLE referral_rewards (
  invitee_id integer PRIMARY KEY REFERENCES accounts (id),
  inviter_id integer NOT NULL REFERENCES accounts (id),
  transaction_id bigint NOT NULL UNIQUE REFERENCES ledger_transactions (id),
  amount numeric(18, 2) NOT NULL CHECK (amount > 0),
  rewarded_at timestamptz NOT NULL DEFAULT now()
);
`,
  },
  {
    // The security centre: a session gets a number the member's list names it by (never its token
    // hash) and the user agent that started it; an uploaded avatar is kept under a random key, so
    // that the addresses of members' pictures cannot be counted through.
    id: '0023_profile',
    sql: `
ALTER TABLE sessions ADD COLUMN id bigserial;
CREATE UNIQUE INDEX sessions_id ON sessions (id);
ALTER TABLE sessions ADD COLUMN user_agent text;

CREATE TABLE avatar_images (
  key text PRIMARY KEY,
  account_id integer NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  mime text NOT NULL CHECK (mime IN ('image/png', 'image/jpeg')),
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX avatar_images_account ON avatar_images (account_id);
`,
  },
  {
    // Missions (missionLeaderboard): the operator's missions with their window, and one claim row a
    // member a mission, its ledger movement named (paid once). Progress is read from game_bets and
    // deposits, not kept: nothing can drift from the real activity.
    // Raffles: the seed is drawn when the raffle opens and only its SHA-256 is shown until the
    // draw (ADR 0019); one entry a member a raffle, the winners' places and prizes written by the
    // draw in the same transaction as their ledger movements.
    id: '0024_missions',
    sql: `
CREATE TABLE missions (
  id serial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('bet-total', 'rounds', 'deposit')),
  target numeric(18, 2) NOT NULL CHECK (target > 0),
  reward numeric(18, 2) NOT NULL CHECK (reward > 0),
  titles jsonb NOT NULL,
  starts_at timestamptz NOT NULL DEFAULT now(),
  ends_at timestamptz CHECK (ends_at > starts_at),
  ended_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE mission_claims (
  mission_id integer NOT NULL REFERENCES missions (id),
  account_id integer NOT NULL REFERENCES accounts (id),
  transaction_id bigint NOT NULL UNIQUE REFERENCES ledger_transactions (id),
  amount numeric(18, 2) NOT NULL CHECK (amount > 0),
  claimed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (mission_id, account_id)
);
CREATE INDEX mission_claims_account ON mission_claims (account_id);

-- The credited deposits of a window, by the instant they were credited.
CREATE INDEX deposits_credited ON deposits (account_id, decided_at) WHERE status = 'credited';

CREATE TABLE raffles (
  id serial PRIMARY KEY,
  titles jsonb NOT NULL,
  prizes numeric(18, 2)[] NOT NULL CHECK (cardinality(prizes) BETWEEN 1 AND 100),
  min_bets numeric(18, 2) NOT NULL CHECK (min_bets >= 0),
  opens_at timestamptz NOT NULL DEFAULT now(),
  draw_at timestamptz NOT NULL CHECK (draw_at > opens_at),
  seed text NOT NULL,
  seed_hash text NOT NULL,
  drawn_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE raffle_entries (
  raffle_id integer NOT NULL REFERENCES raffles (id),
  account_id integer NOT NULL REFERENCES accounts (id),
  entered_at timestamptz NOT NULL DEFAULT now(),
  place integer CHECK (place >= 1),
  prize numeric(18, 2),
  transaction_id bigint UNIQUE REFERENCES ledger_transactions (id),
  PRIMARY KEY (raffle_id, account_id),
  UNIQUE (raffle_id, place),
  CONSTRAINT raffle_winner_paid CHECK ((place IS NULL) = (transaction_id IS NULL))
);
`,
  },
  {
    // The points mall and the VIP levels. Points live in a journal of their own, kept like the
    // money ledger: a line is never changed, each line is applied to its member's points account by
    // the database, and an account below zero is refused, whatever the code does. A bet earns once:
    // the line that counted it marks it. A redeem takes its points and one unit of stock in one
    // transaction; its refund line is unique, so a rejection gives them back once.
    id: '0025_points_vip',
    sql: `
CREATE TABLE points_accounts (
  account_id integer PRIMARY KEY REFERENCES accounts (id),
  balance bigint NOT NULL DEFAULT 0 CONSTRAINT points_not_negative CHECK (balance >= 0),
  -- What the last earnings left below a whole point, in ten-thousandths of a point.
  carry integer NOT NULL DEFAULT 0 CHECK (carry >= 0 AND carry < 10000)
);

CREATE TABLE points_rewards (
  id serial PRIMARY KEY,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  kind text NOT NULL CHECK (kind IN ('item', 'virtual')),
  points bigint NOT NULL CHECK (points > 0),
  amount numeric(18, 2) NOT NULL DEFAULT 0 CHECK (amount >= 0),
  amount_required numeric(18, 2) NOT NULL DEFAULT 0 CHECK (amount_required >= 0),
  stock integer NOT NULL CONSTRAINT points_stock_not_negative CHECK (stock >= 0),
  -- Every unit ever added: stock + the units of redeems not rejected.
  stock_added integer NOT NULL CHECK (stock_added >= 0),
  active boolean NOT NULL DEFAULT true,
  seed_key text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE points_redeems (
  id bigserial PRIMARY KEY,
  account_id integer NOT NULL REFERENCES accounts (id),
  reward_id integer NOT NULL REFERENCES points_rewards (id),
  request_id text NOT NULL,
  points bigint NOT NULL CHECK (points > 0),
  amount numeric(18, 2) NOT NULL,
  quantity integer NOT NULL DEFAULT 1 CHECK (quantity > 0),
  status text NOT NULL DEFAULT 'in_process' CHECK (status IN ('in_process', 'approved', 'rejected')),
  address text,
  reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  UNIQUE (account_id, request_id)
);
CREATE INDEX points_redeems_account ON points_redeems (account_id, id DESC);
CREATE INDEX points_redeems_status ON points_redeems (status, id);

CREATE TABLE points_converts (
  id bigserial PRIMARY KEY,
  account_id integer NOT NULL REFERENCES accounts (id),
  request_id text NOT NULL,
  points bigint NOT NULL CHECK (points > 0),
  amount numeric(18, 2) NOT NULL CHECK (amount > 0),
  transaction_id bigint UNIQUE REFERENCES ledger_transactions (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (account_id, request_id)
);

CREATE TABLE points_journal (
  id bigserial PRIMARY KEY,
  account_id integer NOT NULL REFERENCES points_accounts (account_id),
  kind text NOT NULL CHECK (kind IN ('earn', 'redeem', 'refund', 'convert')),
  points bigint NOT NULL CHECK (points <> 0),
  valid_bets numeric(18, 2),
  redeem_id bigint REFERENCES points_redeems (id),
  convert_id bigint UNIQUE REFERENCES points_converts (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'earn') = (points > 0 AND redeem_id IS NULL AND convert_id IS NULL AND valid_bets IS NOT NULL)),
  CHECK (kind NOT IN ('redeem', 'refund') OR redeem_id IS NOT NULL),
  CHECK (kind <> 'convert' OR convert_id IS NOT NULL)
);
CREATE UNIQUE INDEX points_journal_redeem ON points_journal (redeem_id, kind) WHERE redeem_id IS NOT NULL;
CREATE INDEX points_journal_account ON points_journal (account_id, id DESC);

-- The database applies each line to its account, and refuses changing or removing a line.
CREATE FUNCTION points_journal_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE points_accounts SET balance = balance + NEW.points WHERE account_id = NEW.account_id;
  RETURN NULL;
END $$;
CREATE TRIGGER points_journal_apply AFTER INSERT ON points_journal
  FOR EACH ROW EXECUTE FUNCTION points_journal_apply();
CREATE FUNCTION points_journal_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'points_journal lines are never changed or removed';
END $$;
CREATE TRIGGER points_journal_frozen BEFORE UPDATE OR DELETE ON points_journal
  FOR EACH ROW EXECUTE FUNCTION points_journal_frozen();

ALTER TABLE game_bets ADD COLUMN points_counted boolean NOT NULL DEFAULT false;
CREATE INDEX game_bets_points_uncounted ON game_bets (account_id, id) WHERE NOT points_counted;

CREATE TABLE vip_levels (
  level integer PRIMARY KEY CHECK (level BETWEEN 1 AND 99),
  name text NOT NULL,
  valid_bets numeric(18, 2) NOT NULL UNIQUE CHECK (valid_bets >= 0),
  benefits jsonb NOT NULL DEFAULT '[]'::jsonb
);
`,
  },
  {
    // Activities (ADR 0021): a promotion the operator opens to applications; a member's application
    // with its text and images, moved applying -> rejected | issued -> claimed. At most one
    // application of a member to a promotion is not rejected (the partial unique index), so that
    // two applications racing keep one; a claimed one names its ledger movement: paid once.
    id: '0026_activities',
    sql: `
ALTER TABLE content_promotions ADD COLUMN applications boolean NOT NULL DEFAULT false;

CREATE TABLE activity_applications (
  id bigserial PRIMARY KEY,
  promotion_id integer NOT NULL REFERENCES content_promotions (id),
  account_id integer NOT NULL REFERENCES accounts (id),
  content text NOT NULL CHECK (length(content) BETWEEN 1 AND 500),
  status text NOT NULL DEFAULT 'applying'
    CHECK (status IN ('applying', 'rejected', 'issued', 'claimed')),
  reason text CHECK (reason IS NULL OR length(reason) BETWEEN 1 AND 500),
  amount numeric(18, 2) CHECK (amount IS NULL OR amount > 0),
  transaction_id bigint UNIQUE REFERENCES ledger_transactions (id),
  submitted_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  claimed_at timestamptz,
  CONSTRAINT activity_rejected_has_reason CHECK ((status = 'rejected') = (reason IS NOT NULL)),
  CONSTRAINT activity_issued_has_amount
    CHECK ((status IN ('issued', 'claimed')) = (amount IS NOT NULL)),
  CONSTRAINT activity_claimed_is_paid
    CHECK ((status = 'claimed') = (transaction_id IS NOT NULL AND claimed_at IS NOT NULL)),
  CONSTRAINT activity_decided CHECK ((status = 'applying') = (decided_at IS NULL))
);
CREATE UNIQUE INDEX activity_applications_open ON activity_applications (promotion_id, account_id)
  WHERE status <> 'rejected';
CREATE INDEX activity_applications_account ON activity_applications (account_id, id DESC);
CREATE INDEX activity_applications_status ON activity_applications (status, id);

CREATE TABLE activity_images (
  id bigserial PRIMARY KEY,
  application_id bigint NOT NULL REFERENCES activity_applications (id) ON DELETE CASCADE,
  mime text NOT NULL CHECK (mime IN ('image/png', 'image/jpeg')),
  bytes bytea NOT NULL
);
CREATE INDEX activity_images_application ON activity_images (application_id, id);
`,
  },
  {
    // Responsible play (ADR 0022): the member's limits, each with the raised or removed value
    // waiting for its cooling-off and confirmation; the member's age checks and reality-check
    // interval; time-outs and self-exclusions, which the database itself keeps from being
    // shortened or removed, whoever asks; and the record of every limit change (the history).
    id: '0027_responsible_play',
    sql: `
CREATE TABLE responsible_limits (
  account_id integer NOT NULL REFERENCES accounts (id),
  kind text NOT NULL CHECK (kind IN ('deposit', 'stake', 'loss', 'session')),
  period text NOT NULL CHECK (period IN ('day', 'week', 'month', 'session')),
  -- The limit that applies: an amount, or minutes for the session; null: none.
  value numeric(18, 2) CHECK (value > 0),
  -- A raised or removed limit waiting: pending_since set, pending_value the new one (null: none).
  pending_value numeric(18, 2) CHECK (pending_value > 0),
  pending_since timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, kind, period),
  CONSTRAINT responsible_limit_period CHECK ((kind = 'session') = (period = 'session')),
  CONSTRAINT responsible_limit_pending CHECK (pending_since IS NOT NULL OR pending_value IS NULL)
);

CREATE TABLE responsible_limit_changes (
  id bigserial PRIMARY KEY,
  account_id integer NOT NULL REFERENCES accounts (id),
  kind text NOT NULL,
  period text NOT NULL,
  from_value numeric(18, 2),
  to_value numeric(18, 2),
  status text NOT NULL CHECK (status IN ('applied', 'waiting', 'confirmed')),
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX responsible_limit_changes_account ON responsible_limit_changes (account_id, at DESC);

CREATE TABLE responsible_members (
  account_id integer PRIMARY KEY REFERENCES accounts (id),
  age_confirmed_at timestamptz,
  age_verified_at timestamptz,
  reality_minutes integer CHECK (reality_minutes BETWEEN 5 AND 240),
  reality_answered_at timestamptz
);

CREATE TABLE responsible_exclusions (
  id bigserial PRIMARY KEY,
  account_id integer NOT NULL REFERENCES accounts (id),
  kind text NOT NULL CHECK (kind IN ('time-out', 'self-exclusion')),
  starts_at timestamptz NOT NULL DEFAULT now(),
  ends_at timestamptz NOT NULL,
  reopen_asked_at timestamptz,
  CONSTRAINT responsible_exclusion_length CHECK (ends_at > starts_at),
  CONSTRAINT responsible_exclusion_reopen CHECK (kind = 'self-exclusion' OR reopen_asked_at IS NULL)
);
CREATE INDEX responsible_exclusions_account ON responsible_exclusions (account_id, ends_at DESC);

-- An exclusion is never removed, moved or shortened (RTS 14): only a reopening may be asked
-- for, once, after a self-exclusion's end.
CREATE FUNCTION responsible_exclusions_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR NEW.account_id <> OLD.account_id OR NEW.kind <> OLD.kind
     OR NEW.starts_at <> OLD.starts_at OR NEW.ends_at < OLD.ends_at
     OR (OLD.reopen_asked_at IS NOT NULL AND NEW.reopen_asked_at IS DISTINCT FROM OLD.reopen_asked_at)
     OR (NEW.reopen_asked_at IS NOT NULL AND NEW.reopen_asked_at < OLD.ends_at) THEN
    RAISE EXCEPTION 'a time-out or self-exclusion cannot be shortened or removed'
      USING ERRCODE = '55000';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER responsible_exclusions_kept BEFORE UPDATE OR DELETE ON responsible_exclusions
  FOR EACH ROW EXECUTE FUNCTION responsible_exclusions_kept();
`,
  },
  {
    // Every round and launch asks when the member's play session began (the reality check), from
    // the member's live game sessions, and an exclusion ends them all: both by account, which
    // without this index read the whole table on every round.
    id: '0028_game_sessions_by_account',
    sql: `
CREATE INDEX game_sessions_account ON game_sessions (account_id, created_at);
`,
  },
  {
    // An operator may ask a member's reality check now (a customer interaction, LCCP 3.4.3): due
    // at once while not answered after it.
    id: '0029_reality_check_asked',
    sql: `
ALTER TABLE responsible_members ADD COLUMN reality_asked_at timestamptz;
`,
  },
  {
    // The live channel (ADR 0023). What a signed-in player must not miss (a message, a withdrawal
    // or contract changing state) is written in the transaction that made it, numbered per
    // account: a per-account counter row taken FOR UPDATE numbers them in commit order, so a
    // client resuming after event N is sent exactly the events after N. What only has a latest
    // value (the balance, maintenance) and the end of a session are not stored: a NOTIFY, sent by
    // PostgreSQL at commit (never for a rolled-back change), tells every server process, and
    // identical ones in one transaction arrive once (a round's stake and win: one balance event).
    id: '0030_live_events',
    sql: `
CREATE TABLE live_cursors (
  account_id integer PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  seq bigint NOT NULL
);
CREATE TABLE live_events (
  account_id integer NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  seq bigint NOT NULL,
  kind text NOT NULL CHECK (kind IN ('message', 'withdrawal', 'contract')),
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, seq)
);
CREATE INDEX live_events_age ON live_events (created_at);

CREATE FUNCTION live_emit(p_account integer, p_kind text, p_payload jsonb) RETURNS void
LANGUAGE plpgsql AS $fn$
DECLARE
  next_seq bigint;
BEGIN
  INSERT INTO live_cursors (account_id, seq) VALUES (p_account, 1)
    ON CONFLICT (account_id) DO UPDATE SET seq = live_cursors.seq + 1
    RETURNING seq INTO next_seq;
  INSERT INTO live_events (account_id, seq, kind, payload)
    VALUES (p_account, next_seq, p_kind, p_payload);
  PERFORM pg_notify('portal_live_' || current_schema(), 'e:' || p_account || ':' || next_seq);
END
$fn$;

CREATE FUNCTION live_message_sent() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM live_emit(NEW.account_id, 'message', jsonb_build_object('id', NEW.id, 'title', NEW.title));
  RETURN NULL;
END
$fn$;
CREATE TRIGGER member_messages_live AFTER INSERT ON member_messages
  FOR EACH ROW EXECUTE FUNCTION live_message_sent();

CREATE FUNCTION live_withdrawal_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM live_emit(NEW.account_id, 'withdrawal', jsonb_build_object(
    'id', NEW.id, 'reference', NEW.reference, 'status', NEW.status));
  RETURN NULL;
END
$fn$;
CREATE TRIGGER withdrawals_live AFTER UPDATE OF status ON withdrawals
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION live_withdrawal_changed();

CREATE FUNCTION live_contract_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  body jsonb := jsonb_build_object('id', NEW.id, 'kind', NEW.kind, 'status', NEW.status);
BEGIN
  PERFORM live_emit(NEW.downline_id, 'contract', body);
  IF NEW.upline_id IS NOT NULL THEN
    PERFORM live_emit(NEW.upline_id, 'contract', body);
  END IF;
  RETURN NULL;
END
$fn$;
CREATE TRIGGER agent_contracts_live_offered AFTER INSERT ON agent_contracts
  FOR EACH ROW EXECUTE FUNCTION live_contract_changed();
CREATE TRIGGER agent_contracts_live_changed AFTER UPDATE OF status ON agent_contracts
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION live_contract_changed();

CREATE FUNCTION live_balance_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM pg_notify('portal_live_' || current_schema(), 'b:' || NEW.account_id);
  RETURN NULL;
END
$fn$;
CREATE TRIGGER ledger_accounts_live AFTER UPDATE OF balance ON ledger_accounts
  FOR EACH ROW WHEN (NEW.kind = 'member' AND OLD.balance IS DISTINCT FROM NEW.balance)
  EXECUTE FUNCTION live_balance_changed();

-- Why a session ended, when the code that ends it says so (set_config('portal.end_reason', ...,
-- true) in its transaction): 'password', 'locked', 'excluded'; else 'ended'.
CREATE FUNCTION live_session_ended() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM pg_notify('portal_live_' || current_schema(), 's:' || OLD.token_hash || ':' ||
    coalesce(nullif(current_setting('portal.end_reason', true), ''), 'ended'));
  RETURN NULL;
END
$fn$;
CREATE TRIGGER sessions_live AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION live_session_ended();

-- An account the operator disables (or enables again): its open channels end at once.
CREATE FUNCTION live_account_status() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM pg_notify('portal_live_' || current_schema(), 'a:' || NEW.id || ':' || NEW.status);
  RETURN NULL;
END
$fn$;
CREATE TRIGGER accounts_live AFTER UPDATE OF status ON accounts
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION live_account_status();

CREATE FUNCTION live_maintenance_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM pg_notify('portal_live_' || current_schema(), 'm');
  RETURN NULL;
END
$fn$;
CREATE TRIGGER settings_live AFTER INSERT OR UPDATE ON settings
  FOR EACH ROW WHEN (NEW.key IN ('maintenance', 'region'))
  EXECUTE FUNCTION live_maintenance_changed();
`,
  },
  {
    // Live models (spec 7.1 "Live chat"): the operator's models, and the chats members open with
    // them on the demo provider's page. A chat is first a single-use ticket (its hash), then,
    // once opened, a session of the chat page (its token's hash) that counts the member among the
    // model's viewers while the page keeps asking (seen_at) and has not left. A removed model is
    // kept, with its chats, for the record. Self-contained: it names no other new table.
    id: '0031_live_models',
    sql: `
CREATE TABLE live_models (
  id serial PRIMARY KEY,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 40),
  avatar text CHECK (avatar IS NULL OR length(avatar) BETWEEN 1 AND 512),
  language text NOT NULL DEFAULT 'es',
  status text NOT NULL DEFAULT 'offline' CHECK (status IN ('online', 'busy', 'offline')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  removed_at timestamptz
);

CREATE TABLE live_chats (
  id bigserial PRIMARY KEY,
  model_id integer NOT NULL REFERENCES live_models (id),
  account_id integer NOT NULL REFERENCES accounts (id),
  language text NOT NULL,
  ticket_hash text NOT NULL UNIQUE,
  ticket_expires_at timestamptz NOT NULL,
  token_hash text UNIQUE,
  opened_at timestamptz,
  expires_at timestamptz,
  seen_at timestamptz,
  left_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT live_chat_opened CHECK ((opened_at IS NULL) = (token_hash IS NULL))
);
CREATE INDEX live_chats_viewing ON live_chats (model_id, seen_at) WHERE left_at IS NULL;
CREATE INDEX live_chats_account ON live_chats (account_id, created_at);

CREATE TABLE live_chat_messages (
  id bigserial PRIMARY KEY,
  chat_id bigint NOT NULL REFERENCES live_chats (id),
  sender text NOT NULL CHECK (sender IN ('member', 'model')),
  body text NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX live_chat_messages_chat ON live_chat_messages (chat_id, id);
`,
  },
  {
    // The chat room (spec 1, 2.1): one public room per language. A room's messages are numbered
    // in commit order (chat/store.ts writes them under a lock of the room), so a reader that has
    // message N reads exactly the ones after it. What changes is notified on the chat's channel
    // at commit: a message written or deleted ('c'/'x': room and id), a member's mute ('u': the
    // account). A deleted message keeps its row, for the record. Self-contained.
    id: '0032_chat_room',
    sql: `
CREATE TABLE chat_settings (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  enabled boolean NOT NULL DEFAULT true,
  visitors_read boolean NOT NULL DEFAULT false,
  link_hosts text[] NOT NULL DEFAULT '{}'
);
INSERT INTO chat_settings DEFAULT VALUES;

CREATE TABLE chat_messages (
  id bigserial PRIMARY KEY,
  room text NOT NULL CHECK (room ~ '^[a-z]{2,3}(-[a-z]{2,4})?$'),
  account_id integer NOT NULL REFERENCES accounts (id),
  author text NOT NULL,
  body text NOT NULL CHECK (length(body) BETWEEN 1 AND 1000),
  sent_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  deleted_by text
);
CREATE INDEX chat_messages_room ON chat_messages (room, id) WHERE deleted_at IS NULL;
CREATE INDEX chat_messages_writer ON chat_messages (account_id, sent_at);

CREATE TABLE chat_mutes (
  account_id integer PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  until timestamptz NOT NULL,
  reason text,
  muted_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE chat_words (
  word text PRIMARY KEY CHECK (length(word) BETWEEN 1 AND 60 AND word = lower(word)),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE FUNCTION chat_message_notify() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM pg_notify('portal_chat_' || current_schema(),
    CASE WHEN TG_OP = 'INSERT' THEN 'c' ELSE 'x' END || ':' || NEW.room || ':' || NEW.id);
  RETURN NULL;
END
$fn$;
CREATE TRIGGER chat_messages_written AFTER INSERT ON chat_messages
  FOR EACH ROW EXECUTE FUNCTION chat_message_notify();
CREATE TRIGGER chat_messages_deleted AFTER UPDATE OF deleted_at ON chat_messages
  FOR EACH ROW WHEN (OLD.deleted_at IS NULL AND NEW.deleted_at IS NOT NULL)
  EXECUTE FUNCTION chat_message_notify();

CREATE FUNCTION chat_mute_notify() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM pg_notify('portal_chat_' || current_schema(),
    'u:' || CASE WHEN TG_OP = 'DELETE' THEN OLD.account_id ELSE NEW.account_id END);
  RETURN NULL;
END
$fn$;
CREATE TRIGGER chat_mutes_changed AFTER INSERT OR UPDATE OR DELETE ON chat_mutes
  FOR EACH ROW EXECUTE FUNCTION chat_mute_notify();
`,
  },
  {
    // MXWIN becomes a game type (spec 2.6: the menu's MXWIN after COCKFIGHT): the vendors' check
    // of 0004 let only the types of then through. Its games follow their vendor's type (the
    // foreign key of games), so the one check is all that changes.
    id: '0033_game_type_mxwin',
    sql: `
ALTER TABLE game_vendors DROP CONSTRAINT game_vendors_game_type_check;
ALTER TABLE game_vendors ADD CONSTRAINT game_vendors_game_type_check
  CHECK (game_type IN ('RNG', 'LIVE', 'SPORTS', 'FISH', 'ESPORTS', 'PVP', 'COCKFIGHT', 'MXWIN', 'LOTT', 'ELOTT'));
`,
  },
  {
    // News and blog articles (spec 1 names the pages): texts by language as the other content
    // ({"es": {"title", "summary", "body"}}), the body plain text. published_at NULL is a draft
    // (or an unpublished article); a future one is scheduled. A removed article keeps its row
    // (removed_at), so that the demo seed does not bring a removed demo article back.
    id: '0034_content_articles',
    sql: `
CREATE TABLE content_articles (
  id serial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('news', 'blog')),
  texts jsonb NOT NULL CHECK (jsonb_typeof(texts) = 'object' AND texts <> '{}'::jsonb),
  image text,
  published_at timestamptz,
  removed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  seed_key text UNIQUE
);
CREATE INDEX content_articles_published ON content_articles (kind, published_at DESC, id DESC)
  WHERE removed_at IS NULL AND published_at IS NOT NULL;
`,
  },
  {
    // The CDN lists were example addresses that served nothing; the app now uses them (cli cdn).
    // A database that stored them with the rest of the system settings serves from this server
    // again; lists an operator set are kept.
    id: '0035_cdn_examples_cleared',
    sql: `
UPDATE settings SET value = jsonb_set(value, '{imageCDNs}', '[]'::jsonb)
  WHERE key = 'system'
    AND value->'imageCDNs' = '["https://img1.example.com", "https://img2.example.com"]'::jsonb;
UPDATE settings SET value = jsonb_set(value, '{launchGameCDNs}', '[]'::jsonb)
  WHERE key = 'system'
    AND value->'launchGameCDNs' = '["https://play1.example.com", "https://play2.example.com"]'::jsonb;
`,
  },
  {
    // Red envelopes (hongbao): the operator publishes a campaign (cli red-envelope add), its total
    // split at creation into random shares of at least min_share each, summing to the total. A
    // member takes the next free share once per campaign (the unique campaign and account), the
    // ledger crediting it from the house in the same transaction (transaction_id). A grabbed
    // share is never given back nor changed, and a campaign's sum and count never change.
    id: '0036_red_envelopes',
    sql: `
CREATE TABLE red_envelope_campaigns (
  id serial PRIMARY KEY,
  texts jsonb NOT NULL CHECK (jsonb_typeof(texts) = 'object' AND texts <> '{}'::jsonb),
  total numeric(18, 2) NOT NULL CHECK (total > 0),
  envelopes integer NOT NULL CHECK (envelopes BETWEEN 1 AND 10000),
  min_share numeric(18, 2) NOT NULL CHECK (min_share > 0),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  closed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  seed_key text UNIQUE,
  CHECK (ends_at > starts_at),
  CHECK (min_share * envelopes <= total)
);
CREATE INDEX red_envelope_campaigns_ends ON red_envelope_campaigns (ends_at DESC, id DESC);

CREATE TABLE red_envelope_shares (
  campaign_id integer NOT NULL REFERENCES red_envelope_campaigns (id),
  seq integer NOT NULL CHECK (seq >= 1),
  amount numeric(18, 2) NOT NULL CHECK (amount > 0),
  account_id integer REFERENCES accounts (id),
  transaction_id bigint UNIQUE REFERENCES ledger_transactions (id),
  grab_key text,
  grabbed_at timestamptz,
  PRIMARY KEY (campaign_id, seq),
  UNIQUE (campaign_id, account_id),
  CHECK ((account_id IS NULL) = (transaction_id IS NULL)
    AND (account_id IS NULL) = (grabbed_at IS NULL)
    AND (account_id IS NULL) = (grab_key IS NULL))
);
CREATE INDEX red_envelope_shares_free ON red_envelope_shares (campaign_id, seq)
  WHERE account_id IS NULL;
CREATE INDEX red_envelope_shares_account ON red_envelope_shares (account_id)
  WHERE account_id IS NOT NULL;

-- A share is written once, and taken once: its amount never changes, a taken one never changes.
CREATE FUNCTION red_envelope_share_guard() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'red envelope shares are never deleted' USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.campaign_id <> OLD.campaign_id OR NEW.seq <> OLD.seq OR NEW.amount <> OLD.amount
     OR OLD.account_id IS NOT NULL THEN
    RAISE EXCEPTION 'a red envelope share is taken once and never changed'
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $fn$;
CREATE TRIGGER red_envelope_share_guard BEFORE UPDATE OR DELETE ON red_envelope_shares
  FOR EACH ROW EXECUTE FUNCTION red_envelope_share_guard();
`,
  },
  {
    // The demo accounts' avatars were paths that nothing served (a failed request and a console
    // error on every member visit): they become built-in drawings the server does serve.
    id: '0037_demo_avatars_served',
    sql: `
UPDATE accounts SET icon = '/content/avatars/builtin/fox.svg' WHERE icon = 'avatar/07.png';
UPDATE accounts SET icon = '/content/avatars/builtin/dragon.svg' WHERE icon = 'avatar/vip-3.png';
`,
  },
  {
    // The showcase winners become the operator's (cli winner): a withdrawn row keeps its record,
    // as every content item does, and a withdrawn demo row is not seeded again.
    id: '0038_showcase_winners_withdrawn',
    sql: `
ALTER TABLE content_winners ADD COLUMN withdrawn_at timestamptz;
`,
  },
  {
    // When a game joined the catalogue, for its NEW tag and the search's newest-first order. No
    // default: a game of the catalogue a portal started with has no date and is never new (the
    // rows already here, and the first catalogue the seed writes); what is added later is dated
    // by what adds it (the seed's game types added since, seedAddedGameTypes).
    id: '0039_game_added_at',
    sql: `
ALTER TABLE games ADD COLUMN added_at timestamptz;
`,
  },
  {
    // Social login over OpenID Connect: the operator's providers; each sign-in's state, nonce and
    // PKCE verifier, kept here so that any process can take the callback and each is used once; the
    // identities linked to accounts; and a first sign-in waiting for the registration's fields.
    id: '0040_social_login',
    sql: `
CREATE TABLE social_providers (
  id text PRIMARY KEY CHECK (id ~ '^[a-z0-9][a-z0-9-]{0,31}$'),
  label text NOT NULL,
  icon text,
  issuer text NOT NULL,
  client_id text NOT NULL,
  client_secret text NOT NULL,
  position integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE social_flows (
  state_hash text PRIMARY KEY,
  provider text NOT NULL,
  intent text NOT NULL CHECK (intent IN ('login', 'register', 'link')),
  account_id integer REFERENCES accounts (id) ON DELETE CASCADE,
  code_verifier text NOT NULL,
  nonce text NOT NULL,
  return_to text NOT NULL DEFAULT '/',
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  CHECK ((intent = 'link') = (account_id IS NOT NULL))
);
CREATE TABLE social_identities (
  provider text NOT NULL,
  subject text NOT NULL,
  account_id integer NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  email text,
  linked_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, subject),
  UNIQUE (account_id, provider)
);
CREATE TABLE social_signups (
  code_hash text PRIMARY KEY,
  provider text NOT NULL,
  subject text NOT NULL,
  email text,
  name text,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
`,
  },
  {
    // Unknown-address verification (LOGINIPVERF3): the networks each account has logged in from
    // (an IPv4 /24 or an IPv6 /64), and when it first had one, so that removing every network does
    // not make the next login a first one; and the challenges of the logins from another network,
    // each bound to its account and network, used once, with the channel and recipient of the
    // code it sent (the code itself is an sms_codes row of its own purpose).
    id: '0041_known_networks',
    sql: `
CREATE TABLE known_networks (
  id bigserial PRIMARY KEY,
  account_id integer NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  network cidr NOT NULL,
  first_seen_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  user_agent text,
  UNIQUE (account_id, network)
);
ALTER TABLE accounts ADD COLUMN networks_since timestamptz;
CREATE TABLE address_challenges (
  id bigserial PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  account_id integer NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  network cidr NOT NULL,
  password_expired boolean NOT NULL DEFAULT false,
  channel text CHECK (channel IN ('sms', 'email')),
  recipient text,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  locked_at timestamptz,
  CHECK ((channel IS NULL) = (recipient IS NULL))
);
CREATE INDEX address_challenges_account ON address_challenges (account_id, created_at);
`,
  },
  {
    // The house in 16 accounts (shards 0 to 15) instead of one: every game round, lottery ticket
    // and promotion moves money to or from the house, and with one row all of them queued on its
    // lock. A movement takes the shard of its transaction id (ledger.ts); the house's balance is
    // the sum of its shards. The other system accounts stay one each (shard 0).
    id: '0042_house_shards',
    sql: `
ALTER TABLE ledger_accounts ADD COLUMN shard smallint NOT NULL DEFAULT 0
  CONSTRAINT ledger_shard_range CHECK (shard BETWEEN 0 AND 15);
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_shards_house_only CHECK (shard = 0 OR kind = 'house');
DROP INDEX ledger_accounts_one_system;
CREATE UNIQUE INDEX ledger_accounts_one_system ON ledger_accounts (kind, shard)
  WHERE account_id IS NULL AND owner_id IS NULL;
INSERT INTO ledger_accounts (kind, shard) SELECT 'house', s FROM generate_series(1, 15) AS s;
`,
  },
  {
    // Every server process keeps the settings it reads (settings/cache.ts), and the VIP levels:
    // any write to the tables, by any process or by hand, tells them what to read again, at its
    // commit (the key, 'vip_levels', or '' for everything).
    id: '0043_settings_changed',
    sql: `
CREATE FUNCTION settings_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM pg_notify('portal_settings_' || current_schema(),
    CASE WHEN TG_OP = 'DELETE' THEN OLD.key ELSE NEW.key END);
  RETURN NULL;
END
$fn$;
CREATE TRIGGER settings_changed AFTER INSERT OR UPDATE OR DELETE ON settings
  FOR EACH ROW EXECUTE FUNCTION settings_changed();
CREATE FUNCTION settings_truncated() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM pg_notify('portal_settings_' || current_schema(), '');
  RETURN NULL;
END
$fn$;
CREATE TRIGGER settings_truncated AFTER TRUNCATE ON settings
  FOR EACH STATEMENT EXECUTE FUNCTION settings_truncated();
CREATE FUNCTION vip_levels_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM pg_notify('portal_settings_' || current_schema(), 'vip_levels');
  RETURN NULL;
END
$fn$;
CREATE TRIGGER vip_levels_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON vip_levels
  FOR EACH STATEMENT EXECUTE FUNCTION vip_levels_changed();
`,
  },
  {
    // Every signed-in call reads the member's valid bets with the account (the VIP level's):
    // summing the day sums each time was most of the cost of that read. Their total is kept per
    // account, by a trigger on bet_days, which follows every bet already (migration 0020).
    id: '0044_bet_totals',
    sql: `
CREATE TABLE bet_totals (
  account_id integer PRIMARY KEY REFERENCES accounts (id),
  stake numeric(20, 2) NOT NULL
);
INSERT INTO bet_totals (account_id, stake)
SELECT account_id, sum(stake) FROM bet_days GROUP BY account_id;

CREATE FUNCTION bet_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE bet_totals SET stake = stake - OLD.stake WHERE account_id = OLD.account_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO bet_totals AS t (account_id, stake) VALUES (NEW.account_id, NEW.stake)
    ON CONFLICT (account_id) DO UPDATE SET stake = t.stake + excluded.stake;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER bet_totals_apply AFTER INSERT OR UPDATE OF account_id, stake OR DELETE ON bet_days
  FOR EACH ROW EXECUTE FUNCTION bet_totals_apply();
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
