import { calls, DEPOSIT_PAGE_SIZE, TRIAL_TYPE } from '@portal/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Context, DomainRoutes } from '../http/context';
import { ApiError } from '../http/errors';
import { sendPage } from '../http/responses';
import { serve, sessionOf } from '../http/serve';
import { hit } from '../security/ratelimit';
import { getSetting } from '../settings/settings';
import { pageLanguage } from '../tickets/pages';
import {
  CALLBACK_PREFIX,
  PAY_PREFIX,
  parseCallbackBody,
  payLinkValid,
  payMessagePage,
  payPage,
  SIGNATURE_HEADER,
  signCallback,
  TIMESTAMP_HEADER,
  verifyCallback,
} from './provider';
import {
  channelByCode,
  createDeposit,
  decideDeposit,
  enabledChannels,
  listDeposits,
  lockDeposit,
  notFoundDeposit,
} from './service';
import { registerTransfers } from './transfers';
import { registerWithdrawals } from './withdrawRoutes';

const realAccount = (input: Parameters<typeof sessionOf>[0]) => {
  const { account } = sessionOf(input);
  // Money needs a real account (spec 6): a trial one is asked to register first.
  if (account.type === TRIAL_TYPE) throw new ApiError('TRIAL_FORBIDDEN');
  return account;
};

/**
 * The cashier: deposit channels, deposits, their providers' callbacks and the demo provider; the
 * withdrawals (withdrawRoutes.ts) and the transfers within an agent tree (transfers.ts).
 */
