import { afterEach, describe, expect, it } from 'vitest';
import { commands, page } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';
import { switchLanguage } from '../../i18n';
import { renderApp } from '../../test/renderApp';

afterEach(() => cleanup());

const main = () => page.getByRole('main');
const idIn = (text: string): string => /#(\d+)/u.exec(text)?.[1] ?? '';

describe('the news and blog pages (spec 1, /news and /blog)', () => {
  it('shows an article the operator publishes on /news, and opens it', async () => {
    const title = `Torneo de invierno ${Date.now()}`;
    const out = await commands.operator([
      'article',
      'add',
      'news',
      '--title:es',
      title,
      '--summary:es',
      'Premios dobles toda la semana.',
      '--body:es',
      'Primer párrafo.\n\n<b>Segundo</b> párrafo, como texto.',
      '--title:en',
      'Winter tournament',
      '--summary:en',
      'Double prizes all week.',
      '--body:en',
      'First paragraph.\n\nSecond paragraph.',
      '--publish',
      'now',
    ]);
    const id = idIn(out);
    const { router, i18n } = await renderApp('/news');
    await expect.element(main().getByRole('heading', { level: 1, name: 'Noticias' })).toBeVisible();
    // Newest first: the article just published heads the list.
    const link = main().getByRole('link', { name: title });
    await expect.element(link).toBeVisible();
    await link.click();
    await expect.poll(() => router.state.location.pathname).toBe(`/news/${id}`);
    await expect.element(main().getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect.element(main().getByText('Premios dobles toda la semana.')).toBeVisible();
    // The body is text, never HTML: its markup shows as written.
    await expect.element(main().getByText('<b>Segundo</b> párrafo, como texto.')).toBeVisible();
    expect(document.querySelector('main b')).toBeNull();

    await switchLanguage(i18n, 'en');
    await expect
      .element(main().getByRole('heading', { level: 1, name: 'Winter tournament' }))
      .toBeVisible();
    await main().getByRole('link', { name: 'Back to the news' }).click();
    await expect.element(main().getByRole('heading', { level: 1, name: 'News' })).toBeVisible();

    await commands.operator(['article', 'unpublish', id]);
    await renderApp(`/news/${id}`);
    await expect
      .element(
        main().getByRole('heading', { name: 'Este artículo no existe o ya no está publicado' }),
      )
      .toBeVisible();
  });

  it('lists the blog, is reached from the footer, and shows a news article only at /news', async () => {
    const { router } = await renderApp('/');
    // The footer is drawn as it nears the viewport, once the lobby above it has its height.
    await expect
      .poll(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        return document.querySelector('footer');
      })
      .not.toBeNull();
    await page.getByRole('contentinfo').getByRole('button', { name: 'Blog' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/blog');
    await expect.element(main().getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await expect
      .element(main().getByRole('link', { name: 'Volatilidad de las tragamonedas, explicada' }))
      .toBeVisible();
    await renderApp('/blog/1');
    await expect
      .element(
        main().getByRole('heading', { name: 'Este artículo no existe o ya no está publicado' }),
      )
      .toBeVisible();
    await renderApp('/news/abc');
    await expect.element(main().getByRole('link', { name: 'Volver a las noticias' })).toBeVisible();
  });
});
