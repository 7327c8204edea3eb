import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page as browser } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { AlertDialog } from '../AlertDialog';
import { CountBadge } from '../CountBadge';
import { Pagination } from '../Pagination';
import { UiTextProvider, useUiText, type UiTexts } from './UiText';

const texts: UiTexts = {
  close: 'Cerrar',
  cancel: 'Cancelar',
  ok: 'Aceptar',
  previous: 'Anterior',
  next: 'Siguiente',
  page: (page) => `Página ${page}`,
  notifications: 'Notificaciones',
  count: (count) => `${count} nuevos`,
};

const pager = { label: 'Páginas', page: 2, pageCount: 3, onPageChange: () => {} };

describe('UiTextProvider', () => {
  it("gives a component the provider's texts where no prop is given", async () => {
    const screen = await render(
      <UiTextProvider value={texts}>
        <Pagination {...pager} />
        <CountBadge count={4} />
      </UiTextProvider>,
    );
    await expect.element(screen.getByRole('button', { name: 'Anterior' })).toBeInTheDocument();
    await expect.element(screen.getByRole('button', { name: 'Siguiente' })).toBeInTheDocument();
    await expect.element(screen.getByRole('button', { name: 'Página 3' })).toBeInTheDocument();
    await expect.element(screen.getByText('4 nuevos')).toBeInTheDocument();
  });

  it('lets a prop override the text, for one-off wording', async () => {
    const screen = await render(
      <UiTextProvider value={texts}>
        <Pagination {...pager} previousLabel="Resultados anteriores" />
      </UiTextProvider>,
    );
    await expect
      .element(screen.getByRole('button', { name: 'Resultados anteriores' }))
      .toBeInTheDocument();
    // The others still come from the provider.
    await expect.element(screen.getByRole('button', { name: 'Siguiente' })).toBeInTheDocument();
  });

  it('gives the nearest provider, so a part of the page can word things its own way', async () => {
    function Close() {
      return <span>{useUiText().close}</span>;
    }
    const screen = await render(
      <UiTextProvider value={texts}>
        <UiTextProvider value={{ ...texts, close: 'Close' }}>
          <Close />
        </UiTextProvider>
      </UiTextProvider>,
    );
    await expect.element(screen.getByText('Close')).toBeInTheDocument();
  });

  it('is not needed by a component given each label by its props', async () => {
    const screen = await render(
      <Pagination
        {...pager}
        previousLabel="Anterior"
        nextLabel="Siguiente"
        pageLabel={(p) => `Página ${p}`}
      />,
    );
    await expect.element(screen.getByRole('button', { name: 'Página 1' })).toBeInTheDocument();
  });

  it('names the missing text when a component needs one without a provider (development)', async () => {
    const errors: unknown[] = [];
    class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
      override state = { failed: false };
      static getDerivedStateFromError() {
        return { failed: true };
      }
      override componentDidCatch(error: unknown) {
        errors.push(error);
      }
      override render() {
        return this.state.failed ? <p>failed</p> : this.props.children;
      }
    }
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const screen = await render(
      <Boundary>
        <Pagination {...pager} previousLabel="Anterior" />
      </Boundary>,
    );
    await expect.element(screen.getByText('failed')).toBeInTheDocument();
    quiet.mockRestore();
    expect(String(errors[0])).toMatch(/the text "page" needs a UiTextProvider above, or its prop/u);
  });

  it('lets a dialog take its own button label and the close from the provider', async () => {
    await render(
      <UiTextProvider value={texts}>
        <AlertDialog open title="Aviso" message="Un mensaje" submitLabel="Entendido" />
      </UiTextProvider>,
    );
    const dialog = browser.getByRole('alertdialog', { name: 'Aviso' });
    await expect.element(dialog.getByRole('button', { name: 'Entendido' })).toBeInTheDocument();
    await expect.element(dialog.getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
  });
});
