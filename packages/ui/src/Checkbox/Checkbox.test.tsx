import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { describeConformance } from '../test/conformance';
import { Checkbox } from './Checkbox';

describeConformance('Checkbox', Checkbox, {
  props: { children: 'Recordarme' },
  element: HTMLInputElement,
  findRoot: (container) => container.querySelector('input'),
});

describe('Checkbox', () => {
  it('is a native checkbox named by its label; clicking the label toggles it', async () => {
    const onChange = vi.fn();
    await render(<Checkbox onChange={onChange}>Recordarme</Checkbox>);
    const box = page.getByRole('checkbox', { name: 'Recordarme' });
    await page.getByText('Recordarme').click();
    await expect.element(box).toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('toggles with Space from the keyboard', async () => {
    await render(<Checkbox>Recordarme</Checkbox>);
    const box = page.getByRole('checkbox');
    (box.element() as HTMLInputElement).focus();
    await userEvent.keyboard(' ');
    await expect.element(box).toBeChecked();
  });

  it('does not toggle when a link in its label is followed', async () => {
    await render(
      <Checkbox>
        Acepto los <a href="#terminos">términos</a>
      </Checkbox>,
    );
    await page.getByRole('link', { name: 'términos' }).click();
    await expect.element(page.getByRole('checkbox')).not.toBeChecked();
  });

  it('joins its own description and error to a describedby it is given', async () => {
    const screen = await render(
      <>
        <p id="extra">Extra</p>
        <Checkbox aria-describedby="extra" description="Descripción" error="Error">
          Recordarme
        </Checkbox>
      </>,
    );
    const box = screen.getByRole('checkbox');
    await expect.element(box).toHaveAccessibleDescription('Extra Descripción Error');
    await expect.element(box).toBeInvalid();
  });

  it('keeps one polite live region for the error and no alert role', async () => {
    const screen = await render(<Checkbox>Recordarme</Checkbox>);
    const region = screen.container.querySelector('[aria-live="polite"]');
    expect(region?.textContent).toBe('');
    await screen.rerender(<Checkbox error="¿No está vacío?">Recordarme</Checkbox>);
    expect(screen.container.querySelector('[aria-live="polite"]')).toBe(region);
    expect(region?.textContent).toBe('¿No está vacío?');
    expect(screen.container.querySelector('[role="alert"]')).toBeNull();
  });

  it('cannot be toggled while disabled', async () => {
    await render(<Checkbox disabled>Recordarme</Checkbox>);
    const box = page.getByRole('checkbox').element() as HTMLInputElement;
    box.click();
    expect(box.checked).toBe(false);
  });
});
