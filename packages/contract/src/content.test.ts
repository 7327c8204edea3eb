import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { calls } from './calls';
import {
  AnnouncementQuery,
  ArticleListQuery,
  ArticleQuery,
  articleParagraphs,
  Banner,
  BannerQuery,
  bannerImagePath,
  contentCalls,
  NoticeQuery,
  NOTICE_DEFAULT_TYPES,
  ANNOUNCEMENT_TYPES,
  promotionImagePath,
  ResourceQuery,
  WinnerBoardQuery,
} from './content';

describe('content calls', () => {
  it('are open GET relay calls merged into the call table', () => {
    for (const [id, c] of Object.entries(contentCalls)) {
      expect(calls[id as keyof typeof calls]).toBe(c);
      expect(c.method).toBe('GET');
      expect(c.token).toBe(false);
      expect(c.path).toMatch(/^\/wps\/relay\/GCS_[A-Za-z]+$/u);
    }
    expect(Object.keys(contentCalls).sort()).toEqual(
      [
        'announcements',
        'article',
        'articles',
        'banners',
        'notices',
        'popular',
        'resources',
        'winnerBoard',
        'promotions',
      ].sort(),
    );
  });

  it('take announcement types and executions as comma lists, as the client sends them', () => {
    const ok = (q: object) => Value.Check(AnnouncementQuery, q);
    expect(ok({ types: 'B,PL,PU,PR,H', platform: 'W' })).toBe(true);
    expect(ok({ types: 'H', execution: 'A,F', language: 'pt-BR', pageNo: 2, pageSize: 9 })).toBe(
      true,
    );
    expect(ok({ types: 'B,,PL' })).toBe(false);
    expect(ok({ types: 'B,XX' })).toBe(false);
    expect(ok({ types: '' })).toBe(false);
    expect(ok({ execution: 'C' })).toBe(false);
    expect(ok({ platform: 'M' })).toBe(false);
    expect(ok({ pageSize: 51 })).toBe(false);
    expect(ok({ other: 1 })).toBe(false);
    // The notice list asks for B, PL, PU, PR (spec 7.2); the pop-ups add H (spec 4.9).
    expect(NOTICE_DEFAULT_TYPES).toEqual(['B', 'PL', 'PU', 'PR']);
    expect(ANNOUNCEMENT_TYPES).toEqual(['B', 'PL', 'PU', 'PR', 'H']);
    expect(Value.Default(NoticeQuery, {})).toMatchObject({ types: 'B,PL,PU,PR', pageSize: 9 });
  });

  it('name the banner groups of spec 2.3 and the linkage types of the operators', () => {
    for (const group of ['w_home', 'w_login', 'w_register', 'w_forget', 'w_left_menu'])
      expect(Value.Check(BannerQuery, { group })).toBe(true);
    expect(Value.Check(BannerQuery, {})).toBe(false);
    expect(Value.Check(BannerQuery, { group: 'w_footer' })).toBe(false);
    const banner = {
      id: 1,
      url: bannerImagePath(1, 'es'),
      title: 'Bono',
      linkageType: 'G',
      linkage: 'PNG-001',
      promotionId: null,
      nodeId: 100_001,
      vendor: 'PNG',
      gameType: 'RNG',
      roomId: null,
      language: 'es',
    };
    expect(Value.Check(Banner, banner)).toBe(true);
    expect(Value.Check(Banner, { ...banner, linkageType: 'X' })).toBe(false);
  });

  it('ask the winner board for ALL by default, 20 rows, at most 50', () => {
    expect(Value.Default(WinnerBoardQuery, {})).toEqual({ gameCategory: 'ALL', limitNum: 20 });
    expect(
      Value.Check(WinnerBoardQuery, { gameCategory: 'LIVE', language: 'es', limitNum: 20 }),
    ).toBe(true);
    expect(Value.Check(WinnerBoardQuery, { gameCategory: 'SLOTS' })).toBe(false);
    expect(Value.Check(WinnerBoardQuery, { limitNum: 51 })).toBe(false);
  });

  it('take resource types as a comma list', () => {
    expect(Value.Check(ResourceQuery, { resourceType: 'APP_IOS,APP_ANDROID' })).toBe(true);
    expect(Value.Check(ResourceQuery, { resourceType: 'APP IOS' })).toBe(false);
  });

  it('place drawn artwork by id and language', () => {
    expect(bannerImagePath(3, 'pt-br')).toBe('/content/banners/3/pt-br.svg');
    expect(promotionImagePath(4, 'en')).toBe('/content/promotions/4/en.svg');
  });
});

describe('article calls', () => {
  it('ask for one kind, paged, and one article by id', () => {
    expect(Value.Check(ArticleListQuery, { kind: 'news', language: 'en', pageNo: 2 })).toBe(true);
    expect(Value.Check(ArticleListQuery, { kind: 'blog', pageSize: 50 })).toBe(true);
    expect(Value.Check(ArticleListQuery, { kind: 'press' })).toBe(false);
    expect(Value.Check(ArticleListQuery, {})).toBe(false);
    expect(Value.Check(ArticleListQuery, { kind: 'news', pageSize: 51 })).toBe(false);
    expect(Value.Check(ArticleQuery, { id: 3 })).toBe(true);
    expect(Value.Check(ArticleQuery, { id: 0 })).toBe(false);
    expect(Value.Check(ArticleQuery, { id: 2_147_483_648 })).toBe(false);
  });

  it('split a body into paragraphs at blank lines', () => {
    expect(articleParagraphs('One\nline two\n\n  Two \r\n\r\n\n\nThree\n')).toEqual([
      'One\nline two',
      'Two',
      'Three',
    ]);
    expect(articleParagraphs('  \n\n ')).toEqual([]);
  });
});
