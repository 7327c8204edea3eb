import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FormField } from '../FormField';
import { Select, type SelectOption } from './Select';

const options: SelectOption[] = [
  { value: 'MX', label: 'México' },
  { value: 'CO', label: 'Colombia' },
  { value: 'PE', label: 'Perú' },
  { value: 'CL', label: 'Chile', disabled: true },
];

const meta = {
  title: 'Components/Select',
  component: Select,
  args: { 'aria-label': 'País', options, placeholder: 'Elija un país', onChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: the placeholder option is chosen and drawn in the placeholder colour. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'País' });
    await expect(select).toHaveValue('');
    await userEvent.selectOptions(select, 'CO');
    await expect(select).toHaveValue('CO');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await userEvent.selectOptions(select, '');
    select.blur();
  },
};

export const Playground: Story = { args: { size: 'lg', fullWidth: true } };

export const Filled: Story = { args: { defaultValue: 'PE', fullWidth: true } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12, alignItems: 'flex-start' }}>
      <Select {...args} size="sm" aria-label="Pequeño" />
      <Select {...args} size="md" aria-label="Mediano" />
      <Select {...args} size="lg" aria-label="Grande" />
    </div>
  ),
};

/** A disabled option cannot be chosen. */
export const DisabledOption: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('option', { name: 'Chile' })).toBeDisabled();
  },
};

export const Invalid: Story = {
  render: (args) => (
    <FormField label="País" required hint="El país de su cuenta." error="Elija un país">
      {(field) => <Select {...args} {...field} aria-label={undefined} fullWidth />}
    </FormField>
  ),
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: /País/ });
    await expect(select).toBeInvalid();
    await expect(select).toBeRequired();
    await expect(select).toHaveAccessibleDescription('El país de su cuenta. Elija un país');
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'MX', disabled: true, fullWidth: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toBeDisabled();
  },
};

/** Without a placeholder the first option is chosen. */
export const NoPlaceholder: Story = {
  render: ({ placeholder: _placeholder, ...args }) => <Select {...args} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toHaveValue('MX');
  },
};

/** The chevron sits at the end: on the left in right-to-left text. */
export const RightToLeft: Story = {
  args: {
    'aria-label': 'البلد',
    placeholder: 'اختر البلد',
    options: [
      { value: 'SA', label: 'السعودية' },
      { value: 'AE', label: 'الإمارات' },
    ],
    fullWidth: true,
  },
  globals: { direction: 'rtl' },
};
