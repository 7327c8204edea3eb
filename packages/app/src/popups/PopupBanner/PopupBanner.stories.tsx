import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CallValue } from '@portal/contract';
import { expect, fn, within } from 'storybook/test';
import type { calls } from '../../api/callTable';
import { network, waitFor, withApp } from '../../stories/AppFrame';
import { tileArt } from '../../stories/fixtures';
import { PopupBanner } from './PopupBanner';

type Banner = CallValue<typeof calls.banners>['banners'][number];

/** The operator's banners of a pop-up group, as the server lists them. */
const banners = (titles: string[]): Banner[] =>
  titles.map((title, i) => ({
    id: i + 1,
    url: tileArt(title, i + 3),
    title,
    linkageType: 'URL',
    linkage: 'https://example.com/promo',
    promotionId: null,
    nodeId: null,
    vendor: null,
    gameType: null,
    roomId: null,
    language: 'es',
  }));

/**
 * The operator's banners at the top of the login, register and forgot-password pop-ups (spec 2.3),
 * named apart from home's carousel, which stays behind a pop-up opened over home.
 */
const meta = {
  title: 'App/PopupBanner',
  component: PopupBanner,
  args: { group: 'w_login', onLeave: fn() },
  decorators: [withApp],
} satisfies Meta<typeof PopupBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two banners of the login group: the carousel under its own name, the first banner shown. */
export const LoginBanners: Story = {
  beforeEach: network({
    answers: {
      banners: (query) => ({
        value: {
          group: query.get('group') ?? 'w_login',
          banners: banners(['Reembolso diario', 'Bono semanal']),
        },
      }),
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await waitFor(() =>
      canvas.getByRole('region', { name: 'Promociones de esta ventana' }),
    );
    await expect(within(region).getByRole('button', { name: 'Reembolso diario' })).toBeVisible();
  },
};
