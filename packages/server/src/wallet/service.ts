import type { calls, CallValue } from '@portal/contract';
import type { Queryable } from '../db/types';
import { fromCents, toCents } from '../ledger/ledger';

/** The wallets of a member: the main one, then any vendor wallet, as the ledger holds them. */
export async function walletsOf(
  db: Queryable,
  accountId: number,
): Promise<CallValue<typeof calls.merchantWallet>['wallets']> {
  const rows = await db.query<{ kind: string; balance: string }>(
    'SELECT kind, balance::text AS balance FROM ledger_accounts WHERE account_id = $1 ORDER BY id',
    [accountId],
  );
  return rows.map((r) => ({
    code: r.kind === 'member' ? 'MAIN' : r.kind.toUpperCase(),
    balance: fromCents(toCents(r.balance)),
    // Money moves between wallets only when there is more than one.
    transferable: rows.length > 1,
  }));
}
