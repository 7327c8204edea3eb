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
import * as fixtures from '../../stories/fixtures';
import { LoginPopup } from './LoginPopup';

/**
 * The login pop-up (spec 2.2, 4.2) on the fixtures' network: its tabs and free trial follow the
 * operator's switches in the system info, and the server's refusals show in Spanish.
 */
const meta = {
  title: 'App/LoginPopup',
  component: LoginPopup,
  args: { open: true, onOpenChange: fn() },
  render: renderPopup(LoginPopup),
  parameters: { layout: 'fullscreen', app: { fill: true }, docs: { story: popupInDocs } },
  decorators: [withApp],
} satisfies Meta<typeof LoginPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

const loginDialog = () => dialogNamed('Iniciar sesión');

/**
 * The demo operator: username and mobile-code tabs (MOBILEVERCODELOGIN3) and the free trial
 * (FREEPLAY3). The mobile tab asks for the number and its SMS code.
 */
export const Tabs: Story = {
  beforeEach: network(),
  play: async () => {
    const dialog = within(await loginDialog());
    await waitFor(() =>
      expect(dialog.getByRole('tab', { name: 'Usuario' })).toHaveAttribute('aria-selected', 'true'),
    );
    await expect(dialog.getByRole('textbox', { name: 'Usuario' })).toBeVisible();
    await expect(
      dialog.getByRole('button', { name: 'Probar gratis (cuenta de prueba)' }),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('tab', { name: 'Número de móvil' }));
    await expect(dialog.getByRole('tab', { name: 'Número de móvil' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(dialog.getByRole('textbox', { name: 'Número de móvil' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Enviar código' })).toBeVisible();
    await expect(dialog.queryByRole('textbox', { name: 'Usuario' })).toBeNull();
  },
};

/**
 * The server refuses the login and asks for the captcha (spec 4.2): its message is announced,
 * and the captcha picture and field appear; the pop-up stays open.
 */
export const CaptchaAfterRefusal: Story = {
  beforeEach: network({
    sealed: true,
    answers: { login: { code: 'CAPTCHA_REQUIRED', status: 401 } },
  }),
  play: async ({ args }) => {
    const dialog = within(await loginDialog());
    await userEvent.type(
      await waitFor(() => dialog.getByRole('textbox', { name: 'Usuario' })),
      'jugador01',
    );
    await userEvent.type(dialog.getByLabelText(/^Contraseña/), 'clave123');
    await userEvent.click(dialog.getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() =>
      expect(dialog.getByRole('alert')).toHaveTextContent(
        'Marque «No soy un robot» y espere a que se verifique',
      ),
    );
    await waitFor(() =>
      expect(dialog.getByRole('checkbox', { name: 'No soy un robot' })).toBeVisible(),
    );
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** Refused while in a time-out: the end date in the player's language. */
export const AccountExcluded: Story = {
  beforeEach: network({
    sealed: true,
    answers: {
      login: {
        code: 'ACCOUNT_EXCLUDED',
        status: 403,
        failure: {
          kind: 'time-out',
          startedAt: '2026-11-24T10:00:00.000Z',
          endsAt: '2026-12-01T10:00:00.000Z',
          reopensAt: null,
          canReopen: false,
        },
      },
    },
  }),
  play: async ({ args }) => {
    const dialog = within(await loginDialog());
    await userEvent.type(
      await waitFor(() => dialog.getByRole('textbox', { name: 'Usuario' })),
      'jugador01',
    );
    await userEvent.type(dialog.getByLabelText(/^Contraseña/), 'clave123');
    await userEvent.click(dialog.getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() =>
      expect(dialog.getByRole('alert')).toHaveTextContent(
        /Su cuenta está en una pausa o autoexclusión hasta el 1 de diciembre de 2026/u,
      ),
    );
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/**
 * Refused after a self-exclusion that has ended: the account stays closed until the member asks
 * (RTS 14). Asking, with the same credentials, says when it reopens.
 */
export const AccountCanReopen: Story = {
  beforeEach: network({
    sealed: true,
    answers: {
      login: {
        code: 'ACCOUNT_EXCLUDED',
        status: 403,
        failure: {
          kind: 'self-exclusion',
          startedAt: '2026-05-01T10:00:00.000Z',
          endsAt: '2026-11-01T10:00:00.000Z',
          reopensAt: null,
          canReopen: true,
        },
      },
      responsibleReopen: () => ({ value: { reopensAt: '2026-11-26T10:00:00.000Z' } }),
    },
  }),
  play: async () => {
    const dialog = within(await loginDialog());
    await userEvent.type(
      await waitFor(() => dialog.getByRole('textbox', { name: 'Usuario' })),
      'jugador01',
    );
    await userEvent.type(dialog.getByLabelText(/^Contraseña/), 'clave123');
    await userEvent.click(dialog.getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() =>
      expect(dialog.getByRole('alert')).toHaveTextContent(
        /Su autoexclusión terminó el 1 de noviembre de 2026/u,
      ),
    );
    await expect(
      dialog.getByText('La cuenta se reabre 24 horas después de pedirlo.'),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Pedir la reapertura' }));
    await waitFor(() =>
      expect(dialog.getByRole('status')).toHaveTextContent(
        /Su cuenta se reabrirá el 26 de noviembre de 2026/u,
      ),
    );
    await expect(dialog.queryByRole('button', { name: 'Pedir la reapertura' })).toBeNull();
  },
};

/**
 * An operator without code login nor free trial (no MOBILEVERCODELOGIN3, FREEPLAY3): the username
 * form alone. Opened because a visitor chose a game: the reason is said first.
 */
export const UsernameOnly: Story = {
  args: { reason: 'error_UNAUTHORIZED' },
  beforeEach: network({
    answers: {
      systemInfo: async () => ({
        value: { ...(await fixtures.systemInfo()), whitelabel: ['REG3', 'USERNAMEREG3'] },
      }),
    },
  }),
  play: async () => {
    const dialog = within(await loginDialog());
    await expect(dialog.getByRole('status')).toHaveTextContent(
      'No ha iniciado sesión, inicie sesión',
    );
    await waitFor(() => expect(dialog.getByRole('textbox', { name: 'Usuario' })).toBeVisible());
    await expect(dialog.getAllByRole('tab')).toHaveLength(1);
    await expect(dialog.queryByRole('tab', { name: 'Número de móvil' })).toBeNull();
    await expect(dialog.queryByRole('button', { name: /Probar gratis/ })).toBeNull();
    await expect(dialog.getByRole('button', { name: 'Crear una cuenta' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: '¿Olvidó su contraseña?' })).toBeVisible();
  },
};

const promoBanner = (group: string) => ({
  value: {
    group,
    banners: [
      {
        id: 41,
        url: `data:image/svg+xml,${encodeURIComponent(
          '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 240"><rect width="640" height="240" fill="#1d4ed8"/><text x="320" y="135" font-family="DejaVu Sans, sans-serif" font-size="40" font-weight="700" fill="#fff" text-anchor="middle">Bono de bienvenida</text></svg>',
        )}`,
        title: 'Bono de bienvenida',
        linkageType: 'P' as const,
        linkage: '7',
        promotionId: 7,
        nodeId: null,
        vendor: null,
        gameType: null,
        roomId: null,
        language: 'es',
      },
    ],
  },
});

/** The operator's w_login banner group (spec 2.3) above the form. */
export const WithBanner: Story = {
  beforeEach: network({
    answers: { banners: (query) => promoBanner(query.get('group') ?? 'w_login') },
  }),
  play: async () => {
    const dialog = within(await loginDialog());
    await expect(await dialog.findByRole('button', { name: 'Bono de bienvenida' })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Usuario' })).toBeVisible();
  },
};

/** The operator's social login (SOCIALLOGIN3) with its providers, for the stories below. */
const socialNetwork = (extra: Parameters<typeof network>[0] = {}) =>
  network({
    ...extra,
    answers: {
      systemInfo: async () => {
        const info = await fixtures.systemInfo();
        return { value: { ...info, whitelabel: [...info.whitelabel, 'SOCIALLOGIN3'] } };
      },
      socialProviders: {
        value: [
          { id: 'google', label: 'Google', icon: null },
          { id: 'local', label: 'Demo ID', icon: null },
        ],
      },
      ...extra.answers,
    },
  });

/**
 * Social login (SOCIALLOGIN3, spec 7.2): a button for each provider under the form; a click asks
 * the server for the provider's page.
 */
export const SocialProviders: Story = {
  beforeEach: socialNetwork(),
  play: async () => {
    const dialog = within(await loginDialog());
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: 'Continuar con Google' })).toBeVisible(),
    );
    await expect(dialog.getByRole('region', { name: 'o continúe con' })).toBeVisible();
  },
};

/** Back from a provider that refused (`/login?socialError=SOCIAL_DENIED`): said in the pop-up. */
export const SocialRefused: Story = {
  args: { socialError: 'SOCIAL_DENIED' },
  beforeEach: socialNetwork(),
  play: async () => {
    const dialog = within(await loginDialog());
    await waitFor(() =>
      expect(dialog.getByRole('alert')).toHaveTextContent(
        'Se canceló o se rechazó el inicio de sesión con el proveedor.',
      ),
    );
  },
};

/** A provider that cannot be reached: the start's refusal, right to left. */
export const SocialUnavailableRightToLeft: Story = {
  globals: { direction: 'rtl' },
  beforeEach: socialNetwork({
    answers: { socialStart: { code: 'SOCIAL_UNAVAILABLE', status: 503 } },
  }),
  play: async () => {
    const dialog = within(await loginDialog());
    await userEvent.click(
      await waitFor(() => dialog.getByRole('button', { name: 'Continuar con Demo ID' })),
    );
    await waitFor(() =>
      expect(dialog.getByRole('alert')).toHaveTextContent(
        'No se pudo contactar con el proveedor de acceso',
      ),
    );
  },
};

/** The mobile tab with a number the operator's mobile rule takes. */
const mobileTab = async (dialog: ReturnType<typeof within>) => {
  await userEvent.click(await waitFor(() => dialog.getByRole('tab', { name: 'Número de móvil' })));
  await userEvent.type(dialog.getByRole('textbox', { name: 'Número de móvil' }), '5512345678');
};

/**
 * The operator's SMS provider refuses the number (spec 7.3, 8): a warning pop-up says so in the
 * player's language, over the login pop-up, and no countdown starts.
 */
export const SmsNumberInvalid: Story = {
  beforeEach: network({ answers: { smsNoLogin: { code: 'SMS_NUMBER_INVALID', status: 400 } } }),
  play: async () => {
    const dialog = within(await loginDialog());
    await mobileTab(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Enviar código' }));
    const warning = await waitFor(() =>
      within(document.body).getByRole('alertdialog', { name: 'Aviso' }),
    );
    await waitFor(() => expect(warning).toBeVisible());
    await expect(warning).toHaveTextContent(
      'No se puede enviar un SMS a este número de móvil: compruébelo',
    );
  },
};

/** The right code, entered after its time (spec 8, code-expired): the form says to ask again. */
export const SmsCodeExpired: Story = {
  beforeEach: network({
    sealed: true,
    answers: { login: { code: 'SMS_CODE_EXPIRED', status: 400 } },
  }),
  play: async ({ args }) => {
    const dialog = within(await loginDialog());
    await mobileTab(dialog);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Código de verificación' }), '482913');
    await userEvent.click(dialog.getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() =>
      expect(dialog.getByRole('alert')).toHaveTextContent(
        'El código ha caducado: solicite uno nuevo',
      ),
    );
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};
