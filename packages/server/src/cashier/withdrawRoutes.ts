import { calls, TRIAL_TYPE, WITHDRAWAL_PAGE_SIZE } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Context } from '../http/context';
import { ApiError, fieldErrors } from '../http/errors';
import { serve, sessionOf } from '../http/serve';
import { balanceCents, fromCents } from '../ledger/ledger';
import { verifyPassword } from '../security/passwords';
import { hit } from '../security/ratelimit';
import { getSetting } from '../settings/settings';
import { confirmWithdrawal, startAutoReceiveTimer } from './receipts';
import {
  checkWithdrawPassword,
  hasWithdrawPassword,
  setWithdrawPassword,
} from './withdrawPassword';
import {
  addReceivingAccount,
  listWithdrawals,
  receivingAccounts,
  removeReceivingAccount,
  requestWithdrawal,
  withdrawalByRequest,
} from './withdrawals';

const realAccount = (input: Parameters<typeof sessionOf>[0]) => {
  const { account } = sessionOf(input);
  // Money needs a real account (spec 6): a trial one is asked to register first.
  if (account.type === TRIAL_TYPE) throw new ApiError('TRIAL_FORBIDDEN');
  return account;
};

/**
 * The withdrawal calls of the cashier domain (its routes.ts registers them) and, unless switched
 * off, the timer that turns unconfirmed payouts into forced receipts in this process.
 */
export function registerWithdrawals(app: FastifyInstance, ctx: Context): void {
  const { db } = ctx;

  if (ctx.config.withdrawalTimer) {
    const timer = startAutoReceiveTimer(
      db,
      (references) => app.log.info({ event: 'withdrawal-auto-received', references }),
      (err) => app.log.warn({ err }, 'withdrawal forced receipts failed'),
    );
    app.addHook('onClose', async () => timer.stop());
  }

  serve(app, ctx, calls.withdrawInfo, async (input) => {
    const account = realAccount(input);
    const [settings, site, password, accounts, balance] = await Promise.all([
      getSetting(db, 'withdraw'),
      getSetting(db, 'site'),
      hasWithdrawPassword(db, account.id),
      receivingAccounts(db, account.id),
      balanceCents(db, account.id),
    ]);
    return {
      hasPassword: password.has,
      lockedUntil: password.lockedUntil,
      min: Number(settings.min),
      max: Number(settings.max),
      fee: Number(settings.fee),
      maxAccounts: settings.maxAccounts,
      accounts,
      balance: fromCents(balance),
      currencySymbol: site.currencySymbol,
    };
  });

  serve(app, ctx, calls.withdrawPassword, async (input) => {
    const account = realAccount(input);
    const { body } = input;
    await hit(ctx, `withdraw-password:${account.id}`, 10, 3600);
    if (body.confirmPassword !== body.newPassword)
      throw fieldErrors({ confirmPassword: 'Incorrect confirmation input' }, 'PASSWORD_MISMATCH');
    if (!(await verifyPassword(account.password_hash, body.loginPassword)))
      throw new ApiError('OLD_PASSWORD_WRONG', {
        value: { fields: { loginPassword: 'The login password is not correct' } },
      });
    // A second password that is the first one protects nothing more.
    if (await verifyPassword(account.password_hash, body.newPassword))
      throw fieldErrors({ newPassword: 'must not be the login password' });
    await setWithdrawPassword(db, account.id, body.newPassword);
    return null;
  });

  serve(app, ctx, calls.receivingAccountAdd, async (input) => {
    const account = realAccount(input);
    const settings = await getSetting(db, 'withdraw');
    return db.transaction((tx) => addReceivingAccount(tx, account.id, settings, input.body));
  });

  serve(app, ctx, calls.receivingAccountRemove, async (input) => {
    await removeReceivingAccount(db, sessionOf(input).account.id, input.query.id);
    return null;
  });

  serve(app, ctx, calls.withdrawCreate, async (input) => {
    const account = realAccount(input);
    const { body } = input;
    await hit(ctx, `withdraw:${account.id}`, 30, 3600);
    // A retried request answers what the first one made, without asking the password again.
    const earlier = await withdrawalByRequest(db, account.id, body.requestId);
    if (earlier) return earlier;
    await checkWithdrawPassword(db, account.id, body.withdrawPassword);
    return requestWithdrawal(db, account.id, await getSetting(db, 'withdraw'), body);
  });

  serve(app, ctx, calls.withdrawConfirm, async (input) => {
    const account = realAccount(input);
    await hit(ctx, `withdraw-confirm:${account.id}`, 60, 3600);
    const { reference, answer, amount, note } = input.body;
    return confirmWithdrawal(
      db,
      account.id,
      { reference, answer, amount, note, proof: input.files[0] },
      new Date(),
    );
  });

  serve(app, ctx, calls.withdrawList, async (input) => {
    const { pageNo = 1, pageSize = WITHDRAWAL_PAGE_SIZE } = input.query;
    return listWithdrawals(db, sessionOf(input).account.id, { pageNo, pageSize });
  });
}
