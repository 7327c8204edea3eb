import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../cli';
import { DEMO_ARTICLES, seedArticles } from '../db/seed/articles';
import { BACKENDS, startHarness, type Harness } from '../test/harness';

interface ArticleItem {
  id: number;
  kind: string;
  title: string;
  summary: string;
  image: string | null;
  language: string;
  publishedAt: string;
}
interface ArticlePage {
  articles: ArticleItem[];
  pageNo: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

describe.each(BACKENDS)('content: news and blog articles on %s', (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(backend);
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  const get = (url: string) => h.call({ method: 'GET', url });
  const value = async <T>(url: string): Promise<T> => {
    const res = await get(url);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { value: T }).value;
  };
  const idIn = (text: string): number => Number(/#(\d+)/u.exec(text)?.[1]);
  const newsTitles = async (query = '') =>
    (await value<ArticlePage>(`/wps/relay/GCS_articles?kind=news${query}`)).articles.map(
      (a) => a.title,
    );

  it('answers the demo articles of a kind, newest first, without a token', async () => {
    const news = await value<ArticlePage>('/wps/relay/GCS_articles?kind=news&language=es');
    const demoNews = DEMO_ARTICLES.filter((a) => a.kind === 'news').sort(
      (a, b) => a.daysAgo - b.daysAgo,
    );
    expect(news.articles.map((a) => a.title)).toEqual(demoNews.map((a) => a.texts.es.title));
    expect(news).toMatchObject({ pageNo: 1, pageSize: 10, total: demoNews.length, totalPages: 1 });
    expect(news.articles[0]).toMatchObject({ kind: 'news', language: 'es', image: null });
    expect(news.articles[0]).not.toHaveProperty('body');
    const blog = await value<ArticlePage>('/wps/relay/GCS_articles?kind=blog&language=en');
    expect(blog.articles.every((a) => a.kind === 'blog' && a.language === 'en')).toBe(true);
    expect(blog.articles.map((a) => a.title)).toContain('Slot volatility, explained');
  });

  it('falls back to the base language, then English, as the interface does', async () => {
    const [first] = (await value<ArticlePage>('/wps/relay/GCS_articles?kind=news&language=en-GB'))
      .articles;
    expect(first?.language).toBe('en');
    const [other] = (await value<ArticlePage>('/wps/relay/GCS_articles?kind=news&language=th'))
      .articles;
    expect(other?.language).toBe('en');
  });

  it('pages the list, and past the last page answers no rows with the total', async () => {
    const one = await value<ArticlePage>('/wps/relay/GCS_articles?kind=news&pageSize=2&pageNo=2');
    expect(one.articles).toHaveLength(1);
    expect(one).toMatchObject({ pageNo: 2, pageSize: 2, total: 3, totalPages: 2 });
    const past = await value<ArticlePage>('/wps/relay/GCS_articles?kind=news&pageNo=9');
    expect(past).toMatchObject({ articles: [], total: 3 });
  });

  it('reads one article with its plain-text body as published', async () => {
    const out = await runCli(h.db, [
      'article',
      'add',
      'blog',
      '--title:es',
      'Cómo leer <b>las cuotas</b>',
      '--summary:es',
      'Una guía',
      '--body:es',
      'Primer párrafo.\n\n<script>alert(1)</script> se guarda como texto.',
      '--publish',
      'now',
    ]).catch((error: unknown) => String(error));
    // Titles are plain text: the CLI refuses < and >.
    expect(out).toMatch(/--title:es is plain text/u);
    const written = await runCli(h.db, [
      'article',
      'add',
      'blog',
      '--title:es',
      'Cómo leer las cuotas',
      '--summary:es',
      'Una guía',
      '--body:es',
      'Primer párrafo.\n\n<script>alert(1)</script> se guarda como texto.',
      '--image',
      'blog/odds.png',
      '--publish',
      'now',
    ]);
    const id = idIn(written);
    const article = await value<ArticleItem & { body: string }>(
      `/wps/relay/GCS_article?id=${id}&language=en`,
    );
    expect(article).toMatchObject({
      id,
      kind: 'blog',
      title: 'Cómo leer las cuotas',
      language: 'es',
      image: 'blog/odds.png',
      body: 'Primer párrafo.\n\n<script>alert(1)</script> se guarda como texto.',
    });
  });

  it('shows an article only while it is published: drafts, scheduled and removed are not found', async () => {
    const draft = idIn(
      await runCli(h.db, [
        'article',
        'add',
        'news',
        '--title:es',
        'Borrador',
        '--summary:es',
        'Aún no',
        '--body:es',
        'Texto',
      ]),
    );
    const notFound = async (id: number) => {
      const res = await get(`/wps/relay/GCS_article?id=${id}`);
      expect(res.statusCode, res.body).toBe(404);
      expect((res.json() as { code: string }).code).toBe('NOT_FOUND');
    };
    await notFound(draft);
    expect(await newsTitles()).not.toContain('Borrador');

    expect(await runCli(h.db, ['article', 'publish', String(draft), '--at', '2099-01-01'])).toMatch(
      /scheduled for 2099-01-01/u,
    );
    await notFound(draft);

    await runCli(h.db, ['article', 'publish', String(draft)]);
    expect((await newsTitles('&language=es'))[0]).toBe('Borrador');
    await value(`/wps/relay/GCS_article?id=${draft}`);

    await runCli(h.db, ['article', 'unpublish', String(draft)]);
    await notFound(draft);
    await runCli(h.db, ['article', 'publish', String(draft)]);
    await runCli(h.db, ['article', 'remove', String(draft)]);
    await notFound(draft);
    await notFound(2_000_000_000);
  });

  it('refuses bad queries with a 400, never a 5xx', async () => {
    for (const url of [
      '/wps/relay/GCS_articles',
      '/wps/relay/GCS_articles?kind=press',
      '/wps/relay/GCS_articles?kind=news&pageNo=0',
      '/wps/relay/GCS_articles?kind=news&pageSize=51',
      '/wps/relay/GCS_articles?kind=news&language=%3Cx%3E',
      '/wps/relay/GCS_article',
      '/wps/relay/GCS_article?id=abc',
      '/wps/relay/GCS_article?id=99999999999',
    ]) {
      const res = await get(url);
      expect(res.statusCode, `${url} ${res.body}`).toBe(400);
    }
  });

  it('keeps a removed demo article removed when the seed runs again', async () => {
    const [row] = await h.db.query<{ id: number }>(
      "SELECT id FROM content_articles WHERE seed_key = 'blog-slots-volatility'",
    );
    await runCli(h.db, ['article', 'remove', String(row?.id)]);
    expect(await seedArticles(h.db)).toBe(0);
    const blog = await value<ArticlePage>('/wps/relay/GCS_articles?kind=blog&language=en');
    expect(blog.articles.map((a) => a.title)).not.toContain('Slot volatility, explained');
  });
});
