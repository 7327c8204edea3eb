import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import * as fixtures from './fixtures';
import type { NetworkOptions } from './networkTypes';
import { pointConfig, pointDetails, pointRedeemList, pointRewards } from './pointsFixtures';
import { Screen } from './Screen';
import { network, PHONE, phone, screenInDocs, shellLoaded, waitFor } from './screenStory';

/**
 * The points mall (/pointMall: the catalogue, the redeem history, the points details, the
 * conversion) and the member centre's VIP page, for the fixtures' member (pointsFixtures.ts).
 * The mall is the operator's white-label module PTSYS3: the stories' operator turns it on here.
 */
async function withMall(): Promise<{ value: unknown }> {
  const info = await fixtures.systemInfo(0);
  return { value: { ...info, whitelabel: [...info.whitelabel, 'PTSYS3'] } };
}

const mall = (answers: NetworkOptions['answers'] = {}) =>
  network({ account: 'member', answers: { systemInfo: withMall, ...answers } });

const meta = {
  title: 'App/Points screens',
  component: Screen,
  parameters: { layout: 'fullscreen', docs: { story: screenInDocs } },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { path: '/pointMall' },
  beforeEach: mall(),
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The member's points and the catalogue: one reward out of stock, one beyond the points. */
export const Mall: Story = {
  play: async ({ canvasElement, globals }) => {
    if (!phone(globals)) await shellLoaded(canvasElement);
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Canjear Taza Portal' })).toBeEnabled(),
    );
    await expect(canvas.getByRole('button', { name: 'Canjear 20 giros gratis' })).toBeDisabled();
    await expect(
      canvas.getByRole('button', { name: 'Canjear Auriculares inalámbricos' }),
    ).toHaveTextContent('Puntos insuficientes');
    await expect(canvas.getByText('Mis puntos').parentElement).toHaveTextContent(/1240|1\.240/u);
  },
};

export const MallRightToLeft: Story = { ...Mall, globals: { direction: 'rtl' } };

export const MallPhone: Story = { ...Mall, globals: PHONE };

/** An item chosen: its receiving address and the password, and a refusal of both left empty. */
export const RedeemForm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const choose = await waitFor(() => canvas.getByRole('button', { name: 'Canjear Taza Portal' }));
    await userEvent.click(choose);
    const form = within(
      await waitFor(() => canvas.getByRole('form', { name: 'Canjear Taza Portal' })),
    );
    await userEvent.click(form.getByRole('button', { name: 'Canjear por 800 puntos' }));
    await waitFor(() =>
      expect(form.getByText('Introduzca la dirección a la que enviar el artículo')).toBeVisible(),
    );
    await expect(form.getByText('Introduzca su contraseña')).toBeVisible();
  },
};

/** The redeem sent: the page says it is in process. */
export const Redeemed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await waitFor(() => canvas.getByRole('button', { name: 'Canjear Cupón de mesa en vivo' })),
    );
    const form = within(
      await waitFor(() => canvas.getByRole('form', { name: 'Canjear Cupón de mesa en vivo' })),
    );
    await userEvent.type(form.getByLabelText(/^Contraseña/u), 'Member1234');
    await userEvent.click(form.getByRole('button', { name: 'Canjear por 50 puntos' }));
    await waitFor(() =>
      expect(
        canvas.getByText(
          /^Canje de Cupón de mesa en vivo enviado: en proceso\. Le quedan 1\.?190 puntos\.$/u,
        ),
      ).toBeVisible(),
    );
  },
};

/** A wrong password: said on the field, nothing taken. */
export const RedeemWrongPassword: Story = {
  beforeEach: mall({ pointRedeem: { code: 'POINTS_PASSWORD_WRONG', status: 400 } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await waitFor(() => canvas.getByRole('button', { name: 'Canjear Cupón de mesa en vivo' })),
    );
    const form = within(
      await waitFor(() => canvas.getByRole('form', { name: 'Canjear Cupón de mesa en vivo' })),
    );
    await userEvent.type(form.getByLabelText(/^Contraseña/u), 'wrong');
    await userEvent.click(form.getByRole('button', { name: 'Canjear por 50 puntos' }));
    await waitFor(() => expect(form.getByText('La contraseña no es correcta')).toBeVisible());
  },
};

