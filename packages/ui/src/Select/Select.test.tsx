import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { describeConformance } from '../test/conformance';
import { Select, type SelectOption } from './Select';

const options: SelectOption[] = [
  { value: 'MX', label: 'México' },
  { value: 'CO', label: 'Colombia', disabled: true },
  { value: 'PE', label: 'Perú' },
];

describeConformance('Select', Select, {
  props: { 'aria-label': 'País', options },
  element: HTMLSelectElement,
  findRoot: (container) => container.querySelector('select'),
});

describe('Select', () => {
  it('renders the options from data, with the placeholder first and chosen', async () => {
    await render(<Select aria-label="País" options={options} placeholder="Elija" />);
    const select = page.getByRole('combobox', { name: 'País' });
    await expect.element(select).toHaveValue('');
    const labels = Array.from((select.element() as HTMLSelectElement).options, (o) => o.text);
    expect(labels).toEqual(['Elija', 'México', 'Colombia', 'Perú']);
    await expect.element(page.getByRole('option', { name: 'Colombia' })).toBeDisabled();
  });

  it('reports a choice through onChange and is controllable', async () => {
    const onChange = vi.fn((event: { target: { value: string } }) => event.target.value);
    const screen = await render(
      <Select aria-label="País" options={options} value="MX" onChange={onChange} />,
    );
    await userEvent.selectOptions(page.getByRole('combobox'), 'PE');
    expect(onChange).toHaveLastReturnedWith('PE');
    await screen.rerender(
      <Select aria-label="País" options={options} value="PE" onChange={onChange} />,
    );
    await expect.element(page.getByRole('combobox')).toHaveValue('PE');
  });

  it('is invalid for the browser while required and on the placeholder', async () => {
    await render(<Select aria-label="País" options={options} placeholder="Elija" required />);
    const select = page.getByRole('combobox').element() as HTMLSelectElement;
    expect(select.checkValidity()).toBe(false);
    await userEvent.selectOptions(select, 'MX');
    expect(select.checkValidity()).toBe(true);
  });

  it('marks its box invalid from aria-invalid', async () => {
    await render(<Select aria-label="País" options={options} aria-invalid />);
    expect(page.getByRole('combobox').element().parentElement!.hasAttribute('data-invalid')).toBe(
      true,
    );
  });
});
