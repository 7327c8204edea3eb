import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Footer } from './Footer';
import { sampleHelp, sampleProducts, sampleSocial, sampleVendorLogos } from './Footer.samples';

const meta = {
  title: 'Components/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: {
    helpTitle: 'Ayuda',
    helpItems: sampleHelp,
    onHelp: fn(),
    productTitle: 'Productos',
    productItems: sampleProducts,
    onProduct: fn(),
    followTitle: 'Síguenos',
    socialLinks: sampleSocial,
    copyright: '© 2026 Fortuna. Todos los derechos reservados.',
    vendorsLabel: 'Proveedores de juegos',
    vendorLogos: sampleVendorLogos,
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Juego responsable' }));
    await expect(args.onHelp).toHaveBeenCalledWith('responsible');
    await userEvent.click(canvas.getByRole('button', { name: 'Lotería' }));
    await expect(args.onProduct).toHaveBeenCalledWith('LOTTERY');
    const video = canvas.getByRole('link', { name: 'Nuestro canal de vídeo' });
    await expect(video).toHaveAttribute('target', '_blank');
    await expect(video).toHaveAttribute('rel', 'noopener noreferrer');
    const vendors = canvas.getByRole('list', { name: 'Proveedores de juegos' });
    await expect(within(vendors).getAllByRole('listitem')).toHaveLength(8);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Playground: Story = { args: { vendorLogos: [] } };

/**
 * The vendors' logos are grey and dimmed; under a real pointer each takes its
 * colour (a CSS :hover, checked with a real pointer in Footer.test.tsx).
 */
export const VendorLogos: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Proveedores de juegos' });
    for (const item of within(list).getAllByRole('listitem')) {
      await expect(getComputedStyle(item).filter).toBe('grayscale(1)');
    }
  },
};

/** No video site configured: only the social network. */
export const WithoutVideoSite: Story = {
  args: { socialLinks: sampleSocial.slice(0, 1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};

export const RightToLeft: Story = {
  args: {
    helpTitle: 'المساعدة',
    helpItems: [
      { key: 'about', label: 'من نحن' },
      { key: 'terms', label: 'الشروط والأحكام' },
      { key: 'privacy', label: 'سياسة الخصوصية' },
      { key: 'responsible', label: 'اللعب المسؤول' },
    ],
    productTitle: 'المنتجات',
    productItems: [
      { key: 'RNG', label: 'ماكينات القمار' },
      { key: 'LIVE', label: 'كازينو مباشر' },
      { key: 'SPORTS', label: 'الرياضة' },
    ],
    followTitle: 'تابعنا',
    socialLinks: sampleSocial.map((link) => ({
      ...link,
      label: link.key === 'video' ? 'قناتنا المرئية' : 'تابعنا على الشبكة الاجتماعية',
    })),
    copyright: '© 2026 فورتونا. جميع الحقوق محفوظة.',
    vendorsLabel: 'مزودو الألعاب',
  },
  globals: { direction: 'rtl' },
};
