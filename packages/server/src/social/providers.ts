import * as oidc from 'openid-client';
import type { Config } from '../config';
import type { Queryable } from '../db/types';
import { ApiError } from '../http/errors';
import { LOCAL_CLIENT, LOCAL_PROVIDER_ID, localIssuer } from './localProvider';

/** An identity provider as the operator configured it (`cli social add`). */
export interface SocialProviderConfig {
  id: string;
  label: string;
  icon: string | null;
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** The scopes asked of every provider: who the player is, and the e-mail it vouches for. */
export const SOCIAL_SCOPE = 'openid email profile';

/**
 * The providers offered, in the operator's order, and outside production the local provider last
 * (config.localOidc), so that a demo and the tests sign in on one machine.
 */
export async function listProviders(
  db: Queryable,
  config: Config,
): Promise<SocialProviderConfig[]> {
  const rows = await db.query<{
    id: string;
    label: string;
    icon: string | null;
    issuer: string;
    client_id: string;
    client_secret: string;
  }>(
    'SELECT id, label, icon, issuer, client_id, client_secret FROM social_providers ORDER BY position, id',
  );
  const providers = rows.map((r) => ({
    id: r.id,
    label: r.label,
    icon: r.icon,
    issuer: r.issuer,
    clientId: r.client_id,
    clientSecret: r.client_secret,
  }));
  if (config.localOidc && !providers.some((p) => p.id === LOCAL_PROVIDER_ID))
    providers.push({
      id: LOCAL_PROVIDER_ID,
      label: LOCAL_CLIENT.label,
      icon: null,
      issuer: localIssuer(config),
      clientId: LOCAL_CLIENT.clientId,
      clientSecret: LOCAL_CLIENT.clientSecret,
    });
  return providers;
}

export async function findProvider(
  db: Queryable,
  config: Config,
  id: string,
): Promise<SocialProviderConfig> {
  const provider = (await listProviders(db, config)).find((p) => p.id === id);
  if (!provider) throw new ApiError('SOCIAL_PROVIDER_UNKNOWN');
  return provider;
}

/** Plain HTTP only to this machine (the local provider, a provider under test), never beyond. */
export const isLoopbackHttp = (url: URL): boolean =>
  url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);

/**
 * The discovered configuration of each provider, kept per process: discovery is one request to
 * the provider, and its answer changes only with the operator's settings (the key holds them).
 * A failed discovery is not kept, so that the next sign-in tries again.
 */
const discovered = new Map<string, Promise<oidc.Configuration>>();

export async function clientConfiguration(
  provider: SocialProviderConfig,
): Promise<oidc.Configuration> {
  const key = JSON.stringify([provider.issuer, provider.clientId, provider.clientSecret]);
  let found = discovered.get(key);
  if (!found) {
    const issuer = new URL(provider.issuer);
    found = oidc.discovery(
      issuer,
      provider.clientId,
      provider.clientSecret,
      oidc.ClientSecretBasic(provider.clientSecret),
      {
        execute: isLoopbackHttp(issuer) ? [oidc.allowInsecureRequests] : [],
        timeout: 10,
      },
    );
    discovered.set(key, found);
    found.catch(() => discovered.delete(key));
  }
  try {
    return await found;
  } catch {
    throw new ApiError('SOCIAL_UNAVAILABLE');
  }
}
