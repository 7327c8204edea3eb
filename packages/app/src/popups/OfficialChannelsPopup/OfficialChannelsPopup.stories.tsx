import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import {
  dialogNamed,
  network,
  popupInDocs,
  renderPopup,
  waitFor,
  withApp,
} from '../../stories/AppFrame';
import * as fixtures from '../../stories/fixtures';
import { OfficialChannelsPopup } from './OfficialChannelsPopup';

/**
 * The official channels (spec 2.5), from the side menu: the operator's channels (`cli channels`),
 * each opening in a new tab without handing the portal's page to it.
 */
const meta = {
  title: 'App/OfficialChannelsPopup',
  component: OfficialChannelsPopup,
  args: { open: true, onOpenChange: fn() },
  render: renderPopup(OfficialChannelsPopup),
  parameters: { layout: 'fullscreen', app: { fill: true }, docs: { story: popupInDocs } },
  decorators: [withApp],
} satisfies Meta<typeof OfficialChannelsPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

const withChannels = network({
  answers: {
    systemInfo: async () => {
      const info = await fixtures.systemInfo();
      return {
        value: {
          ...info,
          resources: {
            ...info.resources,
            TELEGRAM_CHANNEL: { url: 'https://t.me/portal_demo', labelNameEn: 'Telegram' },
            YOUTUBE: { url: 'https://www.youtube.com/@portal-demo', labelNameEn: 'YouTube' },
            FACEBOOK: { url: 'https://facebook.com/portal', labelNameEn: 'Portal en Facebook' },
          },
        },
      };
    },
  },
});

/** The operator's channels in their order, each a link to a new tab, named as such. */
export const Channels: Story = {
  beforeEach: withChannels,
  play: async () => {
    const dialog = within(await dialogNamed('Canales oficiales'));
    const links = await waitFor(() => {
      const found = dialog.getAllByRole('link');
      expect(found).toHaveLength(3);
      return found;
    });
    expect(links.map((l) => l.textContent)).toEqual(['Portal en Facebook', 'YouTube', 'Telegram']);
    expect(links[2]).toHaveAttribute('href', 'https://t.me/portal_demo');
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleName(/se abre en una pestaña nueva$/u);
    }
  },
};

export const ChannelsRightToLeft: Story = { ...Channels, globals: { direction: 'rtl' } };

/** An operator without channels (the side menu then has no entry; an old link still opens this). */
export const NoChannels: Story = {
  beforeEach: network(),
  play: async () => {
    const dialog = within(await dialogNamed('Canales oficiales'));
    await expect(await dialog.findByText('Aún no hay canales oficiales')).toBeVisible();
    await expect(dialog.queryByRole('link')).toBeNull();
  },
};
