// Operator commands over the ledger: credit demo funds, run the bank check, and choose the wallet
// mode (one wallet, or transfer wallets per game vendor).
import { randomBytes } from 'node:crypto';
import { option, type DomainCli } from '../commands/args';
import { audit, operatorName } from '../commands/audit';
import type { Db } from '../db/types';
import { ApiError } from '../http/errors';
import { centsText, checkLedger, fund, MAX_CENTS, MAX_KEY_LENGTH, toCents } from '../ledger/ledger';
import { setSetting } from '../settings/settings';
import { VENDOR_WALLETS, vendorHoldings, walletMode } from './service';

export const WALLET_USAGE = `  credit <username> <amount> [--key KEY]   credit demo funds from the funding account (a retry with
                                           the same --key credits once)
  ledger-check                             the ledger's invariants: sums, negatives, drift
  wallet-mode [single|transfer]            one wallet for every game (the default), or a wallet per
                                           game vendor that members transfer to and from`;

const MODE_TEXT = {
  single: 'single: one wallet, every game plays from it',
  transfer: `transfer: a wallet per game vendor (${VENDOR_WALLETS.join(', ')}) beside the main one; members move money between them`,
} as const;

/** Shows the wallet mode, or switches it; says what vendor wallets still hold after a switch. */
async function walletModeCommand(db: Db, args: string[]): Promise<string> {
  const [mode, ...extra] = args;
  if (mode === undefined) return `wallet mode ${MODE_TEXT[await walletMode(db)]}`;
  if ((mode !== 'single' && mode !== 'transfer') || extra.length)
    throw new Error('wallet-mode takes single or transfer');
  const before = await walletMode(db);
  if (before !== mode)
    await db.transaction(async (tx) => {
      await setSetting(tx, 'wallet', { mode });
      await audit(tx, {
        actor: operatorName(),
        action: 'wallet-mode',
        subject: 'wallet',
        detail: { from: before, to: mode },
      });
    });
  const held = await vendorHoldings(db);
  const left =
    mode === 'single' && held.wallets
      ? `\n${held.wallets} vendor wallets still hold ${centsText(held.cents)}: their members can move it back to MAIN once transfer wallets are on again`
      : '';
  return `wallet mode ${MODE_TEXT[mode]}${left}`;
}

/** Runs a wallet command; undefined when the command is not one of them. */
export async function runWalletCli(
  db: Db,
  command: string,
  args: string[],
): Promise<string | undefined> {
  if (command === 'ledger-check') {
    const r = await checkLedger(db);
    const ok = r.total === 0 && !r.negative.length && !r.unbalanced.length && !r.drifted.length;
    const lines = [
      `${ok ? 'ledger OK' : 'LEDGER BROKEN'}: ${r.accounts} accounts, ${r.transactions} transactions, total ${centsText(r.total)}`,
      ...(r.negative.length ? [`negative member balances: accounts ${r.negative.join(', ')}`] : []),
      ...(r.unbalanced.length ? [`unbalanced transactions: ${r.unbalanced.join(', ')}`] : []),
      ...(r.drifted.length
        ? [`balances differing from their entries: ${r.drifted.join(', ')}`]
        : []),
    ];
    if (!ok) throw new Error(lines.join('\n'));
    return lines.join('\n');
  }
  if (command === 'wallet-mode') return walletModeCommand(db, args);
  if (command !== 'credit') return undefined;
  const [username, amount] = args;
  if (!username || username.startsWith('--') || amount === undefined)
    throw new Error('credit takes a username and an amount, e.g. credit demo01 500');
  const cents = toCents(amount);
  if (!Number.isSafeInteger(cents) || cents <= 0)
    throw new Error(
      `the amount must be a number above 0 with at most two decimals, not "${amount}"`,
    );
  if (cents > MAX_CENTS) throw new Error(`the amount may be at most ${centsText(MAX_CENTS)}`);
  const key = args.includes('--key')
    ? option(args, '--key')
    : `cli-credit:${randomBytes(12).toString('hex')}`;
  if (!key || key.length > MAX_KEY_LENGTH - 11)
    throw new Error(`--key takes a key of 1 to ${MAX_KEY_LENGTH - 11} characters`);
  const [account] = await db.query<{ id: number; username: string }>(
    'SELECT id, username FROM accounts WHERE username_key = lower($1)',
    [username],
  );
  if (!account) throw new Error(`no account named ${username}`);
  try {
    const posted = await db.transaction((tx) =>
      fund(tx, account.id, cents, key.startsWith('cli-credit:') ? key : `cli-credit:${key}`),
    );
    const [row] = await db.query<{ balance: string }>(
      'SELECT balance::text AS balance FROM ledger_accounts WHERE account_id = $1',
      [account.id],
    );
    return `${posted.replayed ? 'already credited' : 'credited'} ${centsText(cents)} to ${account.username}; balance ${row?.balance ?? '?'}`;
  } catch (error) {
    if (error instanceof ApiError && error.code === 'IDEMPOTENCY_CONFLICT')
      throw new Error(`the key ${key} was already used for another credit`);
    throw error;
  }
}

export const walletCli: DomainCli = {
  usage: WALLET_USAGE,
  run: (db, command, args) => runWalletCli(db, command, args),
};
