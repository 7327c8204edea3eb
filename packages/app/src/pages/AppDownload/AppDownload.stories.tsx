import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { systemInfo } from '../../stories/fixtures';
import { Screen } from '../../stories/Screen';
import { network, screenInDocs, waitFor } from '../../stories/screenStory';

/**
 * The app-download page (/download): the iOS and Android apps' QR codes and links as the operator
 * set them (`cli app-download`), the install guides with their pictures, and the lite
 * (home-screen) install with the operator's note; with no app link, the page says so and leads to
 * the lite install.
 */
const meta = {
  title: 'App/App download',
  component: Screen,
  parameters: { layout: 'fullscreen', docs: { story: screenInDocs } },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { path: '/download' },
  beforeEach: network(),
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

const PHONE = { viewport: { value: 'mobile1', isRotated: false } };
const NOTE =
  'En iPhone, use Safari: otros navegadores no pueden añadir el portal a la pantalla de inicio.';

/** The system info with only these app links (none: no APP_IOS nor APP_ANDROID), and a note. */
const withApps = (links: { ios?: string; android?: string }, note?: string) => async () => {
  const info = await systemInfo();
  const { APP_IOS: _ios, APP_ANDROID: _android, ...others } = info.resources;
  return {
    value: {
      ...info,
      resources: {
        ...others,
        ...(links.ios ? { APP_IOS: { url: links.ios, labelNameEn: 'iOS app' } } : {}),
        ...(links.android
          ? { APP_ANDROID: { url: links.android, labelNameEn: 'Android app' } }
          : {}),
      },
      ...(note ? { liteInstallNote: [{ language: 'es', text: note }] } : {}),
    },
  };
};

const pageLoaded = (canvasElement: HTMLElement) =>
  waitFor(() =>
    expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Descargar la app' }),
    ).toBeVisible(),
  );

/** Both apps: their codes, links and addresses, a guide for each, and the lite install. */
export const WithLinks: Story = {
  play: async ({ canvasElement }) => {
    await pageLoaded(canvasElement);
    const main = within(within(canvasElement).getByRole('main'));
    await waitFor(() =>
      expect(main.getByRole('img', { name: 'Código QR de la app para iOS' })).toBeVisible(),
    );
    await expect(main.getByRole('img', { name: 'Código QR de la app para Android' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Descargar para iOS' })).toHaveAttribute(
      'href',
      'https://portal.example.com/app/ios',
    );
    await expect(main.getByRole('link', { name: 'Descargar para Android' })).toHaveAttribute(
      'href',
      'https://portal.example.com/app/android.apk',
    );
    for (const guide of [
      'Instalar en iPhone o iPad',
      'Instalar en Android',
      'App ligera (pantalla de inicio)',
    ])
      await expect(main.getByRole('heading', { level: 3, name: guide })).toBeVisible();
    for (const steps of [
      'Pasos: Instalar en iPhone o iPad',
      'Pasos: Instalar en Android',
      'Pasos: Chrome, Edge y otros navegadores Chromium',
      'Pasos: Safari en iPhone y iPad',
    ])
      await expect(
        within(main.getByRole('list', { name: steps })).getAllByRole('listitem'),
      ).toHaveLength(4);
    // On a computer, the portal's own code for opening it on the phone.
    await expect(
      main.getByRole('img', { name: 'Código QR para abrir el portal en el móvil' }),
    ).toBeVisible();
    // The download links are reached with the keyboard, in reading order.
    main.getByRole('link', { name: 'Descargar para iOS' }).focus();
    await userEvent.tab();
    await expect(main.getByRole('link', { name: 'Descargar para Android' })).toHaveFocus();
  },
};

/** On a phone: the cards and the steps stack; the portal's own code is left out. */
export const WithLinksPhone: Story = {
  globals: PHONE,
  play: async ({ canvasElement }) => {
    await pageLoaded(canvasElement);
    const main = within(within(canvasElement).getByRole('main'));
    await waitFor(() =>
      expect(main.getByRole('link', { name: 'Descargar para Android' })).toBeVisible(),
    );
    await expect(
      main.queryByRole('img', { name: 'Código QR para abrir el portal en el móvil' }),
    ).toBeNull();
    // Nothing wider than the phone.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The operator's note for the lite install, in the player's language. */
export const WithLiteNote: Story = {
  beforeEach: network({
    answers: { systemInfo: withApps({ android: 'https://apps.example.com/portal.apk' }, NOTE) },
  }),
  play: async ({ canvasElement }) => {
    await pageLoaded(canvasElement);
    const main = within(within(canvasElement).getByRole('main'));
    await waitFor(() =>
      expect(main.getByRole('note', { name: 'Nota del operador' })).toHaveTextContent(NOTE),
    );
    // Only Android is there: iOS says so, and has no guide.
    await expect(main.getByText('Todavía no disponible.')).toBeVisible();
    await expect(main.queryByRole('heading', { name: 'Instalar en iPhone o iPad' })).toBeNull();
    await expect(main.getByRole('heading', { name: 'Instalar en Android' })).toBeVisible();
  },
};

/** No app link yet: a clear empty state that leads to the lite install, which needs none. */
export const NoLinks: Story = {
  beforeEach: network({ answers: { systemInfo: withApps({}) } }),
  play: async ({ canvasElement }) => {
    await pageLoaded(canvasElement);
    const main = within(within(canvasElement).getByRole('main'));
    await waitFor(() =>
      expect(
        main.getByRole('heading', { level: 3, name: 'Las apps aún no están disponibles' }),
      ).toBeVisible(),
    );
    await expect(main.queryByRole('img', { name: /Código QR de la app/u })).toBeNull();
    await expect(main.queryByRole('heading', { name: 'Instalar en Android' })).toBeNull();
    const lite = main.getByRole('link', { name: 'Ver cómo instalar la app ligera' });
    await expect(lite).toHaveAttribute('href', '#download-lite');
    await expect(
      main.getByRole('heading', { name: 'App ligera (pantalla de inicio)' }),
    ).toBeVisible();
  },
};

export const NoLinksPhone: Story = { ...NoLinks, globals: PHONE };

/** Right to left: the page and the pictures mirrored; the addresses and codes as they are. */
export const RightToLeft: Story = {
  ...WithLinks,
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await pageLoaded(canvasElement);
    const main = within(within(canvasElement).getByRole('main'));
    await waitFor(() =>
      expect(main.getByText('https://portal.example.com/app/ios')).toHaveAttribute('dir', 'ltr'),
    );
    await expect(main.getByRole('img', { name: 'Código QR de la app para iOS' })).toBeVisible();
  },
};

export const RightToLeftPhone: Story = { ...RightToLeft, globals: { direction: 'rtl', ...PHONE } };
