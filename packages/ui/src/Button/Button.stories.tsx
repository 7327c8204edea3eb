import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Icon } from '../Icon';
import { Button } from './Button';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Depositar', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Depositar' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = {
  args: { variant: 'secondary', size: 'lg', children: 'Retirar' },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button {...args} variant="primary">
        Depositar
      </Button>
      <Button {...args} variant="secondary">
        Retirar
      </Button>
      <Button {...args} variant="ghost">
        Ver más
      </Button>
      <Button {...args} variant="danger">
        Cerrar sesión
      </Button>
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Button {...args} size="sm">
        Pequeño
      </Button>
      <Button {...args} size="md">
        Mediano
      </Button>
      <Button {...args} size="lg">
        Grande
      </Button>
    </div>
  ),
};

export const WithIcons: Story = {
  args: { icon: <Icon name="star" />, iconEnd: <Icon name="chevronEnd" />, children: 'Favoritos' },
};

/** Busy: keeps its width and focus, announces aria-busy, and ignores clicks. */
export const Loading: Story = {
  args: { loading: true, children: 'Entrando' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Entrando' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
    button.focus();
    await expect(button).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toBeDisabled();
  },
};

export const FullWidth: Story = {
  args: { fullWidth: true, children: 'Registrarse' },
};

/** Icons follow the text direction: the start icon sits on the right. */
export const RightToLeft: Story = {
  args: { icon: <Icon name="star" />, iconEnd: <Icon name="chevronStart" />, children: 'المفضلة' },
  globals: { direction: 'rtl' },
};
