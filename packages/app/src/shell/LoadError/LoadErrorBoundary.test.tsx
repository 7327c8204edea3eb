import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { createI18n } from '../../i18n';
import { lazyNamed } from '../lazyChunk';
import { LoadErrorBoundary } from './LoadErrorBoundary';

describe('LoadErrorBoundary around a lazily loaded area', () => {
  it('shows the load error when the chunk fails, and its retry loads the chunk again', async () => {
    let loads = 0;
    const Area = lazyNamed(async () => {
      loads += 1;
      if (loads === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return { Area: () => <p>Zona cargada</p> };
    }, 'Area');
    const screen = await render(
      <I18nextProvider i18n={createI18n('es')}>
        <LoadErrorBoundary fallback={<p>Cargando…</p>}>
          <Area />
        </LoadErrorBoundary>
      </I18nextProvider>,
    );
    await expect.element(screen.getByRole('alert')).toBeVisible();
    await screen.getByRole('button', { name: 'Reintentar' }).click();
    await expect.element(screen.getByText('Zona cargada')).toBeVisible();
    expect(loads).toBe(2);
  });

  it('keeps a working fallback in place of an enhancement that cannot load', async () => {
    const Enhanced = lazyNamed(async (): Promise<{ Enhanced: () => null }> => {
      throw new TypeError('Failed to fetch dynamically imported module');
    }, 'Enhanced');
    const screen = await render(
      <I18nextProvider i18n={createI18n('es')}>
        <LoadErrorBoundary keepFallback fallback={<a href="/rng">Tragamonedas</a>}>
          <Enhanced />
        </LoadErrorBoundary>
      </I18nextProvider>,
    );
    await expect.element(screen.getByRole('link', { name: 'Tragamonedas' })).toBeVisible();
    expect(screen.container.querySelector('[role="alert"]')).toBeNull();
  });
});
