import { MAIN_WALLET, type calls, type CallBody, type CallValue } from '@portal/contract';
import type { Db, Queryable } from '../db/types';
import { ApiError, fieldErrors } from '../http/errors';
import {
  balanceCents,
  centsText,
  fromCents,
  MAX_CENTS,
  postIn,
  toCents,
  type Wallet,
} from '../ledger/ledger';
import { getSetting, type WalletSettings } from '../settings/settings';

/**
 * The game vendors that keep a wallet per member with transfer wallets: the demo slot, on which
 * every game of the catalogue launches (the reference server's one game vendor).
 */
export const VENDOR_WALLETS = ['DEMO'] as const;
export type VendorCode = (typeof VENDOR_WALLETS)[number];

type Wallets = CallValue<typeof calls.merchantWallet>['wallets'];
type TransferValue = CallValue<typeof calls.walletTransfer>;

/** The operator's wallet mode: one wallet for every game, or transfer wallets. */
export const walletMode = async (q: Queryable): Promise<WalletSettings['mode']> =>
  (await getSetting(q, 'wallet')).mode;

/**
 * The wallet a vendor's games play from: the member's main wallet, or with transfer wallets the
 * member's wallet at that vendor.
 */
export async function playingWallet(
  q: Queryable,
  accountId: number,
  vendor: VendorCode,
): Promise<{ member: number; vendor?: string }> {
  return (await walletMode(q)) === 'transfer'
    ? { member: accountId, vendor }
    : { member: accountId };
}

/**
 * The wallets of a member as the ledger holds them: the main one alone with a single wallet; with
 * transfer wallets, the main one then one per vendor (0 until money first moves on it).
 */
export async function walletsOf(
  q: Queryable,
  accountId: number,
): Promise<{ isSingle: boolean; wallets: Wallets }> {
  const main = fromCents(await balanceCents(q, accountId));
  if ((await walletMode(q)) === 'single')
    return { isSingle: true, wallets: [{ code: MAIN_WALLET, balance: main, transferable: false }] };
  const rows = await q.query<{ vendor: string; balance: string }>(
    "SELECT vendor, balance::text AS balance FROM ledger_accounts WHERE kind = 'vendor' AND owner_id = $1",
    [accountId],
  );
  const held = new Map(rows.map((r) => [r.vendor, fromCents(toCents(r.balance))]));
  return {
    isSingle: false,
    wallets: [
      { code: MAIN_WALLET, balance: main, transferable: true },
      ...VENDOR_WALLETS.map((code) => ({
        code,
        balance: held.get(code) ?? 0,
        transferable: true,
      })),
    ],
  };
}

const isVendor = (code: string): code is VendorCode =>
  (VENDOR_WALLETS as readonly string[]).includes(code);

const walletOf = (accountId: number, code: string): Wallet =>
  code === MAIN_WALLET ? { member: accountId } : { member: accountId, vendor: code };

/**
 * Moves money between the member's main wallet and a vendor's, in one ledger transaction keyed by
 * the member and the reference: a retry with the same reference moves nothing more and answers the
 * first move (its wallets as they were right after it); the same reference for another move is
 * refused. The caller checks the session, the account and the wallet mode first.
 */
export async function transferBetweenWallets(
  db: Db,
  accountId: number,
  body: CallBody<typeof calls.walletTransfer>,
): Promise<TransferValue> {
  const { from, to, reference_no: reference } = body;
  const names = `${MAIN_WALLET} or ${VENDOR_WALLETS.join(', ')}`;
  const unknown = Object.fromEntries(
    (['from', 'to'] as const)
      .filter((side) => body[side] !== MAIN_WALLET && !isVendor(body[side]))
      .map((side) => [side, `no such wallet: ${names}`]),
  );
  if (Object.keys(unknown).length) throw fieldErrors(unknown);
  if (from === to) throw fieldErrors({ to: 'the same wallet as from: choose another' });
  if (from !== MAIN_WALLET && to !== MAIN_WALLET)
    throw fieldErrors({ to: `money moves to or from ${MAIN_WALLET}` });
  const cents = toCents(body.amount);
  if (!(Number.isSafeInteger(cents) && cents > 0))
    throw fieldErrors({ amount: 'must be above 0, with at most two decimals' });
  if (cents > MAX_CENTS) throw fieldErrors({ amount: `at most ${centsText(MAX_CENTS)}` });
  try {
    const posted = await db.transaction((tx) =>
      postIn<TransferValue>(tx, {
        key: `wallet-transfer:${accountId}:${reference}`,
        kind: 'wallet-transfer',
        request: { from, to, cents },
        build: async () => ({
          legs: [
            { wallet: walletOf(accountId, from), cents: -cents },
            { wallet: walletOf(accountId, to), cents },
          ],
          result: { reference_no: reference, from, to, amount: fromCents(cents), wallets: [] },
        }),
        // The wallets right after the move: what a retry answers too.
        after: async (q, result) => ({
          ...result,
          wallets: (await walletsOf(q, accountId)).wallets,
        }),
      }),
    );
    return posted.result;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.code === 'INSUFFICIENT_FUNDS')
      throw fieldErrors({ amount: `above the balance of ${from}` }, 'INSUFFICIENT_FUNDS');
    if (error.code === 'IDEMPOTENCY_CONFLICT')
      throw fieldErrors(
        { reference_no: 'already used for another transfer: send a new reference_no' },
        'IDEMPOTENCY_CONFLICT',
      );
    throw error;
  }
}

/** How many vendor wallets hold money, and how much in all: what a switch to one wallet leaves. */
export async function vendorHoldings(q: Queryable): Promise<{ wallets: number; cents: number }> {
  const [row] = await q.query<{ wallets: number; total: string }>(
    `SELECT count(*)::int AS wallets, coalesce(sum(balance), 0)::text AS total
     FROM ledger_accounts WHERE kind = 'vendor' AND balance > 0`,
  );
  return { wallets: row?.wallets ?? 0, cents: toCents(row?.total ?? '0') };
}
