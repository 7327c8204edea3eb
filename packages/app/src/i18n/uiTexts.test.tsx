import { Pagination, useToast } from '@portal/ui';
import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { createI18n, switchLanguage } from '.';
import { App } from '../App';
import { I18nUiTexts } from './uiTexts';

const pager = { label: 'Páginas', page: 2, pageCount: 3, onPageChange: () => {} };

describe("ui's texts from the app's translations", () => {
  it('fill the provider, and a new language changes them', async () => {
    const i18n = createI18n('es');
    const screen = await render(
      <I18nextProvider i18n={i18n}>
        <I18nUiTexts>
          <Pagination {...pager} />
        </I18nUiTexts>
      </I18nextProvider>,
    );
    await expect.element(screen.getByRole('button', { name: 'Anterior' })).toBeInTheDocument();
    await expect.element(screen.getByRole('button', { name: 'Página 3' })).toBeInTheDocument();

    await switchLanguage(i18n, 'en');
    await expect.element(screen.getByRole('button', { name: 'Previous' })).toBeInTheDocument();
    await expect.element(screen.getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    await switchLanguage(i18n, 'es');
  });

  it("reach the app's own toasts: the region and the close button", async () => {
    function Toast() {
      const toast = useToast();
      useEffect(() => void toast.show({ title: 'Hola', duration: Infinity }), [toast]);
      return null;
    }
    const i18n = createI18n('es');
    await render(<App i18n={i18n} Router={() => <Toast />} cache={() => new Map()} />);
    const region = page.getByRole('region', { name: 'Notificaciones' });
    await expect.element(region.getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();

    await switchLanguage(i18n, 'en');
    const english = page.getByRole('region', { name: 'Notifications' });
    await expect.element(english.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await switchLanguage(i18n, 'es');
  });
});
