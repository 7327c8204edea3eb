import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../cli';
import { BACKENDS, login, startHarness, type Harness } from '../test/harness';

/**
 * Spec 4.2 step 5 and 4.7: a session whose password must change (first login on the default
 * password, an operator reset, an expired password) may only change it, log out and read the
 * member info the pop-up needs; every other token call is refused until the change.
 */
describe.each(BACKENDS)('a forced password change on %s', (kind) => {
  let h: Harness;
  let nodeId = 0;
  let welcome = 0;

  beforeAll(async () => {
    h = await startHarness(kind);
    const [game] = await h.db.query<{ node_id: number }>(
      "SELECT node_id FROM games WHERE is_game = 'GAME' ORDER BY node_id LIMIT 1",
    );
    nodeId = game?.node_id ?? 0;
    const [promo] = await h.db.query<{ id: number }>(
      "SELECT id FROM content_promotions WHERE seed_key = 'welcome-100'",
    );
    welcome = promo?.id ?? 0;
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  const balance = (token: string) =>
    h.call({ method: 'GET', url: '/wps/v2/wallets/balance', token });
  const launch = (token: string) =>
    h.call({ method: 'POST', url: '/wps/game/launchGame', token, payload: { nodeId } });
  const claim = (token: string) =>
    h.call({
      method: 'POST',
      url: '/wps/relay/GCS_claimPromo',
      token,
      payload: { promotionId: welcome },
    });
  const info = (token: string) => h.call({ method: 'GET', url: '/wps/member/info', token });
  const change = (token: string, oldPassword: string, newPassword: string) =>
    h.call({
      method: 'POST',
      url: '/wps/member/password',
      token,
      payload: { oldPassword, newPassword, confirmNewPassword: newPassword },
    });
  const refused = (res: { statusCode: number; json(): unknown }) => {
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, code: 'PASSWORD_CHANGE_REQUIRED' });
  };

  it('refuses the newbie on the default password everything but the change, then lets it all', async () => {
    const token = await login(h, 'newbie01', 'Portal2024');
    refused(await balance(token));
    refused(await launch(token));
    refused(await claim(token));
    refused(await h.call({ method: 'GET', url: '/wps/member/info/icon', token }));
    // The pop-up's page still knows who is logged in, and that the change is due.
    const before = await info(token);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ value: { account: 'newbie01', passwordExpired: true } });
    // A new login does not lift it.
    refused(await balance(await login(h, 'newbie01', 'Portal2024')));

    const changed = await change(token, 'Portal2024', 'lantern orchard velvet 42');
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await balance(token)).statusCode).toBe(200);
    const launched = await launch(token);
    expect(launched.statusCode, launched.body).toBe(200);
    const claimed = await claim(token);
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect((await info(token)).json()).toMatchObject({ value: { passwordExpired: false } });
  });

  it('lets a refused session log out', async () => {
    await h.db.query(
      "UPDATE accounts SET must_change_password = true WHERE username_key = 'down01'",
    );
    const token = await login(h, 'down01', 'Down1234');
    refused(await balance(token));
    const out = await h.call({ method: 'DELETE', url: '/wps/session/logout', token });
    expect(out.statusCode).toBe(200);
    expect((await info(token)).statusCode).toBe(401);
    await h.db.query(
      "UPDATE accounts SET must_change_password = false WHERE username_key = 'down01'",
    );
  });

  it('holds an expired password to the change too', async () => {
    await h.db.query(
      "UPDATE accounts SET password_changed_at = now() - interval '400 days' WHERE username_key = 'down02'",
    );
    const token = await login(h, 'down02', 'Down1234');
    refused(await balance(token));
    expect((await change(token, 'Down1234', 'quiet harbour mosaic 17')).statusCode).toBe(200);
    expect((await balance(token)).statusCode).toBe(200);
  });

  it("holds an operator's one-time password to the change", async () => {
    const out = await runCli(h.db, ['reset-password', 'vip01']);
    const otp = /one-time password (\S+)/u.exec(out)?.[1] ?? '';
    const token = await login(h, 'vip01', otp);
    refused(await balance(token));
    expect((await change(token, otp, 'copper meadow riddle 88')).statusCode).toBe(200);
    expect((await balance(token)).statusCode).toBe(200);
  });
});
