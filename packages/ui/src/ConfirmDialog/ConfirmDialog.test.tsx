import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { describeConformance } from '../test/conformance';
import { ConfirmDialog } from './ConfirmDialog';

const dialog = () => document.querySelector<HTMLElement>('[role="alertdialog"]');

const props = {
  closeLabel: 'Cerrar',
  title: '¿Seguro que quiere cerrar sesión?',
  message: 'Tendrá que volver a iniciar sesión.',
  confirmLabel: 'Cerrar sesión',
  cancelLabel: 'Cancelar',
};

describeConformance('ConfirmDialog', ConfirmDialog, {
  props: { ...props, defaultOpen: true, onConfirm: () => {} },
  element: HTMLDivElement,
  findRoot: () => dialog(),
});

function deferred() {
  let resolve!: () => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('ConfirmDialog', () => {
  it('is an alertdialog named by its title and described by its message', async () => {
    await render(<ConfirmDialog {...props} defaultOpen onConfirm={() => {}} />);
    const alert = page.getByRole('alertdialog', { name: props.title });
    await expect.element(alert).toBeVisible();
    await expect.element(alert).toHaveAccessibleDescription(props.message);
  });

  it('starts focus on Cancel, the least destructive answer', async () => {
    await render(<ConfirmDialog {...props} defaultOpen variant="danger" onConfirm={() => {}} />);
    await expect.element(page.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await expect
      .element(page.getByRole('button', { name: 'Cerrar sesión' }))
      .toHaveAttribute('data-variant', 'danger');
  });

  it('closes after a synchronous confirm', async () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    await render(
      <ConfirmDialog {...props} defaultOpen onConfirm={onConfirm} onOpenChange={onOpenChange} />,
    );
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await expect.poll(dialog).toBeNull();
  });

  it('is busy while the promise is pending, cannot be dismissed, and closes when it resolves', async () => {
    const action = deferred();
    const onCancel = vi.fn();
    await render(
      <ConfirmDialog {...props} defaultOpen onConfirm={() => action.promise} onCancel={onCancel} />,
    );
    const confirm = page.getByRole('button', { name: 'Cerrar sesión' });
    await confirm.click();
    await expect.element(confirm).toHaveAttribute('aria-busy', 'true');
    await expect.element(page.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(dialog()).not.toBeNull();
    expect(onCancel).not.toHaveBeenCalled();
    action.resolve();
    await expect.poll(dialog).toBeNull();
  });

  it('stays open for another try when the promise rejects', async () => {
    const action = deferred();
    await render(<ConfirmDialog {...props} defaultOpen onConfirm={() => action.promise} />);
    const confirm = page.getByRole('button', { name: 'Cerrar sesión' });
    await confirm.click();
    await expect.element(confirm).toHaveAttribute('aria-busy', 'true');
    action.reject(new Error('network'));
    await expect.element(confirm).not.toHaveAttribute('aria-busy');
    expect(dialog()).not.toBeNull();
  });

  it('cancels from the Cancel button and the close button', async () => {
    const onCancel = vi.fn();
    const screen = await render(
      <ConfirmDialog {...props} defaultOpen onConfirm={() => {}} onCancel={onCancel} />,
    );
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await expect.poll(dialog).toBeNull();
    await screen.rerender(
      <ConfirmDialog {...props} key="again" defaultOpen onConfirm={() => {}} onCancel={onCancel} />,
    );
    await page.getByRole('button', { name: 'Cerrar', exact: true }).click();
    await expect.poll(dialog).toBeNull();
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('follows a controlled open state', async () => {
    const screen = await render(<ConfirmDialog {...props} open={false} onConfirm={() => {}} />);
    expect(dialog()).toBeNull();
    await screen.rerender(<ConfirmDialog {...props} open onConfirm={() => {}} />);
    await expect.poll(dialog).not.toBeNull();
  });
});
