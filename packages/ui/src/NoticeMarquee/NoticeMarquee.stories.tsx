import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NoticeMarquee } from './NoticeMarquee';

const meta = {
  title: 'Components/NoticeMarquee',
  component: NoticeMarquee,
  args: {
    label: 'Avisos',
    onOpen: fn(),
    notices: [
      { id: '1', title: 'Mantenimiento programado el martes de 02:00 a 04:00' },
      { id: '2', title: 'Nuevo juego: Fortuna Dorada, ya disponible' },
      { id: '3', title: 'Bono de bienvenida del 100 % en su primer depósito' },
    ],
  },
} satisfies Meta<typeof NoticeMarquee>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Mantenimiento/ }));
    await expect(args.onOpen).toHaveBeenCalledWith(args.notices[0]);
  },
};

export const Playground: Story = { args: { secondsPerNotice: 4 } };

export const SingleNotice: Story = {
  args: { notices: [{ id: '1', title: 'Bienvenido al portal' }] },
};

export const RightToLeft: Story = {
  args: {
    label: 'إشعارات',
    notices: [
      { id: '1', title: 'صيانة مجدولة يوم الثلاثاء' },
      { id: '2', title: 'لعبة جديدة متاحة الآن' },
    ],
  },
  globals: { direction: 'rtl' },
};