/** An operator without a catalogue yet. */
export const MallEmpty: Story = {
  beforeEach: mall({ pointRewards: { value: pointRewards(true) } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('No hay recompensas por ahora')).toBeVisible());
  },
};

/** An operator without the module PTSYS3: the page says the mall is not offered. */
export const NotOffered: Story = {
  beforeEach: network({ account: 'member' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByText('La tienda de puntos no está disponible')).toBeVisible(),
    );
    await expect(canvas.queryByRole('tab')).toBeNull();
  },
};

/** The redeems in each status (In Process, Rejected with its reason, Approved). */
export const History: Story = {
  args: { path: '/pointMall?tab=history' },
  play: async ({ canvasElement, globals }) => {
    if (!phone(globals)) await shellLoaded(canvasElement);
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('cell', { name: 'En proceso' })).toBeVisible());
    await expect(
      canvas.getByRole('cell', { name: 'Rechazado: Dirección incompleta' }),
    ).toBeVisible();
    await expect(canvas.getByRole('cell', { name: 'Aprobado' })).toBeVisible();
  },
};

export const HistoryRightToLeft: Story = { ...History, globals: { direction: 'rtl' } };

export const HistoryPhone: Story = { ...History, globals: PHONE };

export const HistoryEmpty: Story = {
  args: { path: '/pointMall?tab=history' },
  beforeEach: mall({ pointRedeemList: { value: pointRedeemList(true) } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Aún no ha canjeado nada')).toBeVisible());
  },
};

/** The points lines: earned, spent on redeems, given back, converted; the balance after each. */
export const Details: Story = {
  args: { path: '/pointMall?tab=details' },
  play: async ({ canvasElement, globals }) => {
    if (!phone(globals)) await shellLoaded(canvasElement);
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('cell', { name: 'Devueltos' })).toBeVisible());
    await expect(canvas.getByRole('cell', { name: 'Conversión' })).toBeVisible();
  },
};

export const DetailsRightToLeft: Story = { ...Details, globals: { direction: 'rtl' } };

export const DetailsEmpty: Story = {
  args: { path: '/pointMall?tab=details' },
  beforeEach: mall({ pointDetails: { value: pointDetails(true) } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByText('Aún no tiene movimientos de puntos')).toBeVisible(),
    );
  },
};

/** The conversion at the operator's rate, and its answer. */
export const Convert: Story = {
  args: { path: '/pointMall?tab=convert' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const points = await waitFor(() => canvas.getByLabelText(/^Puntos a convertir/u));
    await waitFor(() =>
      expect(
        canvas.getByText(/^Cada 100 puntos valen .*1,00; se convierten al menos 100/u),
      ).toBeVisible(),
    );
    await userEvent.type(points, '100');
    await userEvent.type(canvas.getByLabelText(/^Contraseña/u), 'Member1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Convertir' }));
    await waitFor(() =>
      expect(canvas.getByText(/^100 puntos convertidos: .*1,00 abonado/u)).toBeVisible(),
    );
  },
};

/** An operator that does not convert points. */
export const ConvertNotOffered: Story = {
  args: { path: '/pointMall?tab=convert' },
  beforeEach: mall({ pointConfig: { value: pointConfig(false) } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('La conversión no está disponible')).toBeVisible());
  },
};

/** The VIP page: the member at VIP 2, the way to VIP 3, and each level's benefits. */
export const Vip: Story = {
  args: { path: '/member?page=vip' },
  beforeEach: network({ account: 'vip' }),
  play: async ({ canvasElement, globals }) => {
    if (!phone(globals)) await shellLoaded(canvasElement);
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('progressbar')).toBeVisible());
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    await expect(canvas.getByRole('list', { name: 'Beneficios de VIP 3' })).toBeVisible();
    await expect(
      canvas.getByText(/^Le faltan .*7\.?500,00 en apuestas válidas para VIP 3$/u),
    ).toBeVisible();
  },
};

export const VipRightToLeft: Story = { ...Vip, globals: { direction: 'rtl' } };

export const VipPhone: Story = { ...Vip, globals: PHONE };
