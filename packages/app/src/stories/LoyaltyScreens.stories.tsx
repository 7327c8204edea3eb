import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { profitReport, rebateInfo } from './reportFixtures';
import { Screen } from './Screen';
import { network, PHONE, phone, screenInDocs, shellLoaded, waitFor } from './screenStory';

/**
 * The member centre's reports and loyalty pages (spec 2.7): the profit and loss by day and game
 * type (personalProfit), the bonuses credited (bonusDetails), the rebate owed (manualRebate) and
 * invite friends (referral), for the fixtures' member and its week
 * (reportFixtures.ts), on the stories' fixed today, 24 November 2026.
 */
const meta = {
  title: 'App/Loyalty screens',
  component: Screen,
  parameters: { layout: 'fullscreen', docs: { story: screenInDocs } },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { path: '/member?page=personalProfit' },
  beforeEach: network({ account: 'member' }),
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The week's result in all, by day and by game type. */
export const PersonalProfit: Story = {
  play: async ({ canvasElement, globals }) => {
    if (!phone(globals)) await shellLoaded(canvasElement);
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('table', { name: 'Por tipo de juego' })).toBeVisible(),
    );
    await expect(canvas.getByRole('cell', { name: 'Tragamonedas' })).toBeVisible();
    await expect(canvas.getByText('Apuestas realizadas')).toBeVisible();
    await expect(canvas.getByLabelText('Hasta')).toHaveValue('2026-11-24');
  },
};

export const PersonalProfitRightToLeft: Story = {
  ...PersonalProfit,
  globals: { direction: 'rtl' },
};

/** On a phone: the cards two a line, the tables scrolled within the page. */
export const PersonalProfitPhone: Story = {
  ...PersonalProfit,
  globals: PHONE,
};

/** Days without a bet: the empty state, no table of game types. */
export const PersonalProfitEmpty: Story = {
  beforeEach: network({
    account: 'member',
    answers: {
      profitReport: (query) => ({
        value: profitReport(false, query.get('from') ?? '', query.get('to') ?? ''),
      }),
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('No hay apuestas en estas fechas')).toBeVisible());
    await expect(canvas.queryByRole('table', { name: 'Por tipo de juego' })).toBeNull();
  },
};

/** The week's bonuses: a salary with its period and a promotion by name, and their total. */
export const BonusDetails: Story = {
  args: { path: '/member?page=bonusDetails' },
  play: async ({ canvasElement, globals }) => {
    if (!phone(globals)) await shellLoaded(canvasElement);
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('cell', { name: 'Bono de bienvenida' })).toBeVisible(),
    );
    await expect(canvas.getByRole('cell', { name: 'Salario de agente' })).toBeVisible();
    await expect(canvas.getByText('Total de bonos')).toBeVisible();
  },
};

export const BonusDetailsRightToLeft: Story = {
  ...BonusDetails,
  globals: { direction: 'rtl' },
};

export const BonusDetailsPhone: Story = {
  ...BonusDetails,
  globals: PHONE,
};

/** The rebate owed by game type at the operator's rates, and the last claim. */
export const Rebate: Story = {
  args: { path: '/member?page=manualRebate' },
  play: async ({ canvasElement, globals }) => {
    if (!phone(globals)) await shellLoaded(canvasElement);
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('cell', { name: 'Tragamonedas' })).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Reclamar reembolso' })).toBeEnabled();
    await expect(canvas.getByText(/^Último reembolso:/u)).toBeVisible();
  },
};

export const RebateRightToLeft: Story = {
  ...Rebate,
  globals: { direction: 'rtl' },
};

export const RebatePhone: Story = {
  ...Rebate,
  globals: PHONE,
};

/** An operator without rates: the page says no rebate is offered. */
export const RebateNoneOffered: Story = {
  args: { path: '/member?page=manualRebate' },
  beforeEach: network({
    account: 'member',
    answers: { rebateInfo: { value: rebateInfo(false) } },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('El operador no ofrece reembolso')).toBeVisible());
  },
};

/** The member's invitation, the rule, its friends and the rewards waiting. */
export const Referral: Story = {
  args: { path: '/member?page=referral' },
  play: async ({ canvasElement, globals }) => {
    if (!phone(globals)) await shellLoaded(canvasElement);
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('table', { name: 'Sus amigos' })).toBeVisible());
    await expect(canvas.getByRole('cell', { name: 'Recompensa por cobrar' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cobrar recompensas' })).toBeEnabled();
  },
};

export const ReferralRightToLeft: Story = {
  ...Referral,
  globals: { direction: 'rtl' },
};

export const ReferralPhone: Story = {
  ...Referral,
  globals: PHONE,
};

/** The operator switched invite friends off: the page says so. */
export const ReferralOff: Story = {
  args: { path: '/member?page=referral' },
  beforeEach: network({
    account: 'member',
    answers: { referralInfo: { code: 'FEATURE_DISABLED', status: 403 } },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByText('Invitar amigos no está disponible')).toBeVisible(),
    );
  },
};
