import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { agentCalls } from '../api/agentCallTable';
import { systemInfo } from './fixtures';
import type { NetworkOptions, StoryAnswer } from './network';
import { Screen } from './Screen';
import { network, screenInDocs, waitFor } from './screenStory';

/**
 * The contracts between an agent and its sub-agents (spec 2.8, 4.11): each kind's page of the
 * agent centre (its contracts, the offer form and the settlements) and the contract pop-up of a
 * logged-in account with offers waiting, on the contract-checked fixtures.
 */
const meta = {
  title: 'App/Contract screens',
  component: Screen,
  parameters: { layout: 'fullscreen', docs: { story: screenInDocs } },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { path: '/agentHome?page=agentRealtimeSalary' },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

const CONTRACT_FLAGS = ['AGENTPOLICY3', 'SIGNCONDIV3', 'DAILYSALCONT3', 'HOURSAL3', 'RTSALARY3'];

/** The system info with the operator's contract flags added (the fixtures' own have none). */
const withFlags = (flags: readonly string[]) => async (): Promise<StoryAnswer> => {
  const info = await systemInfo(0);
  return { value: { ...info, whitelabel: [...info.whitelabel, ...flags] } };
};

/** The consolidated info of an agent with sub-agents: each kind on while its flag is. */
const consolidatedFor = (flags: readonly string[]): StoryAnswer => {
  const on = (flag: string) => flags.includes('AGENTPOLICY3') && flags.includes(flag);
  return {
    value: {
      divtypereq: on('SIGNCONDIV3'),
      dailysalreq: on('DAILYSALCONT3'),
      contracthoursalreq: on('HOURSAL3'),
      realtimesalreqtype: on('RTSALARY3'),
      pendingContracts: 0,
    },
  };
};

const agent = (answers: NetworkOptions['answers'] = {}, flags = CONTRACT_FLAGS) =>
  network({
    account: 'agent',
    answers: {
      systemInfo: withFlags(flags),
      [agentCalls.consolidated.id]: consolidatedFor(flags),
      ...answers,
    },
  });

const member = network({ account: 'member', answers: { systemInfo: withFlags(CONTRACT_FLAGS) } });

/** Waits for a kind's page: its contracts and its settlements. */
async function kindPageLoaded(canvasElement: HTMLElement, title: string) {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: title })).toBeVisible());
  await waitFor(() => expect(canvas.getAllByText('Pendiente de pago').length).toBeGreaterThan(0));
  await waitFor(() => expect(canvas.getByText('Total recibido')).toBeVisible());
}

export const RealtimeSalary: Story = {
  beforeEach: agent(),
  play: async ({ canvasElement }) => {
    await kindPageLoaded(canvasElement, 'Salario en tiempo real');
    const canvas = within(canvasElement);
    const contracts = canvas.getByRole('region', { name: 'Contratos ofrecidos' });
    // An offer can be withdrawn, an active contract terminated, a finished one neither.
    await expect(
      within(contracts).getByRole('button', { name: 'Retirar la oferta a sub02' }),
    ).toBeVisible();
    await expect(
      within(contracts).getByRole('button', { name: 'Terminar el contrato con sub01' }),
    ).toBeVisible();
    await expect(within(contracts).queryByRole('button', { name: /sub03/u })).toBeNull();
    const settlements = canvas.getByRole('region', { name: 'Liquidaciones' });
    await expect(within(settlements).getAllByText('Sin importe').length).toBeGreaterThan(0);
  },
};

export const DailySalary: Story = {
  args: { path: '/agentHome?page=agentDailyWages2' },
  beforeEach: agent(),
  play: async ({ canvasElement }) => {
    await kindPageLoaded(canvasElement, 'Salario diario');
  },
};

export const HourlySalary: Story = {
  args: { path: '/agentHome?page=agentHourSalary' },
  beforeEach: agent(),
  play: async ({ canvasElement }) => {
    await kindPageLoaded(canvasElement, 'Salario por hora');
  },
};

export const Dividend: Story = {
  args: { path: '/agentHome?page=agentDividendRecordCopy2' },
  beforeEach: agent(),
  play: async ({ canvasElement }) => {
    await kindPageLoaded(canvasElement, 'Bonos');
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('columnheader', { name: 'Pérdida neta del equipo' }),
    ).toBeVisible();
  },
};

