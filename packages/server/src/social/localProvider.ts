import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { SOCIAL_CALLBACK_PATH } from '@portal/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Provider, { type Configuration } from 'oidc-provider';
import type { Config } from '../config';

/**
 * The local OpenID provider: a real one (oidc-provider, the certified library) served by this
 * server at `/dev/oidc` outside production, so that social login runs end to end on one machine,
 * in a demo and in the tests. Its sign-in page asks for an e-mail address and a name and vouches
 * for them; nothing is checked, which is why it never runs in production. It keeps its state in
 * the process's memory: with several server processes, sign in with it on one.
 */

export const LOCAL_PROVIDER_ID = 'local';
export const LOCAL_PATH = '/dev/oidc';
export const LOCAL_CLIENT = {
  label: 'Demo ID',
  clientId: 'portal-local',
  // Known to anyone who reads this file: the provider is for development and tests only.
  clientSecret: 'local-development-secret-not-for-production',
};

export const localIssuer = (config: Config): string =>
  `${config.publicUrl.replace(/\/+$/u, '')}${LOCAL_PATH}`;

/** The names given on the sign-in page, by e-mail address (the subject). */
const names = new Map<string, string>();

function createProvider(config: Config): Provider {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: 'local', use: 'sig', alg: 'RS256' };
  const configuration: Configuration = {
    clients: [
      {
        client_id: LOCAL_CLIENT.clientId,
        client_secret: LOCAL_CLIENT.clientSecret,
        redirect_uris: [`${config.publicUrl.replace(/\/+$/u, '')}${SOCIAL_CALLBACK_PATH}`],
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    // PKCE always, as the strictest real providers ask: a code without its verifier is refused.
    pkce: { required: () => true, methods: ['S256'] },
    jwks: { keys: [jwk as never] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `${LOCAL_PATH}/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => ({
      accountId: sub,
      claims: () => ({ sub, email: sub, email_verified: true, name: names.get(sub) ?? sub }),
    }),
    renderError: (ctx, out) => {
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = `${out['error'] ?? 'error'}: ${out['error_description'] ?? ''}`;
    },
  };
  return new Provider(localIssuer(config), configuration);
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/gu,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The provider's sign-in page, in Spanish and English: it is no page of the portal's. */
const signInPage = (uid: string, client: string) => `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Demo ID</title></head>
<body><main>
<h1>Demo ID</h1>
<p>Proveedor de identidad local, solo para desarrollo / Local identity provider, for development only.</p>
<p>${escapeHtml(client)}</p>
<form method="post" action="${LOCAL_PATH}/interaction/${escapeHtml(uid)}">
<p><label>Correo electrónico / E-mail <input name="email" type="email" required autocomplete="email"></label></p>
<p><label>Nombre / Name <input name="name" autocomplete="name"></label></p>
<p><button type="submit" name="action" value="continue">Continuar / Continue</button>
<button type="submit" name="action" value="cancel" formnovalidate>Cancelar / Cancel</button></p>
</form></main></body></html>`;

/** Serves the local provider at LOCAL_PATH, made at its first request. */
export function registerLocalProvider(app: FastifyInstance, config: Config): void {
  let provider: Provider | undefined;
  const get = () => (provider ??= createProvider(config));

  app.get(`${LOCAL_PATH}/interaction/:uid`, async (req, reply) => {
    const details = await get().interactionDetails(req.raw, reply.raw);
    const uid = (req.params as { uid: string }).uid;
    return reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', "default-src 'none'; form-action 'self'")
      .send(signInPage(uid, String(details.params['client_id'] ?? '')));
  });

  app.post(`${LOCAL_PATH}/interaction/:uid`, async (req, reply) => {
    const p = get();
    const details = await p.interactionDetails(req.raw, reply.raw);
    const form = (req.body ?? {}) as Record<string, unknown>;
    const email = typeof form['email'] === 'string' ? form['email'].trim().toLowerCase() : '';
    reply.hijack();
    if (form['action'] === 'cancel' || !email) {
      await p.interactionFinished(req.raw, reply.raw, {
        error: 'access_denied',
        error_description: 'The sign-in was cancelled',
      });
      return;
    }
    const name = typeof form['name'] === 'string' ? form['name'].trim().slice(0, 100) : '';
    if (name) names.set(email, name);
    const grant = new p.Grant({ accountId: email, clientId: String(details.params['client_id']) });
    grant.addOIDCScope(String(details.params['scope'] ?? 'openid'));
    const grantId = await grant.save();
    await p.interactionFinished(
      req.raw,
      reply.raw,
      { login: { accountId: email }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  });

  // Everything else is the provider's own (discovery, authorization, token, keys): its body is
  // its to read, so this part of the server parses none.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null));
    const handle = (req: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      // Mounted as Express mounts: the provider finds its path in `originalUrl` less `url`.
      const raw = req.raw as typeof req.raw & { originalUrl?: string };
      raw.originalUrl = raw.url ?? '/';
      raw.url = raw.url?.slice(LOCAL_PATH.length) || '/';
      void get().callback()(raw, reply.raw);
    };
    scope.all(`${LOCAL_PATH}/*`, handle);
  });
}
