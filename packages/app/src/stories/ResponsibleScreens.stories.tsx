import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { realityCheck } from './responsibleFixtures';
import { Screen } from './Screen';
import { network, screenInDocs, waitFor } from './screenStory';

/**
 * Responsible play (the member centre's responsiblePlay; UKGC RTS 12, 13, 14, 1B): the member's
 * limits with what is used and left, a raise cooling off or ready to confirm, the session limit,
 * the reality-check interval, time-out and self-exclusion behind a confirmation, the age asked for,
 * the 12-month history and the operator's help lines (responsibleFixtures.ts); and the reality
 * check over a game that the server refused for it.
 */
const meta = {
  title: 'App/Responsible screens',
  component: Screen,
  parameters: { layout: 'fullscreen', docs: { story: screenInDocs } },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { path: '/member?page=responsiblePlay' },
  beforeEach: network({ account: 'member', responsible: 'default' }),
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

const pageLoaded = (canvasElement: HTMLElement) =>
  waitFor(() =>
    expect(within(canvasElement).getByRole('link', { name: 'Jugadores Anónimos' })).toBeVisible(),
  );

/** Limits set and partly used, a session limit, the help lines and the history. */
export const ResponsiblePlay: Story = {
  play: async ({ canvasElement }) => {
    await pageLoaded(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Juego responsable' })).toBeVisible();
    await expect(canvas.getByText('Sus sesiones duran como máximo 120 minutos.')).toBeVisible();
    await waitFor(() => expect(canvas.getAllByText('Fortuna Dorada 1').length).toBe(2));
    await expect(canvas.getByRole('button', { name: 'Descargar CSV' })).toBeEnabled();
  },
};

export const ResponsiblePlayRightToLeft: Story = {
  ...ResponsiblePlay,
  globals: { direction: 'rtl' },
};

/** A raise past its 24 hours, ready to confirm; a removal still cooling off, with its date. */
export const PendingChanges: Story = {
  beforeEach: network({ account: 'member', responsible: 'pending' }),
  play: async ({ canvasElement }) => {
    await pageLoaded(canvasElement);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: 'Confirmar Límite de depósito · 24 horas' }),
    ).toBeVisible();
    await expect(canvas.getAllByText(/Podrá confirmarlo desde el/u).length).toBe(2);
  },
};

/** The operator asks for the member's word on their age before play and deposits. */
export const AgeAsked: Story = {
  beforeEach: network({ account: 'member', responsible: 'age' }),
  play: async ({ canvasElement }) => {
    await pageLoaded(canvasElement);
    await expect(
      within(canvasElement).getByRole('button', { name: 'Confirmo que tengo 18 años o más' }),
    ).toBeVisible();
  },
};

/** A limit refused by the form: more than two decimals. */
export const LimitInvalid: Story = {
  play: async ({ canvasElement }) => {
    await pageLoaded(canvasElement);
    const form = within(within(canvasElement).getByRole('form', { name: 'Guardar límite' }));
    await userEvent.type(form.getByRole('textbox', { name: /^Importe/u }), '12.345');
    await userEvent.click(form.getByRole('button', { name: 'Guardar límite' }));
    await waitFor(() =>
      expect(form.getByText('Escriba un importe con dos decimales como máximo')).toBeVisible(),
    );
  },
};

/** A time-out is asked for once more, saying it cannot be undone. */
export const TimeOutConfirmation: Story = {
  play: async ({ canvasElement }) => {
    await pageLoaded(canvasElement);
    const button = within(canvasElement).getByRole('button', { name: 'Tomar la pausa' });
    await userEvent.click(button);
    const dialog = await waitFor(() =>
      within(document.body).getByRole('alertdialog', { name: '¿Tomar una pausa?' }),
    );
    await expect(dialog).toHaveTextContent(
      'Su cuenta quedará en pausa durante 24 horas y se cerrarán todas sus sesiones. No se puede deshacer.',
    );
  },
};

/** The operator turned the tools off: the page says so (and the menu leaves it out). */
export const Disabled: Story = {
  beforeEach: network({ account: 'member', responsible: 'disabled' }),
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(
        within(canvasElement).getByText(
          'Las herramientas de juego responsable no están disponibles en este momento',
        ),
      ).toBeVisible(),
    );
  },
};

/**
 * A game's launch refused for a reality check due: the check shows over the page with the
 * session's time, stakes, wins and net, and cannot be closed but by one of its three answers.
 */
export const RealityCheck: Story = {
  args: { path: '/seamless?nodeId=101&name=Fortuna%20Dorada%201' },
  beforeEach: network({
    account: 'member',
    responsible: 'default',
    answers: {
      launchGame: { code: 'REALITY_CHECK_DUE', status: 409, failure: realityCheck() },
    },
  }),
  play: async () => {
    const dialog = await waitFor(() =>
      within(document.body).getByRole('dialog', { name: 'Revise su sesión de juego' }),
    );
    const check = within(dialog);
    await waitFor(() => expect(check.getByText('1 h 05 min')).toBeVisible());
    await expect(check.getByRole('button', { name: 'Continuar' })).toBeVisible();
    await expect(check.getByRole('button', { name: 'Ver mi historial' })).toBeVisible();
    await expect(check.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
    await expect(check.queryByRole('button', { name: 'Cerrar' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
  },
};

/** The demo game's page as the frame's address, once the launch goes through. */
const gamePage = `data:text/html,${encodeURIComponent(
  '<!doctype html><html lang="es"><title>Fortuna Dorada 1</title><body><h1>Fortuna Dorada 1</h1></body></html>',
)}`;

let ageConfirmed = false;

/**
 * A game's launch refused because the operator asks members to confirm their age: the member
 * confirms there and then.
 */
export const GameRefusedForAge: Story = {
  args: { path: '/seamless?nodeId=101&name=Fortuna%20Dorada%201' },
  beforeEach: async (context) => {
    ageConfirmed = false;
    return network({
      account: 'member',
      responsible: 'age',
      answers: {
        // No reality check due: its pop-up would cover the page.
        realityCheck: { value: { ...realityCheck(), due: false } },
        ageConfirm: () => {
          ageConfirmed = true;
          return { value: null };
        },
        launchGame: () =>
          ageConfirmed
            ? { value: { gameUrl: gamePage, expiresAt: '2026-11-25T12:00:00.000Z' } }
            : {
                code: 'AGE_UNCONFIRMED',
                status: 403,
                failure: { confirm: true, verify: false },
              },
      },
    })(context);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(
        canvas.getByRole('heading', {
          name: 'Confirme que es mayor de 18 años antes de jugar o depositar',
        }),
      ).toBeVisible(),
    );
    await expect(
      canvas.getByRole('button', { name: 'Confirmo que tengo 18 años o más' }),
    ).toBeVisible();
  },
};

/** Confirming lifts the refusal: the launch is asked again and the game opens. */
export const GameOpensOnceAgeConfirmed: Story = {
  ...GameRefusedForAge,
  play: async (context) => {
    await GameRefusedForAge.play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirmo que tengo 18 años o más' }));
    // The game's frame, named by the game (the bar's heading has the name as its title too).
    await waitFor(() =>
      expect(
        context.canvasElement.querySelector('iframe[title="Fortuna Dorada 1"]'),
      ).toHaveAttribute('src', gamePage),
    );
    await expect(canvas.getByRole('heading', { level: 1, name: 'Fortuna Dorada 1' })).toBeVisible();
  },
};
