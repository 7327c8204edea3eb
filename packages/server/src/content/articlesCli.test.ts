import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../cli';
import { migrate } from '../db/migrations';
import { DEMO_ARTICLES } from '../db/seed/articles';
import { seed } from '../db/seed/seed';
import type { Db } from '../db/types';
import { freshPglite } from '../test/harness';

describe('operator CLI: articles', () => {
  let db: Db;
  beforeAll(async () => {
    db = await freshPglite();
    await migrate(db);
    await seed(db, { demo: true });
  }, 120_000);
  afterAll(async () => {
    await db?.close();
  });

  const snapshot = () => db.query('SELECT * FROM content_articles ORDER BY id');
  /** A refused command throws a clear message and changes nothing. */
  const refused = async (args: string[], message: string | RegExp) => {
    const before = await snapshot();
    await expect(runCli(db, args)).rejects.toThrow(message);
    expect(await snapshot()).toEqual(before);
  };
  const idIn = (text: string): number => Number(/#(\d+)/u.exec(text)?.[1]);
  const texts = (lang: string, title = 'Título') => [
    `--title:${lang}`,
    title,
    `--summary:${lang}`,
    'Resumen',
    `--body:${lang}`,
    'Cuerpo',
  ];

  it('writes a draft in two languages, reading a long body from a file, and lists it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'article-cli-'));
    const file = join(dir, 'body.txt');
    await writeFile(file, 'First paragraph.\n\nSecond paragraph.\n');
    const out = await runCli(db, [
      'article',
      'add',
      'news',
      ...texts('es', 'Nuevo torneo'),
      '--title:EN',
      'New tournament',
      '--summary:EN',
      'Summary',
      '--body:EN',
      `@${file}`,
    ]);
    expect(out).toMatch(/^wrote news article #\d+ \(en\+es\), a draft/u);
    const [row] = await db.query<{ texts: Record<string, { body: string }>; published_at: null }>(
      'SELECT texts, published_at FROM content_articles WHERE id = $1',
      [idIn(out)],
    );
    expect(row?.texts['en']?.body).toBe('First paragraph.\n\nSecond paragraph.');
    expect(row?.published_at).toBeNull();
    expect(await runCli(db, ['article', 'list', 'news', '--all'])).toContain(
      `#${idIn(out)} news draft en+es "Nuevo torneo"`,
    );
    expect(await runCli(db, ['article', 'list', 'news'])).not.toContain('Nuevo torneo');
    expect(await runCli(db, ['article', 'list'])).toMatch(/blog published/u);
  });

  it('edits texts, adds a language, sets and clears the image', async () => {
    const id = idIn(
      await runCli(db, ['article', 'add', 'blog', ...texts('es'), '--publish', 'now']),
    );
    expect(
      await runCli(db, [
        'article',
        'edit',
        String(id),
        '--title:es',
        'Otro',
        ...texts('en').slice(0, 0),
      ]),
    ).toBe(`changed article #${id}: es`);
    expect(
      await runCli(db, [
        'article',
        'edit',
        String(id),
        ...texts('en', 'Title'),
        '--image',
        'blog/a.webp',
      ]),
    ).toBe(`changed article #${id}: en, image`);
    const read = async () =>
      (
        await db.query<{ texts: Record<string, { title: string }>; image: string | null }>(
          'SELECT texts, image FROM content_articles WHERE id = $1',
          [id],
        )
      )[0];
    expect(await read()).toMatchObject({
      texts: { es: { title: 'Otro' }, en: { title: 'Title' } },
      image: 'blog/a.webp',
    });
    await runCli(db, ['article', 'edit', String(id), '--image', 'none']);
    expect((await read())?.image).toBeNull();
    await refused(
      ['article', 'edit', String(id), '--title:pt', 'Só o título'],
      /--summary:pt is missing/u,
    );
  });

  it('refuses bad kinds, texts, languages, dates, images and ids, changing nothing', async () => {
    await refused(['article', 'add', 'press', ...texts('es')], /takes a kind: news or blog/u);
    await refused(['article', 'add'], /takes a kind/u);
    await refused(['article', 'add', 'news', ...texts('en')], /default language is required/u);
    await refused(['article', 'add', 'news', '--title:es', 'T'], /--summary:es is missing/u);
    await refused(
      ['article', 'add', 'news', ...texts('es'), '--title:xx', 'T'],
      /xx is not a language the portal offers/u,
    );
    await refused(['article', 'add', 'news', ...texts('es'), '--title', 'T'], /name the language/u);
    await refused(
      [
        'article',
        'add',
        'news',
        '--title:es',
        'x'.repeat(201),
        '--summary:es',
        's',
        '--body:es',
        'b',
      ],
      /--title:es is longer than 200 characters/u,
    );
    await refused(
      [
        'article',
        'add',
        'news',
        '--title:es',
        't',
        '--summary:es',
        's'.repeat(501),
        '--body:es',
        'b',
      ],
      /--summary:es is longer than 500/u,
    );
    await refused(
      [
        'article',
        'add',
        'news',
        '--title:es',
        't',
        '--summary:es',
        's',
        '--body:es',
        'b'.repeat(20_001),
      ],
      /--body:es is longer than 20000/u,
    );
    await refused(
      ['article', 'add', 'news', '--title:es', 't', '--summary:es', 's', '--body:es', 'a\u0000b'],
      /holds control characters/u,
    );
    await refused(
      ['article', 'add', 'news', '--title:es', ' ', '--summary:es', 's', '--body:es', 'b'],
      /--title:es is empty/u,
    );
    await refused(
      ['article', 'add', 'news', '--title:es', 'a\nb', '--summary:es', 's', '--body:es', 'b'],
      /is one line/u,
    );
    for (const date of [
      'tomorrow',
      '2026-02-31',
      '20266-01-01',
      '1999-12-31',
      '2026-13-01',
      '2026-01-01T25:00:00Z',
    ])
      await refused(
        ['article', 'add', 'news', ...texts('es'), '--publish', date],
        /--publish must be a date/u,
      );
    for (const image of [
      'https://evil.example/x.png',
      '../x.png',
      'a/../../x.png',
      'x.exe',
      '/abs.png',
    ])
      await refused(
        ['article', 'add', 'news', ...texts('es'), '--image', image],
        /--image must be a path/u,
      );
    await refused(
      ['article', 'add', 'news', ...texts('es'), '--colour', 'red'],
      /unknown option --colour/u,
    );
    await refused(['article', 'add', 'news', ...texts('es'), '--image'], /--image needs a value/u);
    await refused(['article', 'add', 'news', ...texts('es'), '--body:es', 'again'], /given twice/u);
    await refused(
      [
        'article',
        'add',
        'news',
        '--title:es',
        't',
        '--summary:es',
        's',
        '--body:es',
        '@/no/such/file',
      ],
      /cannot read/u,
    );
    for (const id of ['0', '-1', 'abc', '99999999999', '1.5', ''])
      await refused(['article', 'publish', id], /takes an article id/u);
    await refused(['article', 'publish', '2000000000'], /no article #2000000000/u);
    await refused(['article', 'publish', '1', '--at', 'soon'], /--at must be a date/u);
    await refused(['article', 'edit', '1'], /give a text/u);
    await refused(['article', 'unpublish', '1', '2'], /takes one id/u);
    await refused(['article', 'remove'], /takes an article id/u);
    await refused(['article', 'list', 'press'], /takes a kind/u);
    await refused(['article', 'list', 'news', 'blog'], /article list takes/u);
    await refused(['article'], /article takes add, edit, publish, unpublish, remove, list/u);
    await refused(['article', 'delete', '1'], /article takes add/u);
  });

  it('unpublishes once, and a removed article is gone for every command', async () => {
    const id = String(
      idIn(await runCli(db, ['article', 'add', 'news', ...texts('es'), '--publish', '2026-01-01'])),
    );
    expect(await runCli(db, ['article', 'unpublish', id])).toBe(
      `article #${id} unpublished: it is a draft again`,
    );
    await refused(['article', 'unpublish', id], /is not published/u);
    expect(await runCli(db, ['article', 'remove', id])).toBe(`removed article #${id}`);
    await refused(['article', 'remove', id], new RegExp(`no article #${id}`, 'u'));
    await refused(['article', 'publish', id], /no article/u);
    await refused(['article', 'edit', id, '--title:es', 'x'], /no article/u);
    expect(await runCli(db, ['article', 'list', '--all'])).not.toContain(`#${id} `);
  });

  it('gives a database seeded before articles existed the demo articles at its next start', async () => {
    await db.query('DELETE FROM content_articles');
    await seed(db, { demo: true });
    const [{ n } = { n: 0 }] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM content_articles WHERE published_at <= now()',
    );
    expect(n).toBe(DEMO_ARTICLES.length);
    await seed(db, { demo: true });
    expect(await db.query('SELECT id FROM content_articles')).toHaveLength(DEMO_ARTICLES.length);
  });
});
