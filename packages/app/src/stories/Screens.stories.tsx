import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { systemInfo } from './fixtures';
import { Screen } from './Screen';
import {
  lobbyLoaded,
  network,
  PHONE,
  phone,
  screenInDocs,
  shellLoaded,
  waitFor,
} from './screenStory';

/**
 * The portal's screens as each audience meets them (spec 2, 6): the real app, routes and SWR
 * hooks included, with the network answered at fetch by contract-checked fixtures.
 */
const meta = {
  title: 'App/Screens',
  component: Screen,
  parameters: { layout: 'fullscreen', docs: { story: screenInDocs } },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { path: '/' },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {
  beforeEach: network(),
  play: async ({ canvasElement }) => {
    await shellLoaded(canvasElement);
    await lobbyLoaded(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
    for (const landmark of ['banner', 'main', 'contentinfo']) {
      await expect(canvas.getAllByRole(landmark).length).toBeGreaterThan(0);
    }
  },
};

export const Member: Story = {
  beforeEach: network({ account: 'member' }),
  play: async ({ canvasElement }) => {
    await shellLoaded(canvasElement);
    await lobbyLoaded(canvasElement);
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('12.850,75')).toBeVisible());
    await expect(canvas.queryByRole('button', { name: 'Iniciar sesión' })).toBeNull();
  },
};

export const Vip: Story = {
  beforeEach: network({ account: 'vip' }),
  play: async ({ canvasElement }) => {
    await shellLoaded(canvasElement);
    await lobbyLoaded(canvasElement);
    // The label and the level, once each ("VIP 3", not "VIP 3 3").
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-level="3"]')).toHaveTextContent(/^VIP 3$/u),
    );
  },
};

export const Trial: Story = {
  args: { path: '/member' },
  beforeEach: network({ account: 'trial' }),
  play: async ({ canvasElement }) => {
    await shellLoaded(canvasElement);
    await lobbyLoaded(canvasElement);
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('2.000,00')).toBeVisible());
    // A trial balance is not deposited to nor withdrawn: the header offers a real account instead.
    const banner = within(canvas.getByRole('banner'));
    await expect(banner.getByRole('button', { name: 'Registrarse' })).toBeVisible();
    await expect(banner.queryByRole('button', { name: 'Depositar' })).toBeNull();
    await expect(banner.queryByRole('button', { name: 'Retirar' })).toBeNull();
    // The guard's warning was announced; the player closes its toast, and the picture is taken
    // without it, since the toast's own timer would make it vary.
    const warning = 'Esta sección necesita una cuenta real: regístrese primero.';
    await waitFor(() => expect(canvas.getAllByText(warning).length).toBeGreaterThan(0));
    for (const close of canvas.queryAllByRole('button', { name: 'Cerrar' }))
      await userEvent.click(close);
    await waitFor(() =>
      expect(canvas.queryAllByRole('button', { name: 'Cerrar' })).toHaveLength(0),
    );
  },
};

export const AgentCentre: Story = {
  args: { path: '/agentHome' },
  beforeEach: network({ account: 'agent' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: 'Resumen del equipo' })).toBeVisible(),
    );
    await expect(canvas.getByText('Agente Uno')).toBeVisible();
    // The clock reads the stories' fixed moment (.storybook/clock.ts) in the browser's zone.
    await expect(canvasElement.querySelector('time')).toHaveAttribute(
      'datetime',
      '2026-11-24T10:30:00.000Z',
    );
  },
};

export const MemberCentre: Story = {
  args: { path: '/member' },
  beforeEach: network({ account: 'member' }),
  play: async ({ canvasElement }) => {
    await shellLoaded(canvasElement);
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('demo01@example.com')).toBeVisible());
    await expect(canvas.getAllByRole('main')).toHaveLength(1);
    await waitFor(() =>
      expect(canvas.getByText('12.850,75', { selector: 'header *' })).toBeVisible(),
    );
  },
};

