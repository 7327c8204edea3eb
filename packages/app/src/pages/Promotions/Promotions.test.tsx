import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';
import { switchLanguage } from '../../i18n';
import { renderApp } from '../../test/renderApp';

afterEach(() => cleanup());

const main = () => page.getByRole('main');

describe('the promotions page (spec 2.1, /promotions)', () => {
  it('shows every live promotion in Spanish, with the types that have some as filters', async () => {
    await renderApp('/promotions');
    // The page's texts are a chunk of their own: the title is Spanish, never the English fallback.
    await expect
      .element(main().getByRole('heading', { level: 1, name: 'Promociones' }))
      .toBeVisible();
    await expect
      .element(main().getByRole('heading', { name: 'Bono de bienvenida del 100 %' }))
      .toBeVisible();
    await expect
      .element(main().getByRole('heading', { name: 'Recarga de los lunes' }))
      .toBeVisible();
    const filters = main().getByRole('tablist', { name: 'Tipos de promoción' });
    await expect
      .element(filters.getByRole('tab', { name: 'Todas' }))
      .toHaveAttribute('aria-selected', 'true');
    await expect.element(filters.getByRole('tab', { name: /^Depósito \(\d+\)$/u })).toBeVisible();
    // The terms are closed until asked for.
    const terms = main().getByText('Términos y condiciones').first();
    await expect.element(terms).toBeVisible();
  });

  it('keeps the room of each card’s picture from the first paint: nothing below moves when it loads', async () => {
    await renderApp('/promotions');
    await expect
      .element(main().getByRole('heading', { name: 'Bono de bienvenida del 100 %' }))
      .toBeVisible();
    const picture = document.querySelector<HTMLImageElement>('article[id^="promotion-"] img');
    if (!picture) throw new Error('no picture on the first card');
    await expect.poll(() => picture.complete && picture.naturalWidth > 0).toBe(true);
    // Before it loads, a picture takes the room its declared size gives (its width and height
    // attributes, at the card's width); once drawn it must take that same room.
    const declared = Number(picture.getAttribute('height')) / Number(picture.getAttribute('width'));
    const box = picture.getBoundingClientRect();
    expect(box.height).toBeCloseTo(box.width * declared, 0);
  });

  it('filters by type in the address, so that a filtered list can be shared', async () => {
    const { router } = await renderApp('/promotions');
    const filters = main().getByRole('tablist', { name: 'Tipos de promoción' });
    await filters.getByRole('tab', { name: /^Depósito/u }).click();
    await expect.poll(() => router.state.location.search).toBe('?type=DEPOSIT');
    await expect
      .element(main().getByRole('heading', { name: 'Recarga de los lunes' }))
      .toBeVisible();
    await expect
      .element(main().getByRole('heading', { name: 'Bono de bienvenida del 100 %' }))
      .not.toBeInTheDocument();
    // The page is rendered anew for the new address, and focus is still on the chosen tab:
    // back to every type with the keyboard, as the tabs allow.
    await expect.element(filters.getByRole('tab', { name: /^Depósito/u })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect.poll(() => router.state.location.search).toBe('');
  });

  it('follows a language switch, the promotions included', async () => {
    const { i18n } = await renderApp('/promotions');
    await expect
      .element(main().getByRole('heading', { name: 'Bono de bienvenida del 100 %' }))
      .toBeVisible();
    await switchLanguage(i18n, 'en');
    await expect
      .element(main().getByRole('heading', { level: 1, name: 'Promotions' }))
      .toBeVisible();
    await expect.element(main().getByRole('heading', { name: '100% welcome bonus' })).toBeVisible();
  });
});