/** The offer refused by the server: the sub-agent has an offer of the kind waiting already. */
export const OfferRefused: Story = {
  beforeEach: agent({
    [agentCalls.agentOfferContract.id]: { code: 'CONTRACT_STATE', status: 409 },
  }),
  play: async ({ canvasElement }) => {
    await kindPageLoaded(canvasElement, 'Salario en tiempo real');
    const form = within(within(canvasElement).getByRole('region', { name: 'Ofrecer un contrato' }));
    await userEvent.type(form.getByLabelText(/^Subagente/u), 'sub02');
    await userEvent.type(form.getByLabelText(/^Tasa/u), '0.5');
    await userEvent.click(form.getByRole('button', { name: 'Ofrecer' }));
    await waitFor(() =>
      expect(form.getByRole('alert')).toHaveTextContent(
        'Este contrato ya no admite ese paso: vea su estado actual',
      ),
    );
  },
};

/** The operator does not offer real-time salaries: the entry is gone, the address says why. */
export const KindOff: Story = {
  beforeEach: agent({}, ['AGENTPOLICY3', 'SIGNCONDIV3', 'DAILYSALCONT3', 'HOURSAL3']),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Este contrato no está disponible')).toBeVisible());
    const menu = canvas.getByRole('navigation', { name: 'Menú del centro de agentes' });
    await waitFor(() =>
      expect(within(menu).getByRole('button', { name: 'Salario por hora' })).toBeVisible(),
    );
    await expect(within(menu).queryByRole('button', { name: 'Salario en tiempo real' })).toBeNull();
  },
};

export const RealtimeSalaryRightToLeft: Story = {
  ...RealtimeSalary,
  globals: { direction: 'rtl' },
};

/** Waits for the contract pop-up over the promotions page (a short page behind it). */
async function popupOpen(canvasElement: HTMLElement) {
  // The page behind the pop-up is hidden from the accessibility tree once it opens: its language
  // select (the last part of the shell to load) is looked for among hidden elements too.
  await waitFor(() =>
    expect(
      within(canvasElement).getByRole('button', { name: /Idioma/u, hidden: true }),
    ).toBeVisible(),
  );
  const dialog = await waitFor(() =>
    within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Ofertas de contrato' }),
  );
  await waitFor(() =>
    expect(within(dialog).getAllByRole('button', { name: 'Aceptar' })).toHaveLength(2),
  );
  // Its entrance animation over.
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

/** A logged-in account with two offers waiting: the pop-up opens by itself. */
export const ContractPopup: Story = {
  args: { path: '/promotions' },
  beforeEach: member,
  play: async ({ canvasElement }) => {
    const dialog = await popupOpen(canvasElement);
    await expect(dialog.getByText('Salario en tiempo real de agent01')).toBeVisible();
    await expect(dialog.getByText('Bono de agent01')).toBeVisible();
    await expect(dialog.getByText('el 20 % de lo que pierda su equipo')).toBeVisible();
  },
};

/** After accepting the first offer: a contract of the account's own team ended because of it. */
export const ContractPopupAccepted: Story = {
  args: { path: '/promotions' },
  beforeEach: member,
  play: async ({ canvasElement }) => {
    const dialog = await popupOpen(canvasElement);
    await userEvent.click(dialog.getAllByRole('button', { name: 'Aceptar' })[0]!);
    await waitFor(() =>
      expect(dialog.getByRole('status')).toHaveTextContent(
        'Contrato aceptado: Salario en tiempo real al 1,5 %, de agent01.',
      ),
    );
    await expect(dialog.getByText('Salario en tiempo real al 2 % con sub07')).toBeVisible();
    // The accepted offer has left the list; the other still waits.
    await expect(dialog.getAllByRole('button', { name: 'Aceptar' })).toHaveLength(1);
  },
};

export const ContractPopupRightToLeft: Story = {
  ...ContractPopup,
  globals: { direction: 'rtl' },
};

/** Last: a phone's viewport leaves the side menu folded for the stories after it. */
export const RealtimeSalaryPhone: Story = {
  beforeEach: agent(),
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await kindPageLoaded(canvasElement, 'Salario en tiempo real');
  },
};
