import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, USAGE } from '../cli';
import { migrate } from '../db/migrations';
import { seed } from '../db/seed/seed';
import type { Db } from '../db/types';
import { freshPglite } from '../test/harness';

describe('operator CLI: banners and withdrawals', () => {
  let db: Db;
  beforeAll(async () => {
    db = await freshPglite();
    await migrate(db);
    await seed(db, { demo: true });
  }, 120_000);
  afterAll(async () => {
    await db?.close();
  });

  /** Every row of the content tables, to show that a refused command changed nothing. */
  const snapshot = async () => ({
    announcements: await db.query('SELECT * FROM content_announcements ORDER BY id'),
    banners: await db.query('SELECT * FROM content_banners ORDER BY id'),
  });
  const refused = async (args: string[], message: string | RegExp) => {
    const before = await snapshot();
    await expect(runCli(db, args)).rejects.toThrow(message);
    expect(await snapshot()).toEqual(before);
  };
  const idIn = (text: string): number => Number(/#(\d+)/u.exec(text)?.[1]);

  it('publishes banners of every linkage type, checking their target', async () => {
    const [promotion] = await db.query<{ id: number }>(
      "SELECT id FROM content_promotions WHERE seed_key = 'daily-rebate'",
    );
    const [game] = await db.query<{ node_id: number; id: number }>(
      "SELECT node_id, id FROM games WHERE game_type = 'FISH' ORDER BY node_id LIMIT 1",
    );
    const url = await runCli(db, [
      'publish',
      'banner',
      '--group',
      'w_home',
      '--linkage-type',
      'URL',
      '--linkage',
      'https://portal.example.com/promotions',
      '--title:es',
      'Promociones',
      '--subtitle:es',
      'Todas las ofertas',
      '--sort',
      '9',
    ]);
    expect(url).toMatch(/^published banner #\d+ in w_home \(URL https:/u);
    const p = await runCli(db, [
      'publish',
      'banner',
      '--group',
      'w_login',
      '--linkage-type',
      'P',
      '--linkage',
      String(promotion?.id),
      '--title:es',
      'Reembolso',
      '--image',
      'banners/rebate.png',
    ]);
    const g = await runCli(db, [
      'publish',
      'banner',
      '--group',
      'w_left_menu',
      '--linkage-type',
      'G',
      '--linkage',
      String(game?.node_id),
      '--title:es',
      'Pesca',
    ]);
    const rows = await db.query<{
      id: number;
      url: string | null;
      promotion_id: number | null;
      game_id: number | null;
      image: string | null;
    }>(
      'SELECT id, url, promotion_id, game_id, image FROM content_banners WHERE id = ANY($1::int[]) ORDER BY id',
      [[idIn(url), idIn(p), idIn(g)]],
    );
    expect(rows).toEqual([
      {
        id: idIn(url),
        url: 'https://portal.example.com/promotions',
        promotion_id: null,
        game_id: null,
        image: null,
      },
      {
        id: idIn(p),
        url: null,
        promotion_id: promotion?.id,
        game_id: null,
        image: 'banners/rebate.png',
      },
      { id: idIn(g), url: null, promotion_id: null, game_id: game?.id, image: null },
    ]);
  });

  it('refuses a banner whose target is wrong or missing, writing nothing', async () => {
    const base = ['publish', 'banner', '--group', 'w_home', '--title:es', 'Hola'];
    await refused(
      [...base, '--linkage-type', 'URL', '--linkage', 'javascript:alert(1)'],
      'must start with https://',
    );
    await refused(
      [...base, '--linkage-type', 'URL', '--linkage', '//evil.example'],
      'must start with https://',
    );
    await refused([...base, '--linkage-type', 'P', '--linkage', '999999'], 'no promotion 999999');
    await refused([...base, '--linkage-type', 'P', '--linkage', 'welcome'], 'is a promotion id');
    await refused([...base, '--linkage-type', 'G', '--linkage', '42'], 'no game with nodeId 42');
    await refused(
      [...base, '--linkage-type', 'X', '--linkage', '1'],
      '--linkage-type must be one of URL, P, G',
    );
    await refused([...base, '--linkage-type', 'URL'], '--linkage is required');
    await refused(
      [
        ...base,
        '--linkage-type',
        'URL',
        '--linkage',
        '/promotions',
        '--image',
        '../../etc/passwd.png',
      ],
      '--image',
    );
    await refused(
      [
        'publish',
        'banner',
        '--group',
        'w_footer',
        '--linkage-type',
        'URL',
        '--linkage',
        '/x',
        '--title:es',
        'x',
      ],
      '--group must be one of w_home, w_login, w_register, w_forget, w_left_menu',
    );
    const [promotion] = await db.query<{ id: number }>(
      "SELECT id FROM content_promotions WHERE seed_key = 'vip-birthday'",
    );
    await db.query('UPDATE content_promotions SET withdrawn_at = now() WHERE id = $1', [
      promotion?.id,
    ]);
    await refused(
      [...base, '--linkage-type', 'P', '--linkage', String(promotion?.id)],
      'is not live',
    );
    await db.query('UPDATE content_promotions SET withdrawn_at = NULL WHERE id = $1', [
      promotion?.id,
    ]);
  });

  it('withdraws an announcement, a notice and a banner, keeping their records', async () => {
    const [announcement] = await db.query<{ id: number }>(
      "SELECT id FROM content_announcements WHERE seed_key = 'weekend-rebate'",
    );
    const [notice] = await db.query<{ id: number }>(
      "SELECT id FROM content_announcements WHERE seed_key = 'new-line'",
    );
    const [banner] = await db.query<{ id: number }>(
      "SELECT id FROM content_banners WHERE seed_key = 'home-help'",
    );
    expect(await runCli(db, ['withdraw', 'announcement', String(announcement?.id)])).toBe(
      `withdrew announcement #${announcement?.id} (its record is kept)`,
    );
    await runCli(db, ['withdraw', 'notice', String(notice?.id)]);
    await runCli(db, ['withdraw', 'banner', String(banner?.id)]);
    const kept = await db.query<{ withdrawn: boolean; texts: object }>(
      `SELECT withdrawn_at IS NOT NULL AS withdrawn, texts FROM content_announcements WHERE id = ANY($1::int[])
       UNION ALL SELECT withdrawn_at IS NOT NULL, texts FROM content_banners WHERE id = $2`,
      [[announcement?.id, notice?.id], banner?.id],
    );
    expect(kept).toHaveLength(3);
    for (const row of kept) {
      expect(row.withdrawn).toBe(true);
      expect(Object.keys(row.texts)).toEqual(expect.arrayContaining(['es', 'en']));
    }
    expect(await runCli(db, ['list-content', 'banner'])).not.toContain(`#${banner?.id} `);
    expect(await runCli(db, ['list-content', 'banner', '--all'])).toContain(
      `#${banner?.id} withdrawn`,
    );
  });

  it('refuses to withdraw what is not there, is of another kind, or is already withdrawn', async () => {
    const [notice] = await db.query<{ id: number }>(
      "SELECT id FROM content_announcements WHERE seed_key = 'deposit-methods'",
    );
    await refused(
      ['withdraw', 'announcement', String(notice?.id)],
      `no announcement #${notice?.id}`,
    );
    await refused(['withdraw', 'banner', '999999'], 'no banner #999999');
    await refused(['withdraw', 'notice', 'first'], 'withdraw notice takes an id');
    await refused(['withdraw', 'notice'], 'withdraw notice takes an id');
    await refused(['withdraw', 'poster', '1'], 'withdraw takes announcement, notice or banner');
    await runCli(db, ['withdraw', 'notice', String(notice?.id)]);
    await refused(['withdraw', 'notice', String(notice?.id)], 'was already withdrawn on');
  });

  it('a withdrawn seeded item stays withdrawn when the server starts again', async () => {
    const [banner] = await db.query<{ id: number }>(
      "SELECT id FROM content_banners WHERE seed_key = 'home-help'",
    );
    const before = await snapshot();
    await seed(db, { demo: true });
    expect(await snapshot()).toEqual(before);
    // No id was drawn by the seeding that added nothing: the next item follows the last one.
    const next = await runCli(db, [
      'publish',
      'notice',
      '--type',
      'B',
      '--execution',
      'B',
      '--title:es',
      'Siguiente',
      '--content:es',
      '<p>x</p>',
    ]);
    const [{ last } = { last: 0 }] = await db.query<{ last: number }>(
      'SELECT max(id)::int AS last FROM content_announcements WHERE id < $1',
      [idIn(next)],
    );
    expect(idIn(next)).toBe(last + 1);
    const [row] = await db.query<{ withdrawn: boolean; n: number }>(
      `SELECT withdrawn_at IS NOT NULL AS withdrawn, (SELECT count(*)::int FROM content_banners WHERE seed_key = 'home-help') AS n
       FROM content_banners WHERE id = $1`,
      [banner?.id],
    );
    expect(row).toEqual({ withdrawn: true, n: 1 });
  });

  it('names the content commands in its usage', async () => {
    expect(USAGE).toContain('publish announcement|notice');
    expect(USAGE).toContain('withdraw announcement|notice|banner <id>');
    await expect(runCli(db, ['list-content'])).rejects.toThrow(
      'list-content takes announcement, notice or banner',
    );
  });
});
