import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Icon } from '../Icon';
import { IconButton } from './IconButton';

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  args: { label: 'Actualizar saldo', icon: <Icon name="refresh" />, onClick: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Actualizar saldo' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = { args: { variant: 'secondary', size: 'lg', shape: 'round' } };

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      <IconButton {...args} variant="ghost" label="Buscar" icon={<Icon name="search" />} />
      <IconButton {...args} variant="secondary" label="Favorito" icon={<Icon name="star" />} />
      <IconButton {...args} variant="primary" label="Perfil" icon={<Icon name="user" />} />
      <IconButton {...args} variant="danger" label="Cerrar" icon={<Icon name="close" />} />
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <IconButton {...args} size="sm" variant="secondary" />
      <IconButton {...args} size="md" variant="secondary" />
      <IconButton {...args} size="lg" variant="secondary" />
    </div>
  ),
};

export const Round: Story = { args: { shape: 'round', variant: 'secondary' } };

export const Loading: Story = {
  args: { loading: true, variant: 'secondary' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Actualizar saldo' }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

export const Disabled: Story = { args: { disabled: true, variant: 'secondary' } };
