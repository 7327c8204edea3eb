import { calls, type CallValue, isAgentType, TRIAL_TYPE } from '@portal/contract';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AccountRow } from '../accounts/accounts';
import type { Db, Queryable } from '../db/types';
import type { Context } from '../http/context';
import { ApiError, fieldErrors } from '../http/errors';
import { serve, sessionOf } from '../http/serve';
import { balanceCents, fromCents, MAX_CENTS, postIn, toCents } from '../ledger/ledger';
import { hit } from '../security/ratelimit';
import { getSetting } from '../settings/settings';
import { checkWithdrawPassword } from './withdrawPassword';

type TransferValue = CallValue<typeof calls.transferUpline>;

/** The account `username` names when it sits below `agentId` in the tree, at any depth. */
async function downlineNamed(
  db: Queryable,
  agentId: number,
  username: string,
): Promise<{ id: number; username: string } | undefined> {
  const [row] = await db.query<{ id: number; username: string }>(
    `WITH RECURSIVE below (id, username) AS (
       SELECT id, username FROM accounts WHERE upline_id = $1
       UNION
       SELECT a.id, a.username FROM accounts a JOIN below b ON a.upline_id = b.id
     )
     SELECT id, username FROM below WHERE lower(username) = lower($2) LIMIT 1`,
    [agentId, username],
  );
  return row;
}

/**
 * Moves `amount` from one member's wallet to another's in one ledger transaction, once per
 * sender and request id (a retry answers the first transfer, whatever the balance is now).
 */
async function transfer(
  db: Db,
  from: AccountRow,
  to: { id: number; username: string },
  amount: string,
  requestId: string,
): Promise<TransferValue> {
  const cents = toCents(amount);
  if (!(cents > 0 && cents <= MAX_CENTS)) throw fieldErrors({ amount: 'must be above 0' });
  try {
    const posted = await db.transaction((tx) =>
      postIn(tx, {
        key: `transfer:${from.id}:${requestId}`,
        kind: 'transfer',
        request: { to: to.id, cents },
        build: async () => ({
          legs: [
            { wallet: { member: from.id }, cents: -cents },
            { wallet: { member: to.id }, cents },
          ],
          result: {
            reference: `T${[...randomBytes(10)].map((b) => '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'[b % 32]).join('')}`,
            to: to.username,
            amount: fromCents(cents),
          },
        }),
      }),
    );
    return { ...posted.result, balance: fromCents(await balanceCents(db, from.id)) };
  } catch (error) {
    if (error instanceof ApiError && error.code === 'INSUFFICIENT_FUNDS')
      throw new ApiError('INSUFFICIENT_FUNDS', {
        value: { fields: { amount: 'above the balance' } },
      });
    throw error;
  }
}

/** What both transfers ask first: the module switched on, a real account, the password. */
async function sender(ctx: Context, input: Parameters<typeof sessionOf>[0], password: string) {
  const { account } = sessionOf(input);
  if (account.type === TRIAL_TYPE) throw new ApiError('TRIAL_FORBIDDEN');
  if (!(await getSetting(ctx.db, 'whitelabel')).includes('FUNDTRANS3'))
    throw new ApiError('FEATURE_DISABLED');
  await hit(ctx, `transfer:${account.id}`, 60, 3600);
  await checkWithdrawPassword(ctx.db, account.id, password);
  return account;
}

/** The transfer calls of the cashier domain (its routes.ts registers them). */
export function registerTransfers(app: FastifyInstance, ctx: Context): void {
  const { db } = ctx;

  serve(app, ctx, calls.transferUpline, async (input) => {
    const { body } = input;
    const account = await sender(ctx, input, body.withdrawPassword);
    const [upline] = await db.query<{ id: number; username: string }>(
      'SELECT u.id, u.username FROM accounts a JOIN accounts u ON u.id = a.upline_id WHERE a.id = $1',
      [account.id],
    );
    if (!upline) throw fieldErrors({ amount: 'this account has no upline to transfer to' });
    return transfer(db, account, upline, body.amount, body.requestId);
  });

  serve(app, ctx, calls.transferDownline, async (input) => {
    const { body } = input;
    const { account } = sessionOf(input);
    if (!isAgentType(account.type))
      throw new ApiError('ONLY_AGENTS', { message: 'Only agents transfer to downlines' });
    await sender(ctx, input, body.withdrawPassword);
    if (body.username.trim().toLowerCase() === account.username.toLowerCase())
      throw fieldErrors({ username: 'not to yourself' });
    // Unknown and outside the tree answer alike: the answer does not tell who has an account.
    const target = await downlineNamed(db, account.id, body.username.trim());
    if (!target) throw fieldErrors({ username: 'not one of your downlines' });
    return transfer(db, account, target, body.amount, body.requestId);
  });
}
