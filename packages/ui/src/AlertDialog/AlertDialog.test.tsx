import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { describeConformance } from '../test/conformance';
import { AlertDialog } from './AlertDialog';

const dialog = () => document.querySelector<HTMLElement>('[role="alertdialog"]');

const props = {
  closeLabel: 'Cerrar',
  title: 'Aviso',
  message: 'Número de móvil no válido.',
  submitLabel: 'Aceptar',
};

describeConformance('AlertDialog', AlertDialog, {
  props: { ...props, defaultOpen: true },
  element: HTMLDivElement,
  findRoot: () => dialog(),
});

describe('AlertDialog', () => {
  it('shows the message as the description of an alertdialog, focus on its button', async () => {
    await render(<AlertDialog {...props} defaultOpen />);
    const alert = page.getByRole('alertdialog', { name: 'Aviso' });
    await expect.element(alert).toHaveAccessibleDescription('Número de móvil no válido.');
    await expect.element(page.getByRole('button', { name: 'Aceptar' })).toHaveFocus();
  });

  it('calls onSubmit and closes on its single button', async () => {
    const onSubmit = vi.fn();
    const onOpenChange = vi.fn();
    await render(
      <AlertDialog {...props} defaultOpen onSubmit={onSubmit} onOpenChange={onOpenChange} />,
    );
    await page.getByRole('button', { name: 'Aceptar' }).click();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await expect.poll(dialog).toBeNull();
  });

  it('closes on Escape without submitting', async () => {
    const onSubmit = vi.fn();
    await render(<AlertDialog {...props} defaultOpen onSubmit={onSubmit} />);
    await expect.element(page.getByRole('alertdialog')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.poll(dialog).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('marks its variant', async () => {
    await render(<AlertDialog {...props} defaultOpen variant="danger" />);
    await expect.element(page.getByRole('alertdialog')).toHaveAttribute('data-variant', 'danger');
  });
});
