import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LanguageSelect } from '../LanguageSelect';
import { fewLanguages } from '../LanguageSelect/LanguageSelect.samples';
import { SideMenu } from './SideMenu';
import { SampleQr, sampleGroups, sampleGroupsAr } from './SideMenu.samples';

const appDownload = {
  label: 'Descargar app',
  ios: { label: 'iOS', qrCode: <SampleQr seed={1} label="Código QR de la app para iOS" /> },
  android: {
    label: 'Android',
    qrCode: <SampleQr seed={2} label="Código QR de la app para Android" />,
  },
};

const meta = {
  tags: ['!autodocs'],
  title: 'Components/SideMenu',
  component: SideMenu,
  args: {
    label: 'Menú lateral',
    toggleLabel: 'Menú',
    groups: sampleGroups(),
    current: 'deposit',
    onSelect: fn(),
    onOpenChange: fn(),
    appDownload,
    language: ({ collapsed }: { collapsed: boolean }) => (
      <LanguageSelect
        languages={fewLanguages}
        value="ES"
        label="Idioma"
        onChange={fn()}
        compact={collapsed}
        side="top"
      />
    ),
  },
} satisfies Meta<typeof SideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open by default (spec 2.5), for a player without VIP: no VIP entry. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Menú lateral' });
    await expect(nav).toHaveAttribute('data-state', 'open');
    await expect(canvas.getByRole('button', { name: 'Menú' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.queryByRole('button', { name: 'VIP' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Depositar' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Mensajes 3 nuevos' }));
    await expect(args.onSelect).toHaveBeenCalledWith('messageV2');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Playground: Story = { args: { current: 'messageV2' } };

/** A VIP player sees the VIP entry in the member centre. */
export const Vip: Story = {
  args: { groups: sampleGroups({ vip: true }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'VIP' })).toBeVisible();
  },
};

/**
 * Collapsed (as on game pages): icons only; every entry keeps its accessible
 * name and shows it as a tooltip; counts sit on the icons.
 */
export const Collapsed: Story = {
  args: { defaultOpen: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation')).toHaveAttribute('data-state', 'closed');
    const messages = canvas.getByRole('button', { name: 'Mensajes 3 nuevos' });
    await expect(messages).toHaveAttribute('title', 'Mensajes');
    await expect(canvas.getByRole('button', { name: 'Idioma Español' })).toBeVisible();
  },
};

/** The toggle collapses and expands the menu. */
export const Toggle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Menú' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(canvas.getByRole('button', { name: 'Retirar' })).toHaveAttribute(
      'title',
      'Retirar',
    );
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: 'Retirar' })).not.toHaveAttribute('title');
    toggle.blur();
  },
};

/** Hovering the app-download entry shows the iOS and Android QR codes. */
export const AppDownloadHover: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const entry = canvas.getByRole('button', { name: 'Descargar app' });
    await expect(canvas.queryByRole('img', { name: 'Código QR de la app para iOS' })).toBeNull();
    await userEvent.hover(entry);
    await expect(entry).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('img', { name: 'Código QR de la app para iOS' })).toBeVisible();
    await expect(
      canvas.getByRole('img', { name: 'Código QR de la app para Android' }),
    ).toBeVisible();
  },
};

/** Keyboard focus shows the codes too; Escape hides them, focus stays. */
export const AppDownloadFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const entry = canvas.getByRole('button', { name: 'Descargar app' });
    canvas.getByRole('button', { name: 'Canales oficiales' }).focus();
    await userEvent.tab();
    await expect(entry).toHaveFocus();
    await expect(entry).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(entry).toHaveAttribute('aria-expanded', 'false');
    await expect(entry).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(entry).toHaveAttribute('aria-expanded', 'true'));
  },
};

/**
 * With a link under the codes (the app's download page): Tab goes from the entry into the
 * flyout, which stays open while focus is in it.
 */
export const AppDownloadWithLink: Story = {
  args: {
    appDownload: {
      ...appDownload,
      more: <a href="#download">Guías de instalación</a>,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const entry = canvas.getByRole('button', { name: 'Descargar app' });
    canvas.getByRole('button', { name: 'Canales oficiales' }).focus();
    await userEvent.tab();
    await expect(entry).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Guías de instalación' })).toHaveFocus();
    await expect(entry).toHaveAttribute('aria-expanded', 'true');
  },
};

/** No app links yet: the flyout holds the link alone. */
export const AppDownloadLinkOnly: Story = {
  args: {
    appDownload: {
      label: 'Descargar app',
      more: <a href="#download">Guías de instalación</a>,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.hover(canvas.getByRole('button', { name: 'Descargar app' }));
    await expect(canvas.getByRole('link', { name: 'Guías de instalación' })).toBeVisible();
    await expect(canvas.queryByRole('img', { name: /Código QR/u })).toBeNull();
  },
};

export const CollapsedAppDownload: Story = {
  args: { defaultOpen: false },
  play: async ({ canvasElement }) => {
    const entry = within(canvasElement).getByRole('button', { name: 'Descargar app' });
    await userEvent.hover(entry);
    await expect(entry).toHaveAttribute('aria-expanded', 'true');
  },
};

const rtlArgs = {
  label: 'القائمة الجانبية',
  toggleLabel: 'القائمة',
  groups: sampleGroupsAr(),
  countLabel: (n: number) => `${n} جديد`,
  appDownload: {
    label: 'تنزيل التطبيق',
    ios: { label: 'iOS', qrCode: <SampleQr seed={1} label="رمز QR لتطبيق iOS" /> },
    android: { label: 'Android', qrCode: <SampleQr seed={2} label="رمز QR لتطبيق Android" /> },
  },
  language: ({ collapsed }: { collapsed: boolean }) => (
    <LanguageSelect
      languages={fewLanguages}
      value="AR"
      label="اللغة"
      onChange={fn()}
      compact={collapsed}
      side="top"
    />
  ),
};

export const RightToLeft: Story = {
  args: rtlArgs,
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const entry = within(canvasElement).getByRole('button', { name: 'تنزيل التطبيق' });
    await userEvent.hover(entry);
    await expect(entry).toHaveAttribute('aria-expanded', 'true');
  },
};

export const RightToLeftCollapsed: Story = {
  args: { ...rtlArgs, defaultOpen: false },
  globals: { direction: 'rtl' },
};
