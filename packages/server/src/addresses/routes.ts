import { calls, TRIAL_TYPE } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Session } from '../accounts/accounts';
import type { Context, DomainRoutes } from '../http/context';
import { ApiError } from '../http/errors';
import { serve, sessionOf } from '../http/serve';
import { requireFlag } from '../settings/flags';
import { sendAddressCode, verifyAddress } from './challenge';
import { forgetNetwork, listNetworks } from './known';

const OFF = 'Verification of a new address is not offered';

/** The session of a real account: a trial account logs in without the check, and has no list. */
function memberOf(input: { session: Session | undefined }) {
  const session = sessionOf(input);
  if (session.account.type === TRIAL_TYPE) throw new ApiError('TRIAL_FORBIDDEN');
  return session;
}

/**
 * Unknown-address verification (LOGINIPVERF3): a login's challenge (its code sent, and given
 * back for the session; the login itself asks, session/routes.ts), and the member's remembered
 * networks in My account. Every call is refused while the flag is off.
 */
function register(app: FastifyInstance, ctx: Context): void {
  const { db } = ctx;

  serve(app, ctx, calls.addressCode, async ({ body, req }) => {
    await requireFlag(db, 'LOGINIPVERF3', OFF);
    return sendAddressCode(ctx, req, body);
  });

  serve(app, ctx, calls.addressVerify, async ({ body, req }) => {
    await requireFlag(db, 'LOGINIPVERF3', OFF);
    return verifyAddress(ctx, req, body);
  });

  serve(app, ctx, calls.knownAddresses, async (input) => {
    const { account } = memberOf(input);
    await requireFlag(db, 'LOGINIPVERF3', OFF);
    return { list: await listNetworks(db, account.id, input.req.ip) };
  });

  serve(app, ctx, calls.addressForget, async (input) => {
    const { account } = memberOf(input);
    await requireFlag(db, 'LOGINIPVERF3', OFF);
    await forgetNetwork(db, account.id, input.body.id);
    input.req.log.info(
      { event: 'address-forget', accountId: account.id, id: input.body.id },
      'remembered network forgotten',
    );
    return null;
  });
}

export const addressRoutes: DomainRoutes = { domain: 'addresses', register };