/** The member's messages, two of them unread: the menu's red counts and the header's. */
export const MemberMessages: Story = {
  args: { path: '/member?page=messageV2' },
  beforeEach: network({ account: 'member', unclaimed: true }),
  play: async ({ canvasElement }) => {
    await shellLoaded(canvasElement);
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Sin leer: 2')).toBeVisible());
    await expect(
      canvas.getByRole('button', { name: /^Su retiro fue aprobado Nuevo/ }),
    ).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The reward centre with the welcome bonus to claim. */
export const RewardCentre: Story = {
  args: { path: '/member?page=rewardCenter' },
  beforeEach: network({ account: 'member', unclaimed: true }),
  play: async ({ canvasElement }) => {
    await shellLoaded(canvasElement);
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('article', { name: 'Bono de bienvenida' })).toBeVisible(),
    );
    await expect(canvas.getByRole('button', { name: 'Reclamar' })).toBeVisible();
  },
};

/**
 * On a phone a record's rows are cards: every value (the amount and the balance too) is within the
 * screen's width, with nothing to scroll sideways for.
 */
async function everyCellOnScreen(table: HTMLElement) {
  const width = table.ownerDocument.documentElement.clientWidth;
  for (const cell of within(table).getAllByRole('cell')) {
    const box = cell.getBoundingClientRect();
    await expect({
      cell: cell.textContent,
      left: box.left >= 0,
      right: box.right <= width,
    }).toEqual({
      cell: cell.textContent,
      left: true,
      right: true,
    });
  }
}

/** The betting record of the week, with its totals. */
export const BettingRecord: Story = {
  args: { path: '/member?page=personalHistoryCopy' },
  beforeEach: network({ account: 'member' }),
  play: async ({ canvasElement, globals }) => {
    if (!phone(globals)) await shellLoaded(canvasElement);
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getAllByRole('cell', { name: 'Fortuna Dorada 1' })).toHaveLength(2),
    );
    if (phone(globals)) await everyCellOnScreen(canvas.getByRole('table'));
    await expect(canvas.getByText('Total apostado')).toBeVisible();
    // The date filter's week ends on the stories' fixed "today" (.storybook/clock.ts).
    await expect(canvas.getByLabelText('Hasta')).toHaveValue('2026-11-24');
  },
};

/** The account record: credits and debits with the balance after each. */
export const AccountRecord: Story = {
  args: { path: '/member?page=transactionHistory' },
  beforeEach: network({ account: 'member' }),
  play: async ({ canvasElement, globals }) => {
    if (!phone(globals)) await shellLoaded(canvasElement);
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('cell', { name: 'Bono de promoción' })).toBeVisible(),
    );
    if (phone(globals)) await everyCellOnScreen(canvas.getByRole('table'));
    // The date filter's week ends on the stories' fixed "today" (.storybook/clock.ts).
    await expect(canvas.getByLabelText('Hasta')).toHaveValue('2026-11-24');
  },
};

/** On a phone: the bets as cards, each value after its column's name. */
export const BettingRecordPhone: Story = { ...BettingRecord, globals: PHONE };

/** On a phone: the movements as cards, the amount and the balance after it on screen. */
export const AccountRecordPhone: Story = { ...AccountRecord, globals: PHONE };

/** Waits for the deposit page's channels and its history. */
async function depositLoaded(canvasElement: HTMLElement, rows: RegExp | null) {
  const canvas = within(canvasElement);
  await waitFor(() =>
    expect(canvas.getByRole('radio', { name: 'Monedero electrónico (demo)' })).toBeVisible(),
  );
  if (rows) await waitFor(() => expect(canvas.getByRole('cell', { name: rows })).toBeVisible());
  else
    await waitFor(() =>
      expect(canvas.getByText('Todavía no ha hecho ningún depósito')).toBeVisible(),
    );
}

/** The deposit page: the channels to choose from, and deposits pending, credited and rejected. */
export const Deposit: Story = {
  args: { path: '/member?page=depositv2' },
  beforeEach: network({ account: 'member' }),
  play: async ({ canvasElement }) => {
    await shellLoaded(canvasElement);
    await depositLoaded(canvasElement, /^Rechazado$/u);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('radio', { name: 'Transferencia bancaria (demo)' }),
    ).toBeChecked();
    await expect(canvas.getByRole('cell', { name: 'Pendiente' })).toBeVisible();
    await expect(canvas.getByRole('cell', { name: 'Acreditado' })).toBeVisible();
  },
};

