import { calls, SOCIAL_CALLBACK_PATH, SOCIAL_QUERY, type ErrorCode } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Context, DomainRoutes } from '../http/context';
import { rememberRequestNetwork } from '../addresses/check';
import { ApiError, fieldErrors } from '../http/errors';
import { serve, sessionOf } from '../http/serve';
import { registerAccount } from '../member/register';
import { hit } from '../security/ratelimit';
import { flagOn, requireFlag } from '../settings/flags';
import { issueHandoff } from '../session/handoff';
import { CallbackError, createSignup, finishFlow, type Flow } from './flows';
import { startFlow } from './flows';
import {
  claimSignup,
  emailHeld,
  linkedAccount,
  linkIdentity,
  listIdentities,
  readSignup,
  releaseSignup,
  signInRefusal,
  unlinkIdentity,
} from './identities';
import { registerLocalProvider } from './localProvider';
import { findProvider, listProviders } from './providers';

const OFF = 'Social login is not offered';

/** The portal page a callback sends the browser to, with what the sign-in came to. */
const portalPath = (returnTo: string, param: string, value: string): string => {
  const url = new URL(returnTo, 'http://portal.invalid');
  url.searchParams.set(param, value);
  return `${url.pathname}${url.search}`;
};

/** Social login: the providers, a sign-in's start and callback, a first sign-in's registration. */
function register(app: FastifyInstance, ctx: Context): void {
  const { db, config } = ctx;
  if (config.localOidc) registerLocalProvider(app, config);

  serve(app, ctx, calls.socialProviders, async () => {
    if (!(await flagOn(db, 'SOCIALLOGIN3'))) return [];
    return (await listProviders(db, config)).map(({ id, label, icon }) => ({ id, label, icon }));
  });

  serve(app, ctx, calls.socialStart, async ({ body, req }) => {
    await requireFlag(db, 'SOCIALLOGIN3', OFF);
    await hit(ctx, `social-ip:${req.ip}`, 30, 600);
    return startFlow(db, config, body.provider, body.intent, { returnTo: body.returnTo ?? '/' });
  });

  serve(app, ctx, calls.socialLink, async (input) => {
    await requireFlag(db, 'SOCIALLOGIN3', OFF);
    const { account } = sessionOf(input);
    await hit(ctx, `social-ip:${input.req.ip}`, 30, 600);
    const taken = (await listIdentities(db, account.id)).some(
      (i) => i.provider === input.body.provider,
    );
    if (taken) throw new ApiError('SOCIAL_ALREADY_LINKED');
    return startFlow(db, config, input.body.provider, 'link', {
      accountId: account.id,
      returnTo: '/member?page=securityCenter',
    });
  });

  // The provider's redirect: a page, not a call, so every outcome is a redirect to the portal.
  app.get(SOCIAL_CALLBACK_PATH, async (req, reply) => {
    const query = new URLSearchParams(req.url.split('?')[1] ?? '');
    let flow: Flow | undefined;
    try {
      await hit(ctx, `social-callback-ip:${req.ip}`, 60, 600);
      if (!(await flagOn(db, 'SOCIALLOGIN3'))) throw new CallbackError('FEATURE_DISABLED');
      const done = await finishFlow(db, config, query);
      flow = done.flow;
      const { claims } = done;
      const linked = await linkedAccount(db, flow.provider, claims.subject);
      if (flow.intent === 'link' && flow.accountId !== null) {
        if (linked !== null && linked !== flow.accountId)
          throw new CallbackError('SOCIAL_ALREADY_LINKED', flow);
        if (
          linked === null &&
          (await linkIdentity(db, flow.accountId, flow.provider, claims)) === 'taken'
        )
          throw new CallbackError('SOCIAL_ALREADY_LINKED', flow);
        return reply.redirect(portalPath(flow.returnTo, SOCIAL_QUERY.linked, flow.provider), 303);
      }
      if (linked !== null) {
        const refusal = await signInRefusal(db, linked);
        if (refusal) throw new CallbackError(refusal, flow);
        // LOGINIPVERF3: the provider has proven the member, as an SMS code proves the phone: the
        // network is remembered, and no code is asked.
        await rememberRequestNetwork(db, req, linked);
        const { code } = await issueHandoff(db, linked);
        req.log.info(
          {
            event: 'login',
            type: 'social',
            provider: flow.provider,
            ip: req.ip,
            outcome: 'success',
          },
          'login attempt',
        );
        return reply.redirect(portalPath(flow.returnTo, 'token', code), 303);
      }
      // A first sign-in. An address an account already holds is that account's owner's to link.
      if (claims.email && (await emailHeld(db, claims.email)))
        throw new CallbackError('SOCIAL_EMAIL_TAKEN', flow);
      const signup = await createSignup(db, flow.provider, claims);
      // The register pop-up (its own address) asks for what the rules require.
      return reply.redirect(portalPath('/register', SOCIAL_QUERY.signup, signup), 303);
    } catch (error) {
      const code: ErrorCode =
        error instanceof CallbackError
          ? error.code
          : error instanceof ApiError
            ? error.code
            : 'SOCIAL_UNAVAILABLE';
      if (!(error instanceof CallbackError) && !(error instanceof ApiError))
        req.log.error({ err: error }, 'social login callback failed');
      req.log.info({ event: 'login', type: 'social', ip: req.ip, outcome: code }, 'login attempt');
      // A link's failure goes back to My account; a sign-in's to the login pop-up, which says it.
      const failed = flow ?? (error instanceof CallbackError ? error.flow : undefined);
      const back = failed?.intent === 'link' ? failed.returnTo : '/login';
      return reply.redirect(portalPath(back, SOCIAL_QUERY.error, code), 303);
    }
  });

  serve(app, ctx, calls.socialSignup, async ({ query }) => {
    await requireFlag(db, 'SOCIALLOGIN3', OFF);
    const signup = await readSignup(db, query.code);
    if (!signup) throw new ApiError('SOCIAL_SIGNUP_INVALID');
    const { id, label, icon } = await findProvider(db, config, signup.provider);
    return {
      provider: { id, label, icon },
      email: signup.email,
      name: signup.name,
      expiresAt: signup.expiresAt,
    };
  });

  serve(app, ctx, calls.socialRegister, async ({ body, req }) => {
    await requireFlag(db, 'SOCIALLOGIN3', OFF);
    const { signupCode, ...fields } = body;
    const signup = await readSignup(db, signupCode);
    if (!signup) throw new ApiError('SOCIAL_SIGNUP_INVALID');
    if ((await linkedAccount(db, signup.provider, signup.subject)) !== null)
      throw new ApiError('SOCIAL_ALREADY_LINKED');
    // The provider's verified address is the account's; one the player typed is held to the same.
    const email = signup.email ?? (fields.email?.trim() || null);
    if (email && (await emailHeld(db, email)))
      throw signup.email
        ? new ApiError('SOCIAL_EMAIL_TAKEN')
        : fieldErrors({ email: 'This e-mail address is already bound to another account' });
    if (!(await claimSignup(db, signupCode))) throw new ApiError('SOCIAL_SIGNUP_INVALID');
    try {
      const registered = await registerAccount(
        ctx,
        {
          ...fields,
          ...(email ? { email } : {}),
          ...((fields.nickname ?? signup.name)
            ? { nickname: fields.nickname || signup.name || '' }
            : {}),
          login: true,
        },
        req,
        false,
        true,
      );
      await linkIdentity(db, registered.customerId, signup.provider, {
        subject: signup.subject,
        email: signup.email,
      });
      return registered;
    } catch (error) {
      // Refused (a username taken, a rule unmet): the sign-in stays good for the corrected form.
      await releaseSignup(db, signupCode);
      throw error;
    }
  });

  serve(app, ctx, calls.socialIdentities, async (input) => {
    const { account } = sessionOf(input);
    const providers = await listProviders(db, config);
    return (await listIdentities(db, account.id)).map((identity) => ({
      ...identity,
      label: providers.find((p) => p.id === identity.provider)?.label ?? identity.provider,
    }));
  });

  serve(app, ctx, calls.socialUnlink, async (input) => {
    const { account } = sessionOf(input);
    if (!(await unlinkIdentity(db, account.id, input.query.provider)))
      throw new ApiError('NOT_FOUND', { message: 'This provider is not linked to your account' });
    return null;
  });
}

export const socialRoutes: DomainRoutes = { domain: 'social', register };
