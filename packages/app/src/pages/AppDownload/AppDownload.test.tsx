import { afterEach, describe, expect, it } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';
import { switchLanguage } from '../../i18n';
import { renderApp } from '../../test/renderApp';

afterEach(() => cleanup());

const main = () => page.getByRole('main');
// The seed's links (cli app-download sets others).
const IOS = 'https://portal.example.com/app/ios';
const ANDROID = 'https://portal.example.com/app/android.apk';

describe('the app-download page (spec 1, /download)', () => {
  it("shows each app's QR code and link from the operator's settings, and the install guides", async () => {
    await renderApp('/download');
    // The page's texts are a chunk of their own: the title is Spanish, never the English fallback.
    await expect
      .element(main().getByRole('heading', { level: 1, name: 'Descargar la app' }))
      .toBeVisible();
    await expect
      .element(main().getByRole('img', { name: 'Código QR de la app para iOS' }))
      .toBeVisible();
    await expect
      .element(main().getByRole('img', { name: 'Código QR de la app para Android' }))
      .toBeVisible();
    await expect
      .element(main().getByRole('link', { name: 'Descargar para iOS' }))
      .toHaveAttribute('href', IOS);
    await expect
      .element(main().getByRole('link', { name: 'Descargar para Android' }))
      .toHaveAttribute('href', ANDROID);
    for (const guide of [
      'Instalar en iPhone o iPad',
      'Instalar en Android',
      'App ligera (pantalla de inicio)',
    ])
      await expect.element(main().getByRole('heading', { level: 3, name: guide })).toBeVisible();
    // Every step of every guide has its picture.
    const steps = document.querySelectorAll('main ol > li');
    expect(steps).toHaveLength(16);
    for (const step of steps) expect(step.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });

  it('is where /app leads', async () => {
    const { router } = await renderApp('/app');
    await expect.poll(() => router.state.location.pathname).toBe('/download');
    await expect
      .element(main().getByRole('heading', { level: 1, name: 'Descargar la app' }))
      .toBeVisible();
  });

  it("is reached from the side menu's app-download entry, with the keyboard", async () => {
    const { router } = await renderApp('/');
    const menu = page.getByRole('navigation', { name: 'Menú lateral' });
    const entry = menu.getByRole('button', { name: 'Descargar app' });
    await expect.element(entry).toBeVisible();
    (entry.element() as HTMLElement).focus();
    await expect.element(entry).toHaveAttribute('aria-expanded', 'true');
    await expect
      .element(menu.getByRole('img', { name: 'Código QR de la app para Android' }))
      .toBeVisible();
    await userEvent.tab();
    await expect.element(menu.getByRole('link', { name: 'Guías de instalación' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => router.state.location.pathname).toBe('/download');
    await expect
      .element(main().getByRole('heading', { level: 1, name: 'Descargar la app' }))
      .toBeVisible();
  });

  it("shows the operator's lite-install note in the player's language", async () => {
    await commands.operator([
      'app-download',
      'note',
      '--text:es',
      'Use Safari en el iPhone.',
      '--text:en',
      'Use Safari on the iPhone.',
    ]);
    try {
      const { i18n } = await renderApp('/download');
      await expect
        .element(main().getByRole('note', { name: 'Nota del operador' }))
        .toHaveTextContent('Use Safari en el iPhone.');
      await switchLanguage(i18n, 'en');
      await expect
        .element(main().getByRole('heading', { level: 1, name: 'Get the app' }))
        .toBeVisible();
      await expect
        .element(main().getByRole('note', { name: "Operator's note" }))
        .toHaveTextContent('Use Safari on the iPhone.');
      await expect.element(main().getByRole('link', { name: 'Download for iOS' })).toBeVisible();
    } finally {
      await commands.operator(['app-download', 'note', 'off']);
    }
  });
});