/** A member who has not deposited yet: the form, and the history's empty state. */
export const DepositEmptyHistory: Story = {
  args: { path: '/member?page=depositv2' },
  beforeEach: network({
    account: 'member',
    answers: {
      depositList: { value: { list: [], pageNo: 1, pageSize: 10, total: 0, totalPages: 0 } },
    },
  }),
  play: async ({ canvasElement }) => {
    await shellLoaded(canvasElement);
    await depositLoaded(canvasElement, null);
  },
};

/** A deposit just started on the e-wallet: its reference, its state and where to pay. */
export const DepositResult: Story = {
  args: { path: '/member?page=depositv2' },
  beforeEach: network({ account: 'member' }),
  play: async ({ canvasElement, userEvent }) => {
    await shellLoaded(canvasElement);
    await depositLoaded(canvasElement, /^Rechazado$/u);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Monedero electrónico (demo)' }));
    await userEvent.type(canvas.getByLabelText(/^Importe/u), '100');
    await expect(canvas.getByText('Recibirá $ 99,00')).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByText('Depósito iniciado')).toBeVisible());
    await expect(canvas.getByText('D27Q6PR3PYX', { selector: 'dd' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Pagar ahora/u })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};

/** The deposit form right to left, as the operators' Arabic, Persian and Urdu pages show it. */
export const DepositRightToLeft: Story = {
  ...Deposit,
  globals: { direction: 'rtl' },
};

/** Waits for the withdraw page's accounts, its form and its history. */
async function withdrawLoaded(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await waitFor(() =>
    expect(canvas.getByRole('radio', { name: 'Banco Demo •••• 4821' })).toBeVisible(),
  );
  await waitFor(() => expect(canvas.getByRole('cell', { name: 'Rechazado' })).toBeVisible());
}

/** A member without a withdraw password: its form first, and nothing else yet. */
export const WithdrawNoPassword: Story = {
  args: { path: '/member?page=withdraw' },
  beforeEach: network({ account: 'member', withdraw: 'no-password' }),
  play: async ({ canvasElement }) => {
    await shellLoaded(canvasElement);
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Guardar contraseña de retiro' })).toBeVisible(),
    );
    await expect(canvas.getByLabelText(/^Contraseña de inicio de sesión/u)).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/**
 * The withdraw page: the saved accounts, the withdrawal with its fee, and withdrawals held, paid
 * and rejected with their steps.
 */
export const Withdraw: Story = {
  args: { path: '/member?page=withdraw' },
  beforeEach: network({ account: 'member' }),
  play: async ({ canvasElement }) => {
    await shellLoaded(canvasElement);
    await withdrawLoaded(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Banco Demo •••• 4821' })).toBeChecked();
    await expect(canvas.getByRole('cell', { name: 'Retenido' })).toBeVisible();
    // A paid one waits for the member's confirmation of receipt (WithdrawPaid).
    await expect(canvas.getByRole('cell', { name: 'Pagado Confirmar recepción' })).toBeVisible();
    await expect(canvas.getByText('La comisión es $ 2,00')).toBeVisible();
  },
};

/** Withdrawals locked after too many wrong withdraw passwords: until when, and the form off. */
export const WithdrawLocked: Story = {
  args: { path: '/member?page=withdraw' },
  beforeEach: network({ account: 'member', withdraw: 'locked' }),
  play: async ({ canvasElement }) => {
    await shellLoaded(canvasElement);
    await withdrawLoaded(canvasElement);
    const canvas = within(canvasElement);
    const section = within(canvas.getByRole('region', { name: 'Nuevo retiro' }));
    await expect(section.getByRole('alert')).toHaveTextContent(/Retiros bloqueados/u);
    await expect(section.getByRole('button', { name: 'Retirar' })).toBeDisabled();
    await expect(canvas.getByLabelText(/^Importe/u)).toBeDisabled();
  },
};

/** A withdrawal just asked for: its reference, held until the operator pays it out. */
export const WithdrawResult: Story = {
  args: { path: '/member?page=withdraw' },
  beforeEach: network({ account: 'member' }),
  play: async ({ canvasElement, userEvent }) => {
    await shellLoaded(canvasElement);
    await withdrawLoaded(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Importe/u), '100');
    await expect(
      canvas.getByText('La comisión es $ 2,00; saldrán $ 102,00 de su saldo'),
    ).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^Contraseña de retiro/u), 'Retiro2468');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByText('Retiro solicitado')).toBeVisible());
    await expect(canvas.getByText('WQ7M3KP9T2XA', { selector: 'dd' })).toBeVisible();
  },
};

