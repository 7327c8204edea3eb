import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { FormField } from '../FormField';
import { describeConformance } from '../test/conformance';
import { PhoneInput, type PhoneCountryOption } from './PhoneInput';

const countries: PhoneCountryOption[] = [
  { countryCode: 'MX', countryDialingCode: '52', name: 'México' },
  { countryCode: 'US', countryDialingCode: '+1', name: 'Estados Unidos' },
  { countryCode: 'CA', countryDialingCode: '+1', name: 'Canadá' },
];
const labels = { countryLabel: 'Prefijo', numberLabel: 'Móvil' };

describeConformance('PhoneInput', PhoneInput, {
  props: { countries, ...labels },
  element: HTMLInputElement,
  findRoot: (container) => container.querySelector('input'),
});

describe('PhoneInput', () => {
  it('names both parts from props; the number is a digits-only tel input', async () => {
    await render(<PhoneInput countries={countries} {...labels} />);
    await expect.element(page.getByRole('combobox', { name: 'Prefijo' })).toBeVisible();
    const number = page.getByRole('textbox', { name: 'Móvil' });
    expect(number.element().getAttribute('inputmode')).toBe('numeric');
    expect(number.element().getAttribute('type')).toBe('tel');
  });

  it('lists the countries with their dialing codes and shows the chosen code', async () => {
    const screen = await render(<PhoneInput countries={countries} {...labels} />);
    const select = page.getByRole('combobox').element() as HTMLSelectElement;
    expect(Array.from(select.options, (o) => o.text)).toEqual([
      'México (+52)',
      'Estados Unidos (+1)',
      'Canadá (+1)',
    ]);
    expect(screen.container.textContent).toContain('+52');
  });

  it('keeps only digits and reports the whole value on every change', async () => {
    const onChange = vi.fn();
    await render(<PhoneInput countries={countries} {...labels} onChange={onChange} />);
    const number = page.getByRole('textbox');
    await userEvent.type(number, '55 1a2');
    await expect.element(number).toHaveValue('5512');
    expect(onChange).toHaveBeenLastCalledWith({ countryDialingCode: '52', mobileNum: '5512' });
    // Letters and spaces did not call onChange.
    expect(onChange).toHaveBeenCalledTimes(4);
    await userEvent.selectOptions(page.getByRole('combobox'), 'CA');
    expect(onChange).toHaveBeenLastCalledWith({ countryDialingCode: '+1', mobileNum: '5512' });
  });

  it('keeps digits of a pasted number', async () => {
    const onChange = vi.fn();
    await render(<PhoneInput countries={countries} {...labels} onChange={onChange} />);
    const number = page.getByRole('textbox');
    await number.fill('(300) 123-4567');
    await expect.element(number).toHaveValue('3001234567');
    expect(onChange).toHaveBeenLastCalledWith({
      countryDialingCode: '52',
      mobileNum: '3001234567',
    });
  });

  it('remembers which of two countries sharing a code was chosen', async () => {
    await render(
      <PhoneInput
        countries={countries}
        {...labels}
        defaultValue={{ countryDialingCode: '+1', mobileNum: '' }}
      />,
    );
    const select = page.getByRole('combobox');
    await expect.element(select).toHaveValue('US');
    await userEvent.selectOptions(select, 'CA');
    await expect.element(select).toHaveValue('CA');
  });

  it('follows a controlled value', async () => {
    const screen = await render(
      <PhoneInput
        countries={countries}
        {...labels}
        value={{ countryDialingCode: '52', mobileNum: '1' }}
      />,
    );
    await screen.rerender(
      <PhoneInput
        countries={countries}
        {...labels}
        value={{ countryDialingCode: '+1', mobileNum: '202' }}
      />,
    );
    await expect.element(page.getByRole('textbox')).toHaveValue('202');
    await expect.element(page.getByRole('combobox')).toHaveValue('US');
  });

  it('takes id, description, invalid and required from a FormField onto the number', async () => {
    await render(
      <FormField label="Número de móvil" error="Número no válido" required>
        {(field) => <PhoneInput countries={countries} countryLabel="Prefijo" {...field} />}
      </FormField>,
    );
    const number = page.getByRole('textbox', { name: 'Número de móvil' });
    await expect.element(number).toBeInvalid();
    await expect.element(number).toBeRequired();
    await expect.element(number).toHaveAccessibleDescription('Número no válido');
    await page.getByText('Número de móvil').click();
    await expect.element(number).toHaveFocus();
  });
});
