import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../cli';
import { BACKENDS, login, startHarness, type Harness } from '../test/harness';
import { freePort, OidcBrowser, startSocial } from '../test/oidcBrowser';

/**
 * Social login end to end on the server: the real local provider (oidc-provider) at /dev/oidc,
 * the real client (openid-client), over HTTP on a real port, as a browser goes through them.
 */
describe.each(BACKENDS)('social login over OpenID Connect on %s', (kind) => {
  let h: Harness;
  let base: string;
  beforeAll(async () => {
    const port = await freePort();
    h = await startHarness(kind, { PORT: String(port) });
    await h.app.listen({ port, host: '127.0.0.1' });
    base = h.config.publicUrl;
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });
  beforeEach(async () => {
    await h.db.query(
      "DELETE FROM rate_counters WHERE bucket LIKE 'register-ip:%' OR bucket LIKE 'social%'",
    );
  });

  const exchange = async (code: string) => {
    const res = await h.call({ method: 'POST', url: '/wps/session/exchange', payload: { code } });
    expect(res.statusCode).toBe(200);
    return res.json().value as { account: string; token: string };
  };

  /** A whole first sign-in: the portal address the callback sends the browser to. */
  const signIn = async (email: string, intent: 'login' | 'register' = 'login', returnTo = '/') => {
    const browser = new OidcBrowser(base);
    const back = await browser.authorize(await startSocial(h, intent, returnTo), email, {
      name: 'Ana Pérez',
    });
    expect(back.pathname).toBe('/social/callback');
    return browser.callback(back);
  };

  it('offers the local provider, and none with the flag off', async () => {
    const on = await h.call({ method: 'GET', url: '/wps/social/providers' });
    expect(on.json().value).toEqual([{ id: 'local', label: 'Demo ID', icon: null }]);
    await runCli(h.db, ['flags', 'off', 'SOCIALLOGIN3']);
    try {
      expect((await h.call({ method: 'GET', url: '/wps/social/providers' })).json().value).toEqual(
        [],
      );
      const start = await h.call({
        method: 'POST',
        url: '/wps/social/start',
        payload: { provider: 'local', intent: 'login' },
      });
      expect(start.statusCode).toBe(403);
      expect(start.json().code).toBe('FEATURE_DISABLED');
    } finally {
      await runCli(h.db, ['flags', 'on', 'SOCIALLOGIN3']);
    }
  });

  it('registers a first sign-in under the rules, then signs the same identity in again', async () => {
    const first = await signIn('nueva@example.test', 'register', '/promotions');
    expect(first.pathname).toBe('/register');
    const code = first.searchParams.get('socialSignup');
    expect(code).toBeTruthy();
    const info = await h.call({ method: 'GET', url: `/wps/social/signup?code=${code}` });
    expect(info.json().value).toMatchObject({
      provider: { id: 'local', label: 'Demo ID' },
      email: 'nueva@example.test',
      name: 'Ana Pérez',
    });
    // What the rules ask and the provider did not give: a username. A wrong one loses nothing.
    const bad = await h.call({
      method: 'PUT',
      url: '/wps/social/register',
      payload: { signupCode: code, username: 'x', adult: true },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().value.fields.username).toBeTruthy();
    const made = await h.call({
      method: 'PUT',
      url: '/wps/social/register',
      payload: { signupCode: code, username: 'social01', adult: true },
    });
    expect(made.statusCode).toBe(200);
    expect(made.json().value).toMatchObject({
      account: 'social01',
      session: { account: 'social01' },
    });
    const info2 = await h.call({
      method: 'GET',
      url: '/wps/member/info',
      token: made.json().value.session.token,
    });
    expect(info2.json().value).toMatchObject({
      email: 'nueva@example.test',
      nickname: 'Ana Pérez',
    });
    // The code is spent: a second registration of the same sign-in is refused.
    const again = await h.call({
      method: 'PUT',
      url: '/wps/social/register',
      payload: { signupCode: code, username: 'social02', adult: true },
    });
    expect(again.json().code).toBe('SOCIAL_SIGNUP_INVALID');

    const second = await signIn('nueva@example.test', 'login', '/promotions');
    expect(second.pathname).toBe('/promotions');
    const token = second.searchParams.get('token');
    expect(token).toBeTruthy();
    expect((await exchange(token!)).account).toBe('social01');
  });

  it('asks no address code of a social sign-in, which the provider proved, and remembers its network', async () => {
    await runCli(h.db, ['flags', 'on', 'LOGINIPVERF3']);
    try {
      const first = await signIn('redes@example.test', 'register');
      const made = await h.call({
        method: 'PUT',
        url: '/wps/social/register',
        payload: {
          signupCode: first.searchParams.get('socialSignup'),
          username: 'social03',
          adult: true,
        },
      });
      expect(made.statusCode).toBe(200);
      // The account has had networks, none of them this one: a password would be asked a code.
      await h.db.query(
        "DELETE FROM known_networks WHERE account_id = (SELECT id FROM accounts WHERE username_key = 'social03')",
      );
      const back = await signIn('redes@example.test');
      expect((await exchange(back.searchParams.get('token')!)).account).toBe('social03');
      const known = await h.db.query<{ network: string }>(
        `SELECT network::text AS network FROM known_networks
         WHERE account_id = (SELECT id FROM accounts WHERE username_key = 'social03')`,
      );
      expect(known).toEqual([{ network: '127.0.0.0/24' }]);
    } finally {
      await runCli(h.db, ['flags', 'off', 'LOGINIPVERF3']);
    }
  });

  it('refuses a forged, a replayed and a mixed-up callback', async () => {
    const browser = new OidcBrowser(base);
    const forged = await browser.callback('/social/callback?code=abc&state=made-up-state');
    expect(forged.searchParams.get('socialError')).toBe('SOCIAL_INVALID');
    const noState = await browser.callback('/social/callback?code=abc');
    expect(noState.searchParams.get('socialError')).toBe('SOCIAL_INVALID');

    const back = await browser.authorize(await startSocial(h, 'login'), 'replay@example.test');
    expect((await browser.callback(back)).searchParams.get('socialSignup')).toBeTruthy();
    expect((await browser.callback(back)).searchParams.get('socialError')).toBe('SOCIAL_INVALID');

    // A code of one sign-in under the state of another: its verifier and nonce are not this one's.
    const a = new URL(await startSocial(h, 'login'));
    const bBack = await browser.authorize(await startSocial(h, 'login'), 'mixup@example.test');
    bBack.searchParams.set('state', a.searchParams.get('state')!);
    expect((await browser.callback(bBack)).searchParams.get('socialError')).toBe('SOCIAL_INVALID');
  });

  it('checks the PKCE verifier and the nonce of the sign-in the state names', async () => {
    const browser = new OidcBrowser(base);
    // The provider's answer to an authorization request of our state but another challenge, then
    // of our state and challenge but another nonce: each is refused, and spends the sign-in.
    for (const change of ['code_challenge', 'nonce'] as const) {
      const url = new URL(await startSocial(h, 'login'));
      url.searchParams.set(
        change,
        change === 'nonce'
          ? 'not-the-nonce-we-sent'
          : 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      );
      const back = await browser.authorize(url.href, `${change}@example.test`);
      expect(back.searchParams.get('code')).toBeTruthy();
      const out = await browser.callback(back);
      expect(out.searchParams.get('socialError')).toBe('SOCIAL_INVALID');
      expect(out.searchParams.get('socialSignup')).toBeNull();
    }
  });

  it('says a cancelled sign-in is cancelled', async () => {
    const browser = new OidcBrowser(base);
    const back = await browser.authorize(await startSocial(h, 'login', '/rng'), 'x@example.test', {
      cancel: true,
    });
    expect(back.searchParams.get('error')).toBe('access_denied');
    const out = await browser.callback(back);
    expect(out.pathname).toBe('/login');
    expect(out.searchParams.get('socialError')).toBe('SOCIAL_DENIED');
  });

  it('never joins an existing account by its e-mail: its owner logs in and links the provider', async () => {
    await h.db.query("UPDATE accounts SET email = 'Owner@Example.test' WHERE username = 'vip01'");
    const taken = await signIn('owner@example.test');
    expect(taken.searchParams.get('socialError')).toBe('SOCIAL_EMAIL_TAKEN');
    expect(taken.searchParams.get('token')).toBeNull();
    const rows = await h.db.query(
      "SELECT 1 FROM social_identities WHERE subject = 'owner@example.test'",
    );
    expect(rows).toHaveLength(0);

    const vip = await login(h, 'vip01', 'Vip12345');
    const link = await h.call({
      method: 'POST',
      url: '/wps/social/link',
      token: vip,
      payload: { provider: 'local' },
    });
    expect(link.statusCode).toBe(200);
    const browser = new OidcBrowser(base);
    const back = await browser.authorize(link.json().value.authorizationUrl, 'owner@example.test');
    const linked = await browser.callback(back);
    expect(linked.searchParams.get('socialLinked')).toBe('local');
    const list = await h.call({ method: 'GET', url: '/wps/social/identities', token: vip });
    expect(list.json().value).toMatchObject([
      { provider: 'local', label: 'Demo ID', email: 'owner@example.test' },
    ]);
    const again = await h.call({
      method: 'POST',
      url: '/wps/social/link',
      token: vip,
      payload: { provider: 'local' },
    });
    expect(again.json().code).toBe('SOCIAL_ALREADY_LINKED');

    const signedIn = await signIn('owner@example.test');
    expect((await exchange(signedIn.searchParams.get('token')!)).account).toBe('vip01');

    // Another account cannot take the identity over by linking it too.
    const other = await login(h, 'down01', 'Down1234');
    const steal = await h.call({
      method: 'POST',
      url: '/wps/social/link',
      token: other,
      payload: { provider: 'local' },
    });
    const stolen = await browser.callback(
      await new OidcBrowser(base).authorize(
        steal.json().value.authorizationUrl,
        'owner@example.test',
      ),
    );
    expect(stolen.searchParams.get('socialError')).toBe('SOCIAL_ALREADY_LINKED');

    const unlink = await h.call({
      method: 'DELETE',
      url: '/wps/social/identities?provider=local',
      token: vip,
    });
    expect(unlink.statusCode).toBe(200);
    expect(
      (await h.call({ method: 'GET', url: '/wps/social/identities', token: vip })).json().value,
    ).toEqual([]);
  });

  it('refuses hostile input with clear 4xx answers', async () => {
    for (const payload of [
      { provider: 'LOCAL', intent: 'login' },
      { provider: 'local', intent: 'link' },
      { provider: 'local', intent: 'login', returnTo: '//evil.example' },
      { provider: 'local', intent: 'login', returnTo: 'https://evil.example/' },
    ]) {
      const res = await h.call({ method: 'POST', url: '/wps/social/start', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const unknown = await h.call({
      method: 'POST',
      url: '/wps/social/start',
      payload: { provider: 'nope', intent: 'login' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('SOCIAL_PROVIDER_UNKNOWN');
    const signup = await h.call({ method: 'GET', url: '/wps/social/signup?code=unknown-code' });
    expect(signup.json().code).toBe('SOCIAL_SIGNUP_INVALID');
    const browser = new OidcBrowser(base);
    const weird = await browser.callback('/social/callback?state=%00%ff&code[]=1');
    expect(weird.searchParams.get('socialError')).toBe('SOCIAL_INVALID');
  });
});