/** The withdraw page right to left, as the operators' Arabic, Persian and Urdu pages show it. */
export const WithdrawRightToLeft: Story = {
  ...Withdraw,
  globals: { direction: 'rtl' },
};

/**
 * A paid withdrawal waiting for the member's answer (spec 4.11): the dialog from its row, with
 * what was paid, until when to answer, the three answers, and an amount received above what is
 * missing refused where it is typed.
 */
export const WithdrawPaid: Story = {
  args: { path: '/member?page=withdraw' },
  beforeEach: network({ account: 'member' }),
  play: async ({ canvasElement, userEvent }) => {
    await shellLoaded(canvasElement);
    await withdrawLoaded(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Confirmar recepción de W8HN4RZ6C3LD' }),
    );
    const dialog = within(
      await waitFor(() =>
        within(document.body).getByRole('dialog', { name: 'Confirmar el retiro W8HN4RZ6C3LD' }),
      ),
    );
    await waitFor(() => expect(dialog.getByText(/contará como recibido/u)).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: 'Recibido…' }));
    await userEvent.type(dialog.getByLabelText(/^Importe recibido/u), '300');
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(dialog.getByText('Como máximo $ 250,00, lo que falta por recibir')).toBeVisible(),
    );
    // The click scrolled the page down to the row: the picture shows it from its top.
    window.scrollTo(0, 0);
  },
};

/**
 * Withdrawals after their payout: partly received (still to confirm), disputed with the
 * member's note, refunded by the operator, and received automatically when the time ran out.
 */
export const WithdrawDisputed: Story = {
  args: { path: '/member?page=withdraw' },
  beforeEach: network({ account: 'member', withdrawals: 'after-payout' }),
  play: async ({ canvasElement }) => {
    await shellLoaded(canvasElement);
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('cell', { name: /^En reclamación/u })).toBeVisible(),
    );
    const row = (reference: string) =>
      within(canvas.getByRole('cell', { name: reference }).closest('tr') as HTMLElement);
    await expect(row('WK4T8P2M6RQA').getByText('Recibido $ 300,00 · Falta $ 200,00')).toBeVisible();
    await expect(
      row('WK4T8P2M6RQA').getByRole('button', { name: 'Confirmar recepción de WK4T8P2M6RQA' }),
    ).toBeVisible();
    await expect(row('WD7N3X9L2VBE').queryByRole('button')).toBeNull();
    await expect(row('WR2C6H8J4MZF').getByText(/Reembolsado \(por el operador\)/u)).toBeVisible();
    await expect(row('WA9F5S3U7YCG').getAllByText(/Recibido automáticamente/u)).toHaveLength(2);
    // The picture shows the table from its state column on: the states and the steps.
    const scroller = canvas.getByRole('table').parentElement;
    const state = canvas.getByRole('columnheader', { name: 'Estado' });
    if (scroller) scroller.scrollLeft = state.offsetLeft;
  },
};

/** The transfer to the upline: the amount within the balance, the withdraw password. */
export const TransferUpline: Story = {
  args: { path: '/member?page=transferUpline' },
  beforeEach: network({ account: 'member' }),
  play: async ({ canvasElement }) => {
    await shellLoaded(canvasElement);
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Transferir' })).toBeVisible());
    await expect(canvas.getByText(/Hasta su saldo de/u)).toBeVisible();
  },
};

/** The transfer to the upline right to left. */
export const TransferUplineRightToLeft: Story = {
  ...TransferUpline,
  globals: { direction: 'rtl' },
};

/** An operator who does not offer transfers (FUNDTRANS3 off): the page says so. */
export const TransferOff: Story = {
  args: { path: '/member?page=transferUpline' },
  beforeEach: network({
    account: 'member',
    answers: {
      systemInfo: async () => {
        const info = await systemInfo(0);
        return {
          value: { ...info, whitelabel: info.whitelabel.filter((f) => f !== 'FUNDTRANS3') },
        };
      },
    },
  }),
  play: async ({ canvasElement }) => {
    await shellLoaded(canvasElement);
    await waitFor(() =>
      expect(within(canvasElement).getByText('No se ofrecen transferencias')).toBeVisible(),
    );
  },
};

