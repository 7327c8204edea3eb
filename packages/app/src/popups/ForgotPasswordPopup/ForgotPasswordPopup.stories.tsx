import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  dialogNamed,
  network,
  onPage,
  popupInDocs,
  renderPopup,
  waitFor,
  withApp,
} from '../../stories/AppFrame';
import * as fixtures from '../../stories/fixtures';
import { ForgotPasswordPopup } from './ForgotPasswordPopup';

/**
 * Forgot password (spec 2.2, 4.7) on the fixtures' network: by e-mail, or first by mobile when
 * the operator allows the reset by phone (CHNGPASSVERIF3).
 */
const meta = {
  title: 'App/ForgotPasswordPopup',
  component: ForgotPasswordPopup,
  args: { open: true, onOpenChange: fn() },
  render: renderPopup(ForgotPasswordPopup),
  parameters: { layout: 'fullscreen', app: { fill: true }, docs: { story: popupInDocs } },
  decorators: [withApp],
} satisfies Meta<typeof ForgotPasswordPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

const forgotDialog = async () => within(await dialogNamed('Recuperar contraseña'));

/** The demo operator resets by e-mail only: the link is asked for, the pop-up closes and says so. */
export const ByEmail: Story = {
  beforeEach: network(),
  play: async ({ args }) => {
    const dialog = await forgotDialog();
    await expect(dialog.getAllByRole('tab')).toHaveLength(1);
    await expect(dialog.getByRole('tab', { name: 'Correo electrónico' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.type(dialog.getByRole('textbox', { name: 'Usuario' }), 'jugador01');
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Correo electrónico' }),
      'ana@example.com',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Enviar enlace' }));
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
    await waitFor(() =>
      expect(
        within(onPage().getByRole('region', { name: 'Notificaciones' })).getByText(
          'Solicitud enviada: revise su correo.',
          // The toast's title (its live region says it too).
          { selector: 'p' },
        ),
      ).toBeVisible(),
    );
    await waitFor(() => expect(onPage().queryByRole('dialog')).toBeNull());
  },
};

/**
 * An operator with the reset by phone: the mobile tab comes first. On the e-mail tab the server
 * refuses (too many requests): its message shows and the pop-up stays open.
 */
export const MobileFirst: Story = {
  beforeEach: network({
    answers: {
      systemInfo: async () => {
        const info = await fixtures.systemInfo();
        return { value: { ...info, whitelabel: [...info.whitelabel, 'CHNGPASSVERIF3'] } };
      },
      passwordEmail: { code: 'RATE_LIMITED', status: 429 },
    },
  }),
  play: async ({ args }) => {
    const dialog = await forgotDialog();
    await waitFor(() =>
      expect(dialog.getByRole('tab', { name: 'Número de móvil' })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    await expect(dialog.getByRole('button', { name: 'Enviar código' })).toBeVisible();
    await userEvent.click(dialog.getByRole('tab', { name: 'Correo electrónico' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Usuario' }), 'jugador01');
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Correo electrónico' }),
      'ana@example.com',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Enviar enlace' }));
    await waitFor(() =>
      expect(dialog.getByRole('alert')).toHaveTextContent(
        'Demasiados intentos, inténtelo más tarde',
      ),
    );
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/**
 * Right to left: the operator's SMS provider has no quota left for the reset code (spec 8,
 * quota-exceeded): a warning pop-up sends the player to customer service.
 */
export const SmsQuotaExceededRightToLeft: Story = {
  globals: { direction: 'rtl' },
  beforeEach: network({
    answers: {
      systemInfo: async () => {
        const info = await fixtures.systemInfo();
        return { value: { ...info, whitelabel: [...info.whitelabel, 'CHNGPASSVERIF3'] } };
      },
      smsNoLogin: { code: 'SMS_QUOTA_EXCEEDED', status: 503 },
    },
  }),
  play: async () => {
    const dialog = await forgotDialog();
    await userEvent.type(
      await waitFor(() => dialog.getByRole('textbox', { name: /Número de móvil/ })),
      '5512345678',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Enviar código' }));
    const warning = await waitFor(() => onPage().getByRole('alertdialog', { name: 'Aviso' }));
    await waitFor(() => expect(warning).toBeVisible());
    await expect(warning).toHaveTextContent(
      'Ahora no se pueden enviar más SMS: contacte con atención al cliente',
    );
  },
};
