import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { describeConformance } from '../test/conformance';
import { FormField } from './FormField';

describeConformance('FormField', FormField, {
  props: { label: 'Usuario', children: (field) => <input {...field} /> },
  element: HTMLDivElement,
});

describe('FormField', () => {
  it('gives its control an id that its label points at', async () => {
    await render(<FormField label="Usuario">{(field) => <input {...field} />}</FormField>);
    const input = page.getByRole('textbox', { name: 'Usuario' });
    await expect.element(input).toBeVisible();
    expect(input.element().id).not.toBe('');
    expect(input.element().hasAttribute('aria-describedby')).toBe(false);
    expect(input.element().hasAttribute('aria-invalid')).toBe(false);
    expect(input.element().hasAttribute('required')).toBe(false);
  });

  it('uses the id it is given', async () => {
    await render(
      <FormField label="Usuario" controlId="username">
        {(field) => <input {...field} />}
      </FormField>,
    );
    expect(page.getByRole('textbox').element().id).toBe('username');
  });

  it('describes the control with the hint and the error, and marks it invalid and required', async () => {
    await render(
      <FormField label="Usuario" hint="De 6 a 12 caracteres" error="Formato incorrecto" required>
        {(field) => <input {...field} />}
      </FormField>,
    );
    const input = page.getByRole('textbox', { name: 'Usuario' });
    await expect
      .element(input)
      .toHaveAccessibleDescription('De 6 a 12 caracteres Formato incorrecto');
    await expect.element(input).toBeInvalid();
    await expect.element(input).toBeRequired();
  });

  it('keeps one polite live region for the error, and no alert role (no double announcement)', async () => {
    const screen = await render(
      <FormField label="Usuario">{(field) => <input {...field} />}</FormField>,
    );
    const regions = screen.container.querySelectorAll('[aria-live]');
    expect(regions).toHaveLength(1);
    expect(regions[0]!.getAttribute('aria-live')).toBe('polite');
    expect(regions[0]!.textContent).toBe('');
    await screen.rerender(
      <FormField label="Usuario" error="Formato incorrecto">
        {(field) => <input {...field} />}
      </FormField>,
    );
    // The same element, now with the text: that is what a screen reader announces.
    expect(screen.container.querySelector('[aria-live]')).toBe(regions[0]);
    expect(regions[0]!.textContent).toBe('Formato incorrecto');
    expect(screen.container.querySelector('[role="alert"]')).toBeNull();
  });

  it('hides the required mark from screen readers (the control says required itself)', async () => {
    const screen = await render(
      <FormField label="Usuario" required>
        {(field) => <input {...field} />}
      </FormField>,
    );
    await expect.element(page.getByRole('textbox', { name: 'Usuario' })).toBeVisible();
    expect(screen.container.querySelector('[aria-hidden]')?.textContent).toBe('*');
  });
});
