import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, login, startHarness, type Harness } from '../test/harness';

describe.each(BACKENDS)('game types and PVP rooms on %s', (kind) => {
  let h: Harness;
  let demo: string;
  beforeAll(async () => {
    h = await startHarness(kind);
    demo = await login(h, 'demo01', 'Demo1234');
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  const get = (url: string, token?: string) =>
    h.call({ method: 'GET', url, ...(token ? { token } : {}) });
  const ok = <T>(res: { statusCode: number; body: string; json(): unknown }): T => {
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { value: T }).value;
  };

  describe('game types and PVP rooms', () => {
    it('lists the game types that have vendors, in menu order, with their counts', async () => {
      const { lanes } = ok<{
        lanes: { gameType: string; vendorCount: number; gameCount: number }[];
      }>(await get('/wps/relay/GCS_gameTypes?platform=html5-desktop&merchantCode=TESTMERCHANT'));
      expect(lanes.map((l) => l.gameType)).toEqual([
        'RNG',
        'LIVE',
        'SPORTS',
        'FISH',
        'ESPORTS',
        'PVP',
        'COCKFIGHT',
        'MXWIN',
        'LOTT',
      ]);
      const counts = await h.db.query<{ game_type: string; n: number }>(
        'SELECT game_type, count(*)::int AS n FROM games GROUP BY game_type',
      );
      for (const lane of lanes)
        expect(lane.gameCount).toBe(counts.find((c) => c.game_type === lane.gameType)?.n);
      expect(lanes.find((l) => l.gameType === 'LOTT')).toMatchObject({
        vendorCount: 3,
        gameCount: 12,
      });
      const wrong = await get('/wps/relay/GCS_gameTypes?merchantCode=OTHER');
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json().message).toBe('merchantCode: unknown merchant');
      expect((await get('/wps/relay/GCS_gameTypes?platform=a%20b')).statusCode).toBe(400);
    });

    it('lists four rooms a PVP game, open to the balance the player has', async () => {
      expect((await get('/wps/relay/GCS_pvpRooms')).statusCode).toBe(401);
      const value = ok<{
        balance: number;
        rooms: {
          roomId: number;
          vassalage: string;
          tier: string;
          minBalance: number;
          canEnter: boolean;
          tierName: string;
        }[];
      }>(await get('/wps/relay/GCS_pvpRooms?language=en', demo));
      expect(value.rooms).toHaveLength(5 * 8 * 4);
      expect(new Set(value.rooms.map((r) => r.roomId)).size).toBe(value.rooms.length);
      for (const r of value.rooms) expect(r.canEnter).toBe(value.balance >= r.minBalance);
      expect(value.rooms.slice(0, 4).map((r) => [r.tier, r.tierName])).toEqual([
        ['NOVICE', 'Beginners'],
        ['REGULAR', 'Regulars'],
        ['EXPERT', 'Experts'],
        ['VIP', 'VIP Room'],
      ]);
      const kx = ok<{ rooms: { vassalage: string }[] }>(
        await get('/wps/relay/GCS_pvpRooms?vassalage=KX', demo),
      );
      expect(kx.rooms).toHaveLength(32);
      expect(kx.rooms.every((r) => r.vassalage === 'KX')).toBe(true);
      expect((await get('/wps/relay/GCS_pvpRooms?vassalage=kx', demo)).statusCode).toBe(400);
    });
  });
});
