import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Icon } from '../Icon';
import { TextInput } from './TextInput';

const meta = {
  title: 'Components/TextInput',
  component: TextInput,
  args: { 'aria-label': 'Nombre de usuario', placeholder: 'Escriba su usuario', onChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof TextInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: the placeholder shows in the secondary text colour. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Nombre de usuario' });
    await userEvent.type(input, 'jugador1');
    await expect(input).toHaveValue('jugador1');
    await expect(args.onChange).toHaveBeenCalledTimes(8);
    await userEvent.clear(input);
  },
};

export const Playground: Story = { args: { size: 'lg', fullWidth: true } };

export const Filled: Story = { args: { defaultValue: 'jugador1' } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12, alignItems: 'flex-start' }}>
      <TextInput {...args} size="sm" aria-label="Pequeño" placeholder="Pequeño" />
      <TextInput {...args} size="md" aria-label="Mediano" placeholder="Mediano" />
      <TextInput {...args} size="lg" aria-label="Grande" placeholder="Grande" />
    </div>
  ),
};

/** `aria-invalid` (set by FormField when there is an error) draws the danger border. */
export const Invalid: Story = {
  args: { defaultValue: 'ju', 'aria-invalid': true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeInvalid();
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'jugador1', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeDisabled();
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeRequired();
  },
};

export const WithAdornment: Story = {
  args: {
    startAdornment: <Icon name="user" />,
    endAdornment: <span aria-hidden>@portal</span>,
    defaultValue: 'jugador1',
  },
};

export const FullWidth: Story = { args: { fullWidth: true } };

/** The start adornment sits on the right in right-to-left text. */
export const RightToLeft: Story = {
  args: {
    'aria-label': 'اسم المستخدم',
    placeholder: 'أدخل اسم المستخدم',
    startAdornment: <Icon name="user" />,
    fullWidth: true,
  },
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    const icon = canvasElement.querySelector('svg')!;
    await expect(icon.getBoundingClientRect().left).toBeGreaterThan(
      input.getBoundingClientRect().left,
    );
  },
};
