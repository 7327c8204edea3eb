import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  dialogNamed,
  network,
  popupInDocs,
  renderPopup,
  waitFor,
  withApp,
} from '../../stories/AppFrame';
import { NoticeListPopup } from './NoticeListPopup';

/** The notice list (spec 2.2) on the fixtures' notices: a notice opens in place, and back. */
const meta = {
  title: 'App/NoticeListPopup',
  component: NoticeListPopup,
  args: { open: true, onOpenChange: fn() },
  render: renderPopup(NoticeListPopup),
  parameters: { layout: 'fullscreen', app: { fill: true }, docs: { story: popupInDocs } },
  decorators: [withApp],
  beforeEach: network(),
} satisfies Meta<typeof NoticeListPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list, then the first notice opened, then back to the list. */
export const OpenANotice: Story = {
  play: async () => {
    const title = 'Mantenimiento programado el martes de 02:00 a 04:00';
    const list = within(await dialogNamed('Avisos'));
    await waitFor(() =>
      expect(list.getByRole('button', { name: new RegExp(title) })).toBeVisible(),
    );
    await expect(list.getByRole('button', { name: /Nuevo juego: Fortuna Dorada/ })).toBeVisible();
    await userEvent.click(list.getByRole('button', { name: new RegExp(title) }));
    const notice = within(await dialogNamed(title));
    await userEvent.click(notice.getByRole('button', { name: 'Volver a los avisos' }));
    const again = within(await dialogNamed('Avisos'));
    await expect(again.getByRole('button', { name: /Nuevo juego: Fortuna Dorada/ })).toBeVisible();
  },
};
