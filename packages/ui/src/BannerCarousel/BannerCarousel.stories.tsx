import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bannerArt } from '../fixtures/artwork';
import { BannerCarousel, type Banner } from './BannerCarousel';

const banners: Banner[] = [
  {
    id: 'b1',
    imageUrl: bannerArt('Bono de bienvenida 100 %'),
    alt: 'Bono de bienvenida del 100 %',
    linkageType: 'P',
  },
  {
    id: 'b2',
    imageUrl: bannerArt('Torneo semanal'),
    alt: 'Torneo semanal de tragamonedas',
    linkageType: 'G',
  },
  {
    id: 'b3',
    imageUrl: bannerArt('Lotería cada 5 minutos'),
    alt: 'Lotería cada 5 minutos',
    linkageType: 'URL',
    url: '/lottery',
  },
];

const meta = {
  tags: ['!autodocs'],
  title: 'Components/BannerCarousel',
  component: BannerCarousel,
  args: {
    banners,
    label: 'Promociones destacadas',
    onSelect: fn(),
    slideLabel: (n: number, total: number) => `${n} de ${total}`,
    dotLabel: (n: number) => `Ir al anuncio ${n}`,
    // Screenshots must not catch a slide in motion; the behaviour is covered by play and tests.
    autoplay: false,
  },
  decorators: [(Story) => <div style={{ maxWidth: 900 }}>{Story()}</div>],
} satisfies Meta<typeof BannerCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Bono de bienvenida del 100 %' }));
    await expect(args.onSelect).toHaveBeenCalledWith(banners[0]);
  },
};

/** Autoplay on, as on the home page: a new banner every 5 s, paused on hover and focus. */
export const Playground: Story = { args: { autoplay: true } };

/** The dots go straight to a banner. */
export const Pagination: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ir al anuncio 2' }));
    await expect(canvas.getByRole('button', { name: 'Ir al anuncio 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

/** Arrow keys move between banners while the carousel has focus. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: 'Bono de bienvenida del 100 %' }),
    ).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Ir al anuncio 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

/** One banner: it does not slide and has no dots. */
export const SingleBanner: Story = { args: { banners: banners.slice(0, 1) } };

export const RightToLeft: Story = {
  args: {
    label: 'عروض مميزة',
    slideLabel: (n: number, total: number) => `${n} من ${total}`,
    dotLabel: (n: number) => `انتقل إلى الإعلان ${n}`,
  },
  globals: { direction: 'rtl' },
};