function register(app: FastifyInstance, ctx: Context): void {
  const { db, config } = ctx;
  registerWithdrawals(app, ctx);
  registerTransfers(app, ctx);

  serve(app, ctx, calls.depositChannels, async (input) => {
    realAccount(input);
    const site = await getSetting(db, 'site');
    return {
      channels: await enabledChannels(db, input.query.language),
      currencySymbol: site.currencySymbol,
    };
  });

  serve(app, ctx, calls.depositCreate, async (input) => {
    const account = realAccount(input);
    await hit(ctx, `deposit:${account.id}`, 30, 3600);
    const { channel, amount, requestId, language } = input.body;
    return db.transaction((tx) =>
      createDeposit(tx, account.id, { channel, amount, requestId, language }),
    );
  });

  serve(app, ctx, calls.depositList, async (input) => {
    const account = sessionOf(input).account;
    const { pageNo = 1, pageSize = DEPOSIT_PAGE_SIZE, language } = input.query;
    return listDeposits(db, account.id, { pageNo, pageSize, language });
  });

  // A provider's callback is not a portal call: no merchant header, no token; the signature over
  // the raw body is what it proves itself by, so this scope keeps JSON bodies as their bytes.
  void app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
      done(null, body),
    );
    scope.post<{ Params: { channel: string } }>(`${CALLBACK_PREFIX}:channel`, async (req) => {
      const channel = await channelByCode(db, req.params.channel);
      if (!channel) throw new ApiError('NOT_FOUND', { message: 'No such deposit channel' });
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const check = verifyCallback(
        channel.secret,
        { timestamp: req.headers[TIMESTAMP_HEADER], signature: req.headers[SIGNATURE_HEADER] },
        raw,
        Math.floor(Date.now() / 1000),
      );
      if (check !== 'ok')
        throw new ApiError('SIGNATURE_INVALID', {
          message:
            check === 'stale'
              ? `${TIMESTAMP_HEADER} is missing or too far from the server's clock`
              : `${SIGNATURE_HEADER} is not the signature of this body`,
        });
      const body = parseCallbackBody(raw);
      if ('invalid' in body) throw new ApiError('VALIDATION', { message: body.invalid });
      const outcome = await db.transaction(async (tx) => {
        // An event already applied is acknowledged and does nothing: providers retry until 2xx.
        const fresh = await tx.query(
          `INSERT INTO provider_events (channel_id, event_id) VALUES ($1, $2)
           ON CONFLICT DO NOTHING RETURNING event_id`,
          [channel.id, body.eventId],
        );
        const deposit = await lockDeposit(tx, body.reference);
        if (!deposit || deposit.channel_id !== channel.id) throw notFoundDeposit(body.reference);
        if (!fresh.length) return { status: deposit.status, duplicate: true };
        if (deposit.amount !== body.amount && Number(deposit.amount) !== Number(body.amount))
          throw new ApiError('VALIDATION', {
            message: `amount: ${body.amount} is not the deposit's ${deposit.amount}`,
          });
        const decided = await decideDeposit(
          tx,
          deposit,
          body.status === 'paid'
            ? { outcome: 'credit', providerRef: body.providerRef }
            : { outcome: 'reject', reason: 'The payment failed at the provider' },
        );
        return { status: decided.status, duplicate: false };
      });
      req.log.info({ event: 'deposit-callback', reference: body.reference, ...outcome });
      return { success: true, value: outcome };
    });
  });

  // The demo provider, for development and demos only: production has real providers.
  if (config.mode === 'production' && !config.demoData) return;

  const openPay = async (reference: string, sig: unknown) => {
    const [row] = await db.query<{ code: string; secret: string; provider: string | null }>(
      `SELECT c.code, c.secret, c.provider FROM deposits d
       JOIN deposit_channels c ON c.id = d.channel_id WHERE d.reference = $1`,
      [reference],
    );
    return row && row.provider === 'demo' && payLinkValid(reference, row.secret, sig)
      ? row
      : undefined;
  };
  const langOf = (query: unknown) => pageLanguage((query as { lang?: string }).lang);

  app.get<{ Params: { reference: string }; Querystring: { sig?: string; lang?: string } }>(
    `${PAY_PREFIX}:reference`,
    async (req, reply) => {
      const lang = langOf(req.query);
      const channel = await openPay(req.params.reference, req.query.sig);
      if (!channel) return sendPage(reply, 404, payMessagePage(lang, 'invalid'));
      const deposit = await lockDeposit(db, req.params.reference);
      if (!deposit || deposit.status !== 'pending')
        return sendPage(reply, 409, payMessagePage(lang, 'decided'));
      return sendPage(
        reply,
        200,
        payPage(lang, {
          reference: deposit.reference,
          channel: lang === 'es' ? deposit.name_es : deposit.name_en,
          amount: deposit.amount,
          sig: req.query.sig ?? '',
        }),
      );
    },
  );

  // Paying sends the provider's signed callback through the server's own HTTP stack: the same
  // route, checks and ledger movement as a real provider's call.
  app.post<{ Params: { reference: string }; Querystring: { lang?: string } }>(
    `${PAY_PREFIX}:reference`,
    async (req, reply: FastifyReply) => {
      const lang = langOf(req.query);
      const form = (req.body ?? {}) as Record<string, unknown>;
      const channel = await openPay(req.params.reference, form['sig']);
      if (!channel) return sendPage(reply, 404, payMessagePage(lang, 'invalid'));
      const deposit = await lockDeposit(db, req.params.reference);
      if (!deposit || deposit.status !== 'pending')
        return sendPage(reply, 409, payMessagePage(lang, 'decided'));
      const outcome = form['outcome'] === 'paid' ? 'paid' : 'failed';
      const payload = JSON.stringify({
        eventId: `demo-${deposit.reference}-${outcome}`,
        reference: deposit.reference,
        status: outcome,
        amount: deposit.amount,
        providerRef: `DEMO-${deposit.reference}`,
      });
      const timestamp = Math.floor(Date.now() / 1000);
      const res = await app.inject({
        method: 'POST',
        url: `${CALLBACK_PREFIX}${channel.code}`,
        payload,
        headers: {
          'content-type': 'application/json',
          [TIMESTAMP_HEADER]: String(timestamp),
          [SIGNATURE_HEADER]: signCallback(channel.secret, timestamp, payload),
        },
      });
      if (res.statusCode !== 200) {
        req.log.error({ status: res.statusCode, body: res.body }, 'demo provider callback failed');
        throw new ApiError('INTERNAL');
      }
      return sendPage(reply, 200, payMessagePage(lang, outcome));
    },
  );
}

export const cashierRoutes: DomainRoutes = { domain: 'cashier', register };
