import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, login, startHarness, type Harness } from '../test/harness';

describe.each(BACKENDS)('game launch on %s', (kind) => {
  let h: Harness;
  let token: string;
  let trialToken: string;
  let nodeId: number;

  beforeAll(async () => {
    h = await startHarness(kind);
    token = await login(h, 'demo01', 'Demo1234');
    const trial = await h.call({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} });
    trialToken = (trial.json() as { value: { token: string } }).value.token;
    const [a] = await h.db.query<{ node_id: number }>(
      "SELECT node_id FROM games WHERE is_game = 'GAME' AND game_type = 'RNG' ORDER BY node_id LIMIT 2",
    );
    nodeId = a?.node_id ?? 0;
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  const launch = (payload: Record<string, unknown>, t: string | null = token) =>
    h.call({ method: 'POST', url: '/wps/game/launchGame', payload, ...(t ? { token: t } : {}) });

  describe('launch', () => {
    it('answers an address with a single-use ticket, never the session token, and records the game as recent', async () => {
      const res = await launch({ nodeId, language: 'en', backUrl: '/rng' });
      expect(res.statusCode, res.body).toBe(200);
      const { gameUrl, expiresAt } = (
        res.json() as { value: { gameUrl: string; expiresAt: string } }
      ).value;
      expect(gameUrl).toMatch(/^\/demo\/play\/[A-Za-z0-9_-]{40,}$/u);
      expect(gameUrl).not.toContain(token);
      expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(61_000);
      const recent = await h.call({ method: 'GET', url: '/wps/relay/GCS_recentGames', token });
      expect(
        (recent.json() as { value: { games: { nodeId: number }[] } }).value.games[0]?.nodeId,
      ).toBe(nodeId);

      const first = await h.call({ method: 'GET', url: gameUrl, merchant: null });
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toContain('text/html');
      expect(first.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(first.headers['content-security-policy']).not.toContain("unsafe-inline'; script");
      expect(first.body).toContain('Published return to player');
      expect(first.body).toContain('96%');
      expect(first.body).toContain('href="/rng"');
      // Opened once: the same address now says it has expired.
      const again = await h.call({ method: 'GET', url: gameUrl, merchant: null });
      expect(again.statusCode).toBe(410);
      expect(again.body).toContain('This game link has expired');
    });

    it('refuses an unknown ticket and an expired one', async () => {
      const unknown = await h.call({
        method: 'GET',
        url: '/demo/play/not-a-ticket-at-all-000000000000000',
        merchant: null,
      });
      expect(unknown.statusCode).toBe(410);
      expect(unknown.body).toContain('Este enlace de juego ha caducado');
      const res = await launch({ nodeId });
      const { gameUrl } = (res.json() as { value: { gameUrl: string } }).value;
      await h.db.query(
        "UPDATE launch_tickets SET expires_at = now() - interval '1 second' WHERE used_at IS NULL",
      );
      expect((await h.call({ method: 'GET', url: gameUrl, merchant: null })).statusCode).toBe(410);
    });

    it('refuses trial accounts with in_need_true_account', async () => {
      const res = await launch({ nodeId }, trialToken);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'TRIAL_FORBIDDEN',
        message: 'in_need_true_account',
      });
    });

    it('needs a token, a known game and a game rather than a group', async () => {
      expect((await launch({ nodeId }, null)).statusCode).toBe(401);
      const missing = await launch({ nodeId: 999_999_999 });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ value: { fields: { nodeId: 'no game 999999999' } } });
      const bad = await launch({ nodeId: 'x', backUrl: 'https://elsewhere.example' });
      expect(bad.statusCode).toBe(400);
      expect(
        Object.keys((bad.json() as { value: { fields: object } }).value.fields).sort(),
      ).toEqual(['backUrl', 'nodeId']);
      // Browsers drop tabs and read `//` or `/\` as another host: none leads off the portal.
      for (const backUrl of ['/\t/evil.example', '//evil.example', '/\\evil.example']) {
        const off = await launch({ nodeId, backUrl });
        expect(off.statusCode).toBe(400);
        expect(off.json()).toMatchObject({ value: { fields: { backUrl: expect.any(String) } } });
      }
      const [group] = await h.db.query<{ node_id: number }>(
        "SELECT node_id FROM games WHERE is_game = 'VASSALAGE' LIMIT 1",
      );
      if (group) {
        const res = await launch({ nodeId: group.node_id });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ code: 'VALIDATION' });
      }
    });
  });
});
