import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { EmptyState } from './EmptyState';

const onAction = fn();

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: {
    title: 'No hay avisos',
    description: 'Cuando haya novedades de la plataforma aparecerán aquí.',
    icon: <Icon name="info" />,
  },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md'] } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: 'No hay avisos' }),
    ).toBeVisible();
  },
};

export const Playground: Story = { args: { size: 'sm' } };

/** With a way out. */
export const WithAction: Story = {
  args: {
    title: 'Aún no tiene juegos favoritos',
    description: 'Pulse la estrella de un juego para guardarlo aquí.',
    icon: <Icon name="star" />,
    action: <Button onClick={onAction}>Ver juegos</Button>,
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ver juegos' }));
    await expect(onAction).toHaveBeenCalled();
  },
};

/** Just a title. */
export const TitleOnly: Story = {
  render: () => <EmptyState title="Sin resultados" titleAs="p" size="sm" />,
};

export const RightToLeft: Story = {
  args: {
    title: 'لا توجد إشعارات',
    description: 'ستظهر هنا أخبار المنصة عند توفرها.',
    action: <Button variant="secondary">تحديث</Button>,
  },
  globals: { direction: 'rtl' },
};
