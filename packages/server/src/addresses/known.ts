import type { Queryable } from '../db/types';
import { ApiError } from '../http/errors';
import { networkOf } from './network';

// The networks an account has logged in from (LOGINIPVERF3): what the login compares an address
// with, what the member sees in My account, and what support lists and forgets.

/**
 * How a network stands for an account: `first` when the account has never had a network (a
 * member from before the flag, an account the operator or an agent opened), `known`, or `new`.
 */
export type NetworkStanding = 'first' | 'known' | 'new';

export async function networkStanding(
  db: Queryable,
  accountId: number,
  network: string,
): Promise<NetworkStanding> {
  const [row] = await db.query<{ since: Date | null; known: boolean }>(
    `SELECT a.networks_since AS since,
       EXISTS (SELECT 1 FROM known_networks n WHERE n.account_id = a.id AND n.network = $2::cidr) AS known
     FROM accounts a WHERE a.id = $1`,
    [accountId, network],
  );
  if (!row?.since) return 'first';
  return row.known ? 'known' : 'new';
}

/**
 * Remembers (or refreshes) `network` for the account: last seen now, the device of this login;
 * and marks the account as having networks from now on, so that forgetting every one of them
 * does not make the next login a first one.
 */
export async function rememberNetwork(
  db: Queryable,
  accountId: number,
  network: string,
  userAgent: string | undefined,
): Promise<void> {
  await db.query(
    `INSERT INTO known_networks (account_id, network, user_agent) VALUES ($1, $2::cidr, $3)
     ON CONFLICT (account_id, network)
       DO UPDATE SET last_seen_at = now(), user_agent = coalesce(EXCLUDED.user_agent, known_networks.user_agent)`,
    [accountId, network, userAgent?.slice(0, 512) ?? null],
  );
  await db.query(
    'UPDATE accounts SET networks_since = now() WHERE id = $1 AND networks_since IS NULL',
    [accountId],
  );
}

export interface KnownNetwork {
  id: number;
  network: string;
  firstSeenAt: string;
  lastSeenAt: string;
  userAgent: string | null;
  current: boolean;
}

/** The account's networks, the one `ip` is in first, then the most recently seen. */
export async function listNetworks(
  db: Queryable,
  accountId: number,
  ip = '',
): Promise<KnownNetwork[]> {
  const rows = await db.query<{
    id: string;
    network: string;
    first_seen_at: Date;
    last_seen_at: Date;
    user_agent: string | null;
    current: boolean;
  }>(
    `SELECT id::text, network::text AS network, first_seen_at, last_seen_at, user_agent,
       coalesce(network = $2::cidr, false) AS current
     FROM known_networks WHERE account_id = $1
     ORDER BY current DESC, last_seen_at DESC, id DESC`,
    [accountId, networkOf(ip) ?? null],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    network: r.network,
    firstSeenAt: new Date(r.first_seen_at).toISOString(),
    lastSeenAt: new Date(r.last_seen_at).toISOString(),
    userAgent: r.user_agent,
    current: r.current,
  }));
}

/** Forgets one network of the account by its number; another account's is not found. */
export async function forgetNetwork(db: Queryable, accountId: number, id: number): Promise<void> {
  const gone = await db.query(
    'DELETE FROM known_networks WHERE account_id = $1 AND id = $2 RETURNING id',
    [accountId, id],
  );
  if (!gone.length) throw new ApiError('NOT_FOUND');
}

/** Forgets the account's network `network` (CIDR), or all of them; how many were forgotten. */
export async function forgetNetworks(
  db: Queryable,
  accountId: number,
  network: string | 'all',
): Promise<number> {
  const gone = await db.query(
    `DELETE FROM known_networks WHERE account_id = $1 AND ($2::cidr IS NULL OR network = $2::cidr)
     RETURNING id`,
    [accountId, network === 'all' ? null : network],
  );
  return gone.length;
}
