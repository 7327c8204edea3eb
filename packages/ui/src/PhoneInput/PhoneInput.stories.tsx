import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FormField } from '../FormField';
import { PhoneInput, type PhoneCountryOption, type PhoneValue } from './PhoneInput';

const countries: PhoneCountryOption[] = [
  { countryCode: 'MX', countryDialingCode: '52', name: 'México' },
  { countryCode: 'CO', countryDialingCode: '57', name: 'Colombia' },
  { countryCode: 'PE', countryDialingCode: '51', name: 'Perú' },
  { countryCode: 'US', countryDialingCode: '1', name: 'Estados Unidos' },
  { countryCode: 'CA', countryDialingCode: '1', name: 'Canadá' },
];

const meta = {
  title: 'Components/PhoneInput',
  component: PhoneInput,
  args: {
    countries,
    countryLabel: 'Prefijo del país',
    numberLabel: 'Número de móvil',
    placeholder: 'Número de móvil',
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PhoneInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Only digits reach the value; onChange gets both parts together. */
export const Default: Story = {
  args: { fullWidth: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const number = canvas.getByRole('textbox', { name: 'Número de móvil' });
    const country = canvas.getByRole('combobox', { name: 'Prefijo del país' });
    await expect(number).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(number, '30a0-12');
    await expect(number).toHaveValue('30012');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      countryDialingCode: '52',
      mobileNum: '30012',
    });
    await userEvent.selectOptions(country, 'CO');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      countryDialingCode: '57',
      mobileNum: '30012',
    });
    await userEvent.clear(number);
    await userEvent.selectOptions(country, 'MX');
    number.blur();
  },
};

export const Playground: Story = { args: { size: 'lg', fullWidth: true } };

export const Filled: Story = {
  args: { defaultValue: { countryDialingCode: '57', mobileNum: '3001234567' }, fullWidth: true },
};

/** Named by a FormField label (no numberLabel); its error makes the number invalid. */
export const Invalid: Story = {
  render: ({ numberLabel: _numberLabel, ...args }) => (
    <FormField
      label="Número de móvil"
      required
      hint="De 10 a 11 dígitos."
      error="Por favor, introduzca un número de móvil válido"
    >
      {(field) => (
        <PhoneInput
          {...args}
          {...field}
          defaultValue={{ countryDialingCode: '57', mobileNum: '300' }}
          fullWidth
        />
      )}
    </FormField>
  ),
  play: async ({ canvasElement }) => {
    const number = within(canvasElement).getByRole('textbox', { name: /Número de móvil/ });
    await expect(number).toBeInvalid();
    await expect(number).toBeRequired();
    await expect(number).toHaveAccessibleDescription(
      'De 10 a 11 dígitos. Por favor, introduzca un número de móvil válido',
    );
  },
};

export const Disabled: Story = {
  args: {
    defaultValue: { countryDialingCode: '57', mobileNum: '3001234567' },
    disabled: true,
    fullWidth: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox')).toBeDisabled();
    await expect(canvas.getByRole('textbox')).toBeDisabled();
  },
};

/** Controlled: the caller holds the value. Canada and the US share +1. */
export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<PhoneValue>({ countryDialingCode: '1', mobileNum: '' });
    return <PhoneInput {...args} value={value} onChange={setValue} fullWidth />;
  },
  play: async ({ canvasElement }) => {
    const country = within(canvasElement).getByRole('combobox');
    await userEvent.selectOptions(country, 'CA');
    await expect(country).toHaveValue('CA');
    await expect(canvasElement).toHaveTextContent('+1');
    country.blur();
  },
};

/** The dialing code stays at the start of the field: on the right in right-to-left text. */
export const RightToLeft: Story = {
  args: {
    countries: [
      { countryCode: 'SA', countryDialingCode: '966', name: 'السعودية' },
      { countryCode: 'AE', countryDialingCode: '971', name: 'الإمارات' },
    ],
    countryLabel: 'رمز الدولة',
    numberLabel: 'رقم الجوال',
    placeholder: 'رقم الجوال',
    defaultValue: { countryDialingCode: '966', mobileNum: '501234567' },
    fullWidth: true,
  },
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const country = canvas.getByRole('combobox');
    const number = canvas.getByRole('textbox');
    await expect(country.getBoundingClientRect().left).toBeGreaterThan(
      number.getBoundingClientRect().left,
    );
  },
};
