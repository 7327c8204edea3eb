import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { FormField } from '../FormField';
import { DateInput } from './DateInput';

const meta = {
  title: 'Components/DateInput',
  component: DateInput,
  args: { 'aria-label': 'Fecha de nacimiento', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DateInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: the browser shows the date parts of the player's locale. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = canvasElement.querySelector('input')!;
    await expect(input).toHaveAttribute('type', 'date');
    await expect(input).toHaveAccessibleName('Fecha de nacimiento');
    await expect(input).toHaveValue('');
  },
};

export const Playground: Story = { args: { size: 'lg', fullWidth: true } };

/** The value is always yyyy-MM-dd, whatever the locale shows. */
export const Filled: Story = {
  args: { defaultValue: '1990-05-17', fullWidth: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('input')).toHaveValue('1990-05-17');
  },
};

/** A birthday: at least 18 years old, so the latest date is `max`. */
export const WithMinMax: Story = {
  args: { min: '1920-01-01', max: '2008-11-21', defaultValue: '2010-01-01', fullWidth: true },
  play: async ({ canvasElement }) => {
    const input = canvasElement.querySelector('input')!;
    await expect(input).toHaveAttribute('min', '1920-01-01');
    await expect(input).toHaveAttribute('max', '2008-11-21');
    // Out of range: invalid for the browser's own validation.
    await expect(input.validity.rangeOverflow).toBe(true);
  },
};

export const Invalid: Story = {
  render: (args) => (
    <FormField
      label="Fecha de nacimiento"
      required
      hint="Debe tener 18 años o más."
      error="Formato de fecha yyyy-MM-dd"
    >
      {(field) => <DateInput {...args} {...field} aria-label={undefined} fullWidth />}
    </FormField>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/Fecha de nacimiento/, {
      selector: 'input',
    });
    await expect(input).toBeInvalid();
    await expect(input).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { defaultValue: '1990-05-17', disabled: true, fullWidth: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('input')).toBeDisabled();
  },
};

export const RightToLeft: Story = {
  args: { 'aria-label': 'تاريخ الميلاد', defaultValue: '1990-05-17', fullWidth: true },
  globals: { direction: 'rtl' },
};
