import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../cli';
import { startHarness, type Harness } from '../test/harness';
import { freePort, OidcBrowser } from '../test/oidcBrowser';
import { LOCAL_CLIENT, localIssuer } from './localProvider';

/** The operator's providers (`cli social`), used by a real sign-in; PGlite is enough here. */
describe('the social login providers of the operator CLI', () => {
  let h: Harness;
  beforeAll(async () => {
    const port = await freePort();
    h = await startHarness('pglite', { PORT: String(port) });
    await h.app.listen({ port, host: '127.0.0.1' });
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  it('adds a provider whose button signs in, lists it without its secret, and removes it', async () => {
    const issuer = localIssuer(h.config);
    expect(
      await runCli(h.db, [
        'social',
        'add',
        'partner',
        '--label',
        'Partner ID',
        '--issuer',
        issuer,
        '--client-id',
        LOCAL_CLIENT.clientId,
        '--client-secret',
        LOCAL_CLIENT.clientSecret,
        '--icon',
        '/content/partner.svg',
      ]),
    ).toBe(`provider partner saved: "Partner ID" at ${issuer}`);
    const listed = await runCli(h.db, ['social']);
    expect(listed).toContain('partner  "Partner ID"');
    expect(listed).not.toContain(LOCAL_CLIENT.clientSecret);
    const providers = await h.call({ method: 'GET', url: '/wps/social/providers' });
    expect(providers.json().value).toEqual([
      { id: 'partner', label: 'Partner ID', icon: '/content/partner.svg' },
      { id: 'local', label: 'Demo ID', icon: null },
    ]);
    const start = await h.call({
      method: 'POST',
      url: '/wps/social/start',
      payload: { provider: 'partner', intent: 'login' },
    });
    const browser = new OidcBrowser(h.config.publicUrl);
    const back = await browser.authorize(
      start.json().value.authorizationUrl,
      'partner@example.test',
    );
    expect((await browser.callback(back)).searchParams.get('socialSignup')).toBeTruthy();
    expect(await runCli(h.db, ['social', 'remove', 'partner'])).toBe('provider partner removed');
  });

  it('says a provider that cannot be reached is unavailable', async () => {
    await runCli(h.db, [
      'social',
      'add',
      'down',
      '--label',
      'Down',
      '--issuer',
      'http://127.0.0.1:1/nothing',
      '--client-id',
      'x',
      '--client-secret',
      'y',
    ]);
    const start = await h.call({
      method: 'POST',
      url: '/wps/social/start',
      payload: { provider: 'down', intent: 'login' },
    });
    expect(start.statusCode).toBe(503);
    expect(start.json().code).toBe('SOCIAL_UNAVAILABLE');
    await runCli(h.db, ['social', 'remove', 'down']);
  });

  it('refuses bad input with a message that says what is wrong', async () => {
    const add = (...args: string[]) => runCli(h.db, ['social', 'add', ...args]);
    const base = ['--label', 'X', '--client-id', 'a', '--client-secret', 'b'];
    await expect(add('Bad Id', ...base, '--issuer', 'https://id.example')).rejects.toThrow(
      /lower-case letters/u,
    );
    await expect(add('ok', ...base, '--issuer', 'http://id.example')).rejects.toThrow(
      /must be https/u,
    );
    await expect(add('ok', ...base, '--issuer', 'not a url')).rejects.toThrow(/not an address/u);
    await expect(add('ok', '--label', 'X', '--issuer', 'https://id.example')).rejects.toThrow(
      /--client-id is required/u,
    );
    await expect(
      add('ok', ...base, '--issuer', 'https://id.example', '--icon', 'javascript:alert(1)'),
    ).rejects.toThrow(/--icon must be/u);
    await expect(runCli(h.db, ['social', 'remove', 'nope'])).rejects.toThrow(/no provider nope/u);
    await expect(runCli(h.db, ['social', 'unlink', 'vip01', 'local'])).rejects.toThrow(
      /has no local identity/u,
    );
    expect(await runCli(h.db, ['social', 'identities', 'vip01'])).toBe(
      'vip01: no linked providers',
    );
  });
});
