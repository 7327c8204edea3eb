import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Screen } from './Screen';
import { network, PHONE, screenInDocs, waitFor } from './screenStory';
import { profileInfo } from './securityFixtures';

/**
 * My account, the member centre's default page (securityCenter, spec 2.7): the account at a glance
 * and what the member may change (avatar, passwords, bound mobile and e-mail, sessions), for the
 * fixtures' member (securityFixtures.ts) and a member with nothing bound yet. A trial account never
 * reaches the page (the member centre sends it home); the server's refusal is tested there.
 */
const meta = {
  title: 'App/Security screens',
  component: Screen,
  parameters: { layout: 'fullscreen', docs: { story: screenInDocs } },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { path: '/member' },
  beforeEach: network({ account: 'member' }),
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a phone: the page's sections one under the other. No wait for the shell's language select. */

/** Everything set: a built-in avatar, the number and the e-mail bound, three sessions. */
export const SecurityCentre: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Número vinculado: 5512345678')).toBeVisible());
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Avatar panda' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    await waitFor(() => expect(canvas.getAllByText('Esta sesión').length).toBeGreaterThan(0));
  },
};

export const SecurityCentreRightToLeft: Story = {
  ...SecurityCentre,
  globals: { direction: 'rtl' },
};

export const SecurityCentrePhone: Story = {
  ...SecurityCentre,
  globals: PHONE,
};

/** A new member: no avatar, nothing bound, no withdraw password; the forms say bind and set. */
export const NothingBound: Story = {
  beforeEach: network({
    account: 'member',
    answers: { profileInfo: { value: profileInfo(true) } },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByText('Todavía no ha vinculado un correo electrónico.')).toBeVisible(),
    );
    await expect(canvas.getByRole('button', { name: 'Vincular número' })).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Guardar contraseña de retiro' }),
    ).toBeVisible();
  },
};

/** The e-mail refused: another account holds it, said on the field. */
export const EmailTaken: Story = {
  beforeEach: network({
    account: 'member',
    answers: {
      profileInfo: { value: profileInfo(true) },
      emailCode: { code: 'EMAIL_TAKEN', status: 409 },
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await waitFor(() => canvas.getByRole('region', { name: 'Correo electrónico' }));
    const email = within(form);
    await userEvent.type(
      email.getByRole('textbox', { name: /^Correo electrónico/u }),
      'vip01@example.com',
    );
    await userEvent.click(email.getByRole('button', { name: 'Enviar código' }));
    await waitFor(() =>
      expect(email.getByText('Este correo ya pertenece a otra cuenta')).toBeVisible(),
    );
  },
};

/** The other sessions logged out: the page says how many. */
export const SessionsEnded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await waitFor(() =>
      canvas.getByRole('button', { name: 'Cerrar las demás sesiones' }),
    );
    await userEvent.click(button);
    await waitFor(() => expect(canvas.getByText('Sesiones cerradas: 2')).toBeVisible());
    // The screenshot without the pointer's hover or the focus ring on the button just pressed.
    await userEvent.unhover(button);
    button.blur();
  },
};
