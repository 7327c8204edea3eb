import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { describeConformance } from '../test/conformance';
import { PasswordInput } from './PasswordInput';

const labels = { showLabel: 'Mostrar contraseña', hideLabel: 'Ocultar contraseña' };
const field = () => document.querySelector('input') as HTMLInputElement;

describeConformance('PasswordInput', PasswordInput, {
  props: { 'aria-label': 'Contraseña', ...labels },
  element: HTMLInputElement,
  findRoot: (container) => container.querySelector('input'),
});

describe('PasswordInput', () => {
  it('masks the value until the toggle is pressed, then masks it again', async () => {
    const onVisibleChange = vi.fn();
    await render(
      <PasswordInput aria-label="Contraseña" {...labels} onVisibleChange={onVisibleChange} />,
    );
    const toggle = page.getByRole('button', { name: 'Mostrar contraseña' });
    expect(field().type).toBe('password');
    await toggle.click();
    expect(field().type).toBe('text');
    await expect.element(toggle).toHaveAttribute('aria-pressed', 'true');
    await toggle.click();
    expect(field().type).toBe('password');
    await expect.element(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(onVisibleChange.mock.calls).toEqual([[true], [false]]);
  });

  it('keeps the value and the selection across the switch', async () => {
    await render(<PasswordInput aria-label="Contraseña" {...labels} />);
    await userEvent.type(field(), 'abcdef');
    field().setSelectionRange(2, 4);
    await page.getByRole('button', { name: 'Mostrar contraseña' }).click();
    expect(field().value).toBe('abcdef');
    expect(document.activeElement).toBe(field());
    expect([field().selectionStart, field().selectionEnd]).toEqual([2, 4]);
  });

  it('works from the keyboard: Tab to the toggle, Space switches it', async () => {
    await render(<PasswordInput aria-label="Contraseña" {...labels} defaultValue="abc" />);
    field().focus();
    await userEvent.keyboard('{Tab}');
    const toggle = page.getByRole('button', { name: 'Mostrar contraseña' });
    await expect.element(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(field().type).toBe('text');
    expect(field().value).toBe('abc');
  });

  it('forwards the ref to the input across the switch', async () => {
    const ref = { current: null as HTMLInputElement | null };
    await render(<PasswordInput ref={ref} aria-label="Contraseña" {...labels} />);
    await page.getByRole('button', { name: 'Mostrar contraseña' }).click();
    expect(ref.current).toBe(field());
  });

  it('disables the toggle with the input', async () => {
    await render(<PasswordInput aria-label="Contraseña" {...labels} disabled />);
    await expect.element(page.getByRole('button', { name: 'Mostrar contraseña' })).toBeDisabled();
  });
});
