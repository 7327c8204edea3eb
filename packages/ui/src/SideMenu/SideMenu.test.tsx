import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { describeConformance } from '../test/conformance';
import { SideMenu, type SideMenuProps } from './SideMenu';
import { SampleQr, sampleGroups } from './SideMenu.samples';

const props: SideMenuProps = {
  label: 'Menú lateral',
  toggleLabel: 'Menú',
  groups: sampleGroups(),
  onSelect: () => {},
  countLabel: (n) => `${n} nuevos`,
  appDownload: {
    label: 'Descargar app',
    ios: { label: 'iOS', qrCode: <SampleQr seed={1} label="QR iOS" /> },
    android: { label: 'Android', qrCode: <SampleQr seed={2} label="QR Android" /> },
  },
};

describeConformance('SideMenu', SideMenu, { props, element: HTMLElement });

describe('SideMenu', () => {
  it('is open by default and collapses with its toggle, or starts closed', async () => {
    const onOpenChange = vi.fn();
    const screen = await render(<SideMenu {...props} onOpenChange={onOpenChange} />);
    const nav = screen.getByRole('navigation', { name: 'Menú lateral' });
    await expect.element(nav).toHaveAttribute('data-state', 'open');
    const toggle = screen.getByRole('button', { name: 'Menú', exact: true });
    await toggle.click();
    await expect.element(nav).toHaveAttribute('data-state', 'closed');
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(onOpenChange).toHaveBeenCalledWith(false);

    await screen.rerender(<SideMenu {...props} defaultOpen={false} key="closed" />);
    await expect.element(nav).toHaveAttribute('data-state', 'closed');
  });

  it('collapsed, entries keep their names and show them as tooltips', async () => {
    const screen = await render(<SideMenu {...props} open={false} />);
    const deposit = screen.getByRole('button', { name: 'Depositar' });
    await expect.element(deposit).toHaveAttribute('title', 'Depositar');
    await expect.element(deposit).toBeVisible();
    const label = deposit.element().querySelector('span:not([aria-hidden])') as HTMLElement;
    expect(label.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect.element(screen.getByRole('button', { name: 'Mensajes 3 nuevos' })).toBeVisible();
  });

  it('leaves hidden entries out and reports the chosen key', async () => {
    const onSelect = vi.fn();
    const screen = await render(<SideMenu {...props} onSelect={onSelect} />);
    expect(screen.container.querySelector('[data-key="vip"]')).toBeNull();
    await screen.getByRole('button', { name: 'Retirar' }).click();
    expect(onSelect).toHaveBeenCalledWith('withdraw');
  });

  it('shows the QR codes on hover and on focus; Escape and leaving hide them', async () => {
    const screen = await render(
      <>
        <SideMenu {...props} />
        <button type="button">Después</button>
      </>,
    );
    const entry = screen.getByRole('button', { name: 'Descargar app' });
    await entry.hover();
    await expect.element(screen.getByRole('img', { name: 'QR iOS' })).toBeVisible();
    await expect.element(screen.getByRole('img', { name: 'QR Android' })).toBeVisible();
    await screen.getByRole('button', { name: 'Depositar' }).hover();
    await expect.element(entry).toHaveAttribute('aria-expanded', 'false');

    (entry.element() as HTMLElement).focus();
    await expect.element(entry).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect.element(entry).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    await expect.element(entry).toHaveAttribute('aria-expanded', 'true');
    (screen.getByRole('button', { name: 'Después' }).element() as HTMLElement).focus();
    await expect.element(entry).toHaveAttribute('aria-expanded', 'false');
  });

  it('puts what follows the codes in the flyout, reachable with Tab, with or without codes', async () => {
    const more = <a href="#download">Guías de instalación</a>;
    const screen = await render(
      <SideMenu {...props} appDownload={{ ...props.appDownload!, more }} />,
    );
    const entry = screen.getByRole('button', { name: 'Descargar app' });
    // Closed, the flyout hides the link with the codes.
    const link = screen.getByText('Guías de instalación');
    await expect.element(link).not.toBeVisible();
    (entry.element() as HTMLElement).focus();
    await userEvent.tab();
    await expect.element(screen.getByRole('link', { name: 'Guías de instalación' })).toHaveFocus();
    await expect.element(entry).toHaveAttribute('aria-expanded', 'true');
    await expect.element(screen.getByRole('img', { name: 'QR iOS' })).toBeVisible();

    await screen.rerender(
      <SideMenu {...props} appDownload={{ label: 'Descargar app', more }} key="no-codes" />,
    );
    await expect.element(link).not.toBeVisible();
    await screen.getByRole('button', { name: 'Descargar app' }).hover();
    await expect.element(screen.getByRole('link', { name: 'Guías de instalación' })).toBeVisible();
    expect(screen.container.querySelectorAll('figure')).toHaveLength(0);
  });

  it('passes the collapsed state to a language render function', async () => {
    const language = vi.fn(({ collapsed }: { collapsed: boolean }) => (
      <span>{collapsed ? 'compacto' : 'completo'}</span>
    ));
    const screen = await render(<SideMenu {...props} open={false} language={language} />);
    await expect.element(screen.getByText('compacto')).toBeVisible();
  });
});
