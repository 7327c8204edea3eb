import { SOCIAL_CALLBACK_PATH, SOCIAL_FLOW_MINUTES, type ErrorCode } from '@portal/contract';
import * as oidc from 'openid-client';
import type { Config } from '../config';
import type { Queryable } from '../db/types';
import { ApiError } from '../http/errors';
import { newToken, sha256 } from '../security/tokens';
import { clientConfiguration, findProvider, SOCIAL_SCOPE } from './providers';

export type Intent = 'login' | 'register' | 'link';

export const callbackUrl = (config: Config): string =>
  `${config.publicUrl.replace(/\/+$/u, '')}${SOCIAL_CALLBACK_PATH}`;

/**
 * Starts a sign-in: a fresh state, nonce and PKCE verifier, kept in the database (any process may
 * take the callback) under the state's hash, good for SOCIAL_FLOW_MINUTES and once; the answer is
 * the provider's authorization page with the state, the nonce and the verifier's challenge.
 */
export async function startFlow(
  db: Queryable,
  config: Config,
  providerId: string,
  intent: Intent,
  options: { accountId?: number; returnTo?: string },
): Promise<{ authorizationUrl: string }> {
  const provider = await findProvider(db, config, providerId);
  const configuration = await clientConfiguration(provider);
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const verifier = oidc.randomPKCECodeVerifier();
  await db.query(
    `INSERT INTO social_flows (state_hash, provider, intent, account_id, code_verifier, nonce, return_to, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, now() + make_interval(mins => $8::int))`,
    [
      sha256(state),
      provider.id,
      intent,
      options.accountId ?? null,
      verifier,
      nonce,
      options.returnTo ?? '/',
      SOCIAL_FLOW_MINUTES,
    ],
  );
  // Spent and expired sign-ins are of no use to anyone: they go as new ones come.
  await db.query("DELETE FROM social_flows WHERE expires_at < now() - interval '1 hour'");
  const url = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: callbackUrl(config),
    scope: SOCIAL_SCOPE,
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
  });
  return { authorizationUrl: url.href };
}

export interface Flow {
  provider: string;
  intent: Intent;
  accountId: number | null;
  returnTo: string;
}

/** What the provider vouched for: its subject, and the e-mail only when it says it verified it. */
export interface Claims {
  subject: string;
  email: string | null;
  name: string | null;
}

/** A failed callback: its code goes to the portal's address for the pop-up to show. */
export class CallbackError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly flow?: Flow,
  ) {
    super(code);
  }
}

/**
 * Takes the provider's redirect: the state names a live, unused sign-in, spent at once (one
 * statement: a replayed callback finds it spent), then the code is exchanged with its PKCE
 * verifier and the ID token checked, its nonce included, by openid-client.
 */
export async function finishFlow(
  db: Queryable,
  config: Config,
  query: URLSearchParams,
): Promise<{ flow: Flow; claims: Claims }> {
  const state = query.get('state');
  if (!state) throw new CallbackError('SOCIAL_INVALID');
  const [row] = await db.query<{
    provider: string;
    intent: Intent;
    account_id: number | null;
    code_verifier: string;
    nonce: string;
    return_to: string;
  }>(
    `UPDATE social_flows SET used_at = now()
     WHERE state_hash = $1 AND used_at IS NULL AND expires_at > now()
     RETURNING provider, intent, account_id, code_verifier, nonce, return_to`,
    [sha256(state)],
  );
  if (!row) throw new CallbackError('SOCIAL_INVALID');
  const flow: Flow = {
    provider: row.provider,
    intent: row.intent,
    accountId: row.account_id,
    returnTo: row.return_to,
  };
  // The player cancelled, or the provider refused: said as such, not as a forged callback.
  if (query.has('error')) throw new CallbackError('SOCIAL_DENIED', flow);
  let configuration: oidc.Configuration;
  try {
    configuration = await clientConfiguration(await findProvider(db, config, row.provider));
  } catch (error) {
    throw new CallbackError(error instanceof ApiError ? error.code : 'SOCIAL_UNAVAILABLE', flow);
  }
  const current = new URL(callbackUrl(config));
  current.search = query.toString();
  let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
  try {
    tokens = await oidc.authorizationCodeGrant(configuration, current, {
      pkceCodeVerifier: row.code_verifier,
      expectedState: state,
      expectedNonce: row.nonce,
      idTokenExpected: true,
    });
  } catch (error) {
    // The provider unreachable is its failure; anything it or the check refused is the callback's.
    const unreachable =
      error instanceof TypeError ||
      (error instanceof Error &&
        /fetch failed|timeout|ECONNREFUSED/iu.test(String(error.cause ?? error.message)));
    throw new CallbackError(unreachable ? 'SOCIAL_UNAVAILABLE' : 'SOCIAL_INVALID', flow);
  }
  const idClaims = tokens.claims();
  if (!idClaims) throw new CallbackError('SOCIAL_INVALID', flow);
  let claims: Record<string, unknown> & { sub: string } = idClaims;
  // A provider may keep the e-mail and the name for its userinfo answer (as the OpenID Connect
  // core says of claims asked for by scope): asked for there, for the ID token's subject only.
  if (claims['email'] === undefined && configuration.serverMetadata().userinfo_endpoint) {
    try {
      claims = {
        ...(await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub)),
        ...claims,
      };
    } catch {
      throw new CallbackError('SOCIAL_UNAVAILABLE', flow);
    }
  }
  const email =
    typeof claims['email'] === 'string' && claims['email_verified'] === true
      ? claims['email'].trim().toLowerCase()
      : null;
  const name = typeof claims['name'] === 'string' ? claims['name'].trim().slice(0, 100) : null;
  return { flow, claims: { subject: claims.sub, email, name: name || null } };
}

/** Keeps a first sign-in for its registration: the code goes to the portal's address. */
export async function createSignup(
  db: Queryable,
  provider: string,
  claims: Claims,
): Promise<string> {
  const code = newToken();
  await db.query(
    `INSERT INTO social_signups (code_hash, provider, subject, email, name, expires_at)
     VALUES ($1, $2, $3, $4, $5, now() + make_interval(mins => $6::int))`,
    [sha256(code), provider, claims.subject, claims.email, claims.name, SOCIAL_FLOW_MINUTES],
  );
  await db.query("DELETE FROM social_signups WHERE expires_at < now() - interval '1 hour'");
  return code;
}