/** The agent centre's downline management: a transfer to an account of the agent's team. */
export const AgentDownlineTransfer: Story = {
  args: { path: '/agentHome?page=downlineManagmentView' },
  beforeEach: network({ account: 'agent' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByLabelText(/^Cuenta del equipo/u)).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Transferir' })).toBeVisible();
  },
};

/** Waits for the wallet page's wallets and its form. */
async function walletsLoaded(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await waitFor(() =>
    expect(
      canvas.getByRole('radio', { name: 'De la billetera principal a Juegos demo' }),
    ).toBeVisible(),
  );
}

/**
 * The wallet page with transfer wallets: the main wallet and the demo vendor's with their
 * balances, and the move between them (to the vendor's wallet first).
 */
export const TransferFund: Story = {
  args: { path: '/member?page=transferFund' },
  beforeEach: network({ account: 'member' }),
  play: async ({ canvasElement }) => {
    await shellLoaded(canvasElement);
    await walletsLoaded(canvasElement);
    const canvas = within(canvasElement);
    const wallets = within(canvas.getByRole('region', { name: 'Sus billeteras' }));
    await expect(wallets.getByText('$ 12.850,75')).toBeVisible();
    await expect(wallets.getByText('$ 320,50')).toBeVisible();
    await expect(
      canvas.getByRole('radio', { name: 'De la billetera principal a Juegos demo' }),
    ).toBeChecked();
    await expect(canvas.getByText('Juegos demo: $ 320,50 disponibles')).toBeVisible();
  },
};

/** An operator who keeps a single wallet: nothing to transfer, and why. */
export const TransferFundSingleWallet: Story = {
  args: { path: '/member?page=transferFund' },
  beforeEach: network({ account: 'member', wallets: 'single' }),
  play: async ({ canvasElement }) => {
    await shellLoaded(canvasElement);
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: 'No hay nada que transferir' })).toBeVisible(),
    );
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

/** The wallet page right to left, as the operators' Arabic, Persian and Urdu pages show it. */
export const TransferFundRightToLeft: Story = {
  ...TransferFund,
  globals: { direction: 'rtl' },
};

export const AgentLanding: Story = {
  args: { path: '/agent' },
  beforeEach: network(),
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(
        within(canvasElement).getByRole('heading', { name: 'Acceso de agentes' }),
      ).toBeVisible(),
    );
  },
};

export const GameList: Story = {
  args: { path: '/rng?vassalage=PG' },
  beforeEach: network(),
  play: async ({ canvasElement }) => {
    await shellLoaded(canvasElement);
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: 'Tragamonedas', level: 1 })).toBeVisible(),
    );
    await waitFor(() =>
      expect(canvas.getAllByRole('button', { name: /Fortuna Dorada 1/ }).length).toBeGreaterThan(0),
    );
  },
};

export const Maintenance: Story = {
  beforeEach: network({ status: 1 }),
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(
        within(canvasElement).getByRole('heading', { name: 'Estamos en mantenimiento' }),
      ).toBeVisible(),
    );
  },
};

export const RegionBlocked: Story = {
  beforeEach: network({ status: 2 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: 'Acceso restringido' })).toBeVisible(),
    );
    await expect(canvas.getByText('203.0.113.7')).toBeVisible();
  },
};

/**
 * The lobby on a phone: the menu behind its button, and each lane six games at a time (three rows
 * of two) with the way to more, so that the lobby is half as long to scroll past.
 */
export const Phone: Story = {
  beforeEach: network(),
  globals: PHONE,
  play: async ({ canvasElement }) => {
    await lobbyLoaded(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Abrir menú' })).toBeVisible();
    const popular = () => canvas.getAllByRole('region', { name: 'Populares' })[0] as HTMLElement;
    await waitFor(() =>
      expect(within(popular()).getAllByRole('button', { name: 'Favorito' })).toHaveLength(6),
    );
    await expect(within(popular()).getByRole('button', { name: 'Ver más juegos' })).toBeVisible();
  },
};

/** An address the portal does not have: said as such, with the way back home. */
export const NotFound: Story = {
  args: { path: '/no-such-page' },
  beforeEach: network(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible(),
    );
    await expect(
      canvas.getByText('La dirección /no-such-page no existe en este sitio.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Volver al inicio' })).toBeVisible();
  },
};
