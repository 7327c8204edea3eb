import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ANNOUNCEMENTS, DEMO_BANNERS } from '../db/seed/content';
import { BACKENDS, login, startHarness, type Harness } from '../test/harness';

interface Page {
  pageNo: number;
  pageSize: number;
  total: number;
  totalPages: number;
}
interface Item {
  id: number;
  title: string;
  content: string;
  promotionType: string;
  execution: string;
  language: string;
}
interface BannerItem {
  id: number;
  url: string;
  title: string;
  linkageType: string;
  linkage: string;
  promotionId: number | null;
  nodeId: number | null;
  vendor: string | null;
  gameType: string | null;
  language: string;
}

describe.each(BACKENDS)('content: announcements, notices and banners on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  const get = (url: string, token?: string) =>
    h.call({ method: 'GET', url, ...(token ? { token } : {}) });
  const value = async <T>(url: string): Promise<T> => {
    const res = await get(url);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { value: T }).value;
  };
  const expectInvalid = async (url: string, field: string) => {
    const res = await get(url);
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json() as { code: string; message: string; value: { fields: object } };
    expect(body.code).toBe('VALIDATION');
    expect(Object.keys(body.value.fields)).toContain(field);
    expect(body.message).toContain(field);
  };
  /** Adds announcements or notices straight to the table, as the CLI would. */
  const addAnnouncement = async (
    row: {
      kind?: string;
      type?: string;
      execution?: string;
      sort?: number;
      texts?: object;
      startsIn?: string;
      endsIn?: string;
      withdrawn?: boolean;
    } = {},
  ): Promise<number> => {
    const [inserted] = await h.db.query<{ id: number }>(
      `INSERT INTO content_announcements (kind, promotion_type, execution, sort, texts, starts_at, ends_at, withdrawn_at)
       VALUES ($1, $2, $3, $4, $5::jsonb, now() + $6::interval, now() + $7::interval,
         CASE WHEN $8::boolean THEN now() END) RETURNING id`,
      [
        row.kind ?? 'notice',
        row.type ?? 'B',
        row.execution ?? 'B',
        row.sort ?? 0,
        JSON.stringify(row.texts ?? { es: { title: 'Aviso', content: '<p>Texto</p>' } }),
        row.startsIn ?? '-1 hour',
        row.endsIn ?? '1 day',
        row.withdrawn ?? false,
      ],
    );
    return inserted?.id ?? 0;
  };

  describe('announcements', () => {
    it('answers the live pop-ups of every type, in Spanish by default, with type and execution', async () => {
      const v = await value<Page & { announcements: Item[] }>(
        '/wps/relay/GCS_announcements?types=B,PL,PU,PR,H&platform=W',
      );
      const seeded = DEMO_ANNOUNCEMENTS.filter((a) => a.kind === 'announcement');
      expect(v.total).toBe(seeded.length);
      expect(v.pageSize).toBe(9);
      expect(v.announcements.map((a) => a.title).sort()).toEqual(
        seeded.map((a) => a.texts.es.title).sort(),
      );
      const welcome = v.announcements.find((a) => a.title === '¡Bienvenido al portal!');
      expect(welcome).toMatchObject({ promotionType: 'H', execution: 'B', language: 'es' });
      // HTML is answered as published: the client sanitises it.
      expect(welcome?.content).toContain('<strong>bono de bienvenida del 100 %</strong>');
    });

    it('filters by types and executions, as logged-out and first-login players ask', async () => {
      const visitor = await value<{ announcements: Item[] }>(
        '/wps/relay/GCS_announcements?execution=B',
      );
      expect(visitor.announcements.length).toBeGreaterThan(0);
      expect(visitor.announcements.every((a) => a.execution === 'B')).toBe(true);
      const firstLogin = await value<{ announcements: Item[] }>(
        '/wps/relay/GCS_announcements?execution=A,F',
      );
      expect(firstLogin.announcements.map((a) => a.execution).sort()).toEqual(['A', 'F']);
      const home = await value<{ announcements: Item[] }>('/wps/relay/GCS_announcements?types=H');
      expect(home.announcements.every((a) => a.promotionType === 'H')).toBe(true);
      expect(home.announcements).toHaveLength(1);
    });

    it('answers English when asked, the base language for a regional code, and English for one it lacks, as the interface does', async () => {
      const en = await value<{ announcements: Item[] }>(
        '/wps/relay/GCS_announcements?types=H&language=EN',
      );
      expect(en.announcements[0]).toMatchObject({
        title: 'Welcome to the portal!',
        language: 'en',
      });
      const enGb = await value<{ announcements: Item[] }>(
        '/wps/relay/GCS_announcements?types=H&language=en-GB',
      );
      expect(enGb.announcements[0]?.language).toBe('en');
      const th = await value<{ announcements: Item[] }>(
        '/wps/relay/GCS_announcements?types=H&language=th',
      );
      expect(th.announcements[0]).toMatchObject({
        title: 'Welcome to the portal!',
        language: 'en',
      });
    });

    it('needs no token, and answers the same with one', async () => {
      const token = await login(h, 'demo01', 'Demo1234');
      const withToken = await get('/wps/relay/GCS_announcements', token);
      const without = await get('/wps/relay/GCS_announcements');
      expect(withToken.statusCode).toBe(200);
      expect(withToken.json()).toEqual(without.json());
    });

    it('refuses unknown types, executions, platforms and page sizes, naming the field', async () => {
      await expectInvalid('/wps/relay/GCS_announcements?types=B,XX', 'types');
      await expectInvalid('/wps/relay/GCS_announcements?execution=C', 'execution');
      await expectInvalid('/wps/relay/GCS_announcements?platform=M', 'platform');
      await expectInvalid('/wps/relay/GCS_announcements?pageSize=0', 'pageSize');
      await expectInvalid('/wps/relay/GCS_announcements?language=e1', 'language');
      const merchant = await h.call({
        method: 'GET',
        url: '/wps/relay/GCS_announcements',
        merchant: null,
      });
      expect(merchant.statusCode).toBe(403);
    });
  });

  describe('notices', () => {
    it('pages the live notices 9 at a time, newest first, without H and without the pop-ups', async () => {
      const seeded = DEMO_ANNOUNCEMENTS.filter((a) => a.kind === 'notice');
      const first = await value<Page & { notices: Item[] }>(
        '/wps/relay/GCS_notices?types=B,PL,PU,PR&platform=W&execution=B',
      );
      expect(first.total).toBe(seeded.filter((n) => n.execution === 'B').length);
      // The maintenance notice is sorted first by the operator.
      expect(first.notices[0]?.title).toBe('Mantenimiento programado');
      const ids: number[] = [];
      for (let i = 0; i < 10; i += 1)
        ids.push(
          await addAnnouncement({ texts: { es: { title: `Aviso ${i}`, content: `<p>${i}</p>` } } }),
        );
      const page1 = await value<Page & { notices: Item[] }>('/wps/relay/GCS_notices?execution=B');
      expect(page1.notices).toHaveLength(9);
      expect(page1.total).toBe(first.total + 10);
      expect(page1.totalPages).toBe(Math.ceil((first.total + 10) / 9));
      // Same sort: the newest first.
      expect(page1.notices[1]?.title).toBe('Aviso 9');
      const page2 = await value<Page & { notices: Item[] }>(
        '/wps/relay/GCS_notices?execution=B&pageNo=2',
      );
      expect(page2.notices.map((n) => n.id)).not.toContain(page1.notices[0]?.id);
      const past = await value<Page & { notices: Item[] }>(
        '/wps/relay/GCS_notices?execution=B&pageNo=9',
      );
      expect(past).toMatchObject({ notices: [], total: first.total + 10 });
      const all = await value<{ notices: Item[] }>('/wps/relay/GCS_notices?pageSize=50');
      expect(all.notices.some((n) => n.promotionType === 'H')).toBe(false);
      await h.db.query(
        'UPDATE content_announcements SET withdrawn_at = now() WHERE id = ANY($1::int[])',
        [ids],
      );
    });

    it('hides withdrawn, scheduled and ended notices', async () => {
      const withdrawn = await addAnnouncement({ withdrawn: true });
      const scheduled = await addAnnouncement({ startsIn: '1 day', endsIn: '2 days' });
      const ended = await addAnnouncement({ startsIn: '-2 days', endsIn: '-1 day' });
      const live = await addAnnouncement({});
      const ids = (
        await value<{ notices: Item[] }>('/wps/relay/GCS_notices?pageSize=50')
      ).notices.map((n) => n.id);
      expect(ids).toContain(live);
      for (const hidden of [withdrawn, scheduled, ended]) expect(ids).not.toContain(hidden);
    });

    it('falls back to the default language per notice', async () => {
      const id = await addAnnouncement({
        texts: {
          es: { title: 'Solo en español', content: '<p>es</p>' },
          pt: { title: 'Só em português', content: '<p>pt</p>' },
        },
      });
      const en = await value<{ notices: Item[] }>('/wps/relay/GCS_notices?language=en&pageSize=50');
      expect(en.notices.find((n) => n.id === id)).toMatchObject({
        title: 'Solo en español',
        language: 'es',
      });
      const ptBr = await value<{ notices: Item[] }>(
        '/wps/relay/GCS_notices?language=pt-BR&pageSize=50',
      );
      expect(ptBr.notices.find((n) => n.id === id)).toMatchObject({
        title: 'Só em português',
        language: 'pt',
      });
      // The others are not in Portuguese: English, as the interface falls back.
      expect(ptBr.notices.find((n) => n.id !== id)?.language).toBe('en');
    });

    it('refuses bad input', async () => {
      await expectInvalid('/wps/relay/GCS_notices?types=', 'types');
      await expectInvalid('/wps/relay/GCS_notices?pageNo=0', 'pageNo');
      await expectInvalid('/wps/relay/GCS_notices?pageSize=51', 'pageSize');
    });
  });

  describe('banners', () => {
    it('answers a group in the operator order with its linkage: URL, promotion or game', async () => {
      const v = await value<{ group: string; banners: BannerItem[] }>(
        '/wps/relay/GCS_banners?group=w_home&platform=W',
      );
      const seeded = DEMO_BANNERS.filter((b) => b.group === 'w_home');
      expect(v.group).toBe('w_home');
      expect(v.banners.map((b) => b.title)).toEqual(seeded.map((b) => b.texts.es.title));
      const [promo, game, , link] = v.banners;
      expect(promo).toMatchObject({ linkageType: 'P', nodeId: null, vendor: null });
      expect(promo?.linkage).toBe(String(promo?.promotionId));
      expect(game).toMatchObject({
        linkageType: 'G',
        linkage: 'PNG-001',
        vendor: 'PNG',
        gameType: 'RNG',
        promotionId: null,
      });
      const [row] = await h.db.query<{ node_id: number }>(
        "SELECT node_id FROM games WHERE game_code = 'PNG-001' AND game_type = 'RNG'",
      );
      expect(game?.nodeId).toBe(row?.node_id);
      expect(link).toMatchObject({ linkageType: 'URL', linkage: '/help#term' });
      expect(promo?.url).toBe(`/content/banners/${promo?.id}/es.svg`);
    });

    it('answers every group, in English when asked', async () => {
      for (const group of ['w_login', 'w_register', 'w_forget', 'w_left_menu']) {
        const v = await value<{ banners: BannerItem[] }>(
          `/wps/relay/GCS_banners?group=${group}&language=en`,
        );
        expect(v.banners.length, group).toBeGreaterThan(0);
        expect(v.banners.every((b) => b.language === 'en')).toBe(true);
      }
      const left = await value<{ banners: BannerItem[] }>(
        '/wps/relay/GCS_banners?group=w_left_menu&language=en',
      );
      expect(left.banners[0]?.title).toBe('VIP club');
      expect(left.banners[0]?.url).toMatch(/\/en\.svg$/u);
    });

    it('draws the banner image as an SVG in the language of its text, cached by entity tag', async () => {
      const v = await value<{ banners: BannerItem[] }>('/wps/relay/GCS_banners?group=w_home');
      const url = v.banners[0]?.url ?? '';
      const es = await h.app.inject({ method: 'GET', url });
      expect(es.statusCode).toBe(200);
      expect(es.headers['content-type']).toContain('image/svg+xml');
      expect(es.body).toContain('Bono de bienvenida del 100 %');
      expect(es.body).not.toMatch(/<script|\son\w+=|href=/iu);
      const en = await h.app.inject({ method: 'GET', url: url.replace('/es.svg', '/en.svg') });
      expect(en.body).toContain('100% welcome bonus');
      const again = await h.app.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': String(es.headers['etag']) },
      });
      expect(again.statusCode).toBe(304);
      // A language it has no text in: the English text, as the interface falls back.
      const fr = await h.app.inject({ method: 'GET', url: url.replace('/es.svg', '/fr.svg') });
      expect(fr.body).toBe(en.body);
      expect(
        (await h.app.inject({ method: 'GET', url: '/content/banners/999999/es.svg' })).statusCode,
      ).toBe(404);
      expect(
        (await h.app.inject({ method: 'GET', url: '/content/banners/1/es.png' })).statusCode,
      ).toBe(404);
    });

    it('hides a banner whose promotion is no longer live', async () => {
      const before = await value<{ banners: BannerItem[] }>('/wps/relay/GCS_banners?group=w_login');
      const promotionId = before.banners[0]?.promotionId;
      expect(promotionId).toBeTypeOf('number');
      await h.db.query('UPDATE content_promotions SET withdrawn_at = now() WHERE id = $1', [
        promotionId,
      ]);
      const after = await value<{ banners: BannerItem[] }>('/wps/relay/GCS_banners?group=w_login');
      expect(after.banners.map((b) => b.promotionId)).not.toContain(promotionId);
      await h.db.query('UPDATE content_promotions SET withdrawn_at = NULL WHERE id = $1', [
        promotionId,
      ]);
    });

    it('refuses a missing or unknown group', async () => {
      await expectInvalid('/wps/relay/GCS_banners', 'group');
      await expectInvalid('/wps/relay/GCS_banners?group=w_footer', 'group');
    });
  });
});
