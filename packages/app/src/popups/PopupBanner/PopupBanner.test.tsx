import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';
import { renderApp } from '../../test/renderApp';

afterEach(() => cleanup());

describe("the pop-ups' banner groups (spec 2.3: w_login, w_register, w_forget)", () => {
  it("shows the operator's w_login banner in the login pop-up; its promotion closes the pop-up", async () => {
    const { router } = await renderApp('/login');
    const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
    const banner = dialog.getByRole('button', { name: 'Reembolso diario' });
    await expect.element(banner).toBeVisible();
    await banner.click();
    await expect.poll(() => router.state.location.pathname).toBe('/promotions');
    expect(router.state.location.search).toMatch(/^\?promotionId=\d+$/u);
    await expect.element(dialog).not.toBeInTheDocument();
  });

  it("names its carousel apart from home's, which stays behind the login pop-up", async () => {
    await renderApp('/login');
    const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
    await expect
      .element(dialog.getByRole('region', { name: 'Promociones de esta ventana' }))
      .toBeVisible();
    await expect
      .element(page.getByRole('region', { name: 'Promociones destacadas', includeHidden: true }))
      .toBeInTheDocument();
  });

  it('shows the w_register group in the register pop-up and the w_forget group in the forgot one', async () => {
    await renderApp('/register');
    const register = page.getByRole('dialog', { name: 'Crear una cuenta' });
    await expect
      .element(register.getByRole('button', { name: 'Regístrese y duplique' }))
      .toBeVisible();
    cleanup();
    await renderApp('/login');
    const login = page.getByRole('dialog', { name: 'Iniciar sesión' });
    await login.getByRole('button', { name: '¿Olvidó su contraseña?' }).click();
    const forgot = page.getByRole('dialog', { name: /contraseña/u });
    await expect.element(forgot.getByRole('button', { name: 'Proteja su cuenta' })).toBeVisible();
  });
});

describe('a pop-up with banners opens whole', () => {
  it('the login pop-up shows first with its banner and its social buttons in place, so its form never moves', async () => {
    // What the dialog held the first time it was in the page.
    let first: { banner: boolean; social: boolean } | undefined;
    const observer = new MutationObserver(() => {
      const dialog = document.querySelector('[role="dialog"]');
      if (!dialog || first) return;
      first = {
        banner: dialog.querySelector('img[alt="Reembolso diario"]') !== null,
        social: /Demo ID/u.test(dialog.textContent ?? ''),
      };
    });
    observer.observe(document.body, { childList: true, subtree: true });
    await renderApp('/login');
    await expect.element(page.getByRole('dialog', { name: 'Iniciar sesión' })).toBeVisible();
    observer.disconnect();
    expect(first).toEqual({ banner: true, social: true });
  });
});
