import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { network, onPage, waitFor, withApp } from '../../stories/AppFrame';
import { AppHeader } from './AppHeader';

/**
 * The header of spec 2.4 for each audience: a visitor's login and register, a member's balance,
 * deposit and withdraw, id and user menu with the unclaimed count, a VIP's label, an agent's
 * entry; on a phone the side menu's button and the essentials only.
 */
const meta = {
  title: 'App/AppHeader',
  component: AppHeader,
  parameters: { layout: 'fullscreen' },
  decorators: [withApp],
} satisfies Meta<typeof AppHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Waits for the catalogue's categories (the header's game menus) and their drop-downs' code: the
 * lazily loaded bar replaces its stand-in, so the bar is looked up afresh each time.
 */
async function categoriesLoaded(canvasElement: HTMLElement, name = 'Categorías de juegos') {
  const nav = () => within(canvasElement).getByRole('navigation', { name });
  await waitFor(() =>
    expect(
      nav().querySelector('button[aria-expanded]'),
      'a category with its drop-down',
    ).not.toBeNull(),
  );
  return nav();
}

/** The user menu's button: its name holds the account and, above 0, the unclaimed count. */
const userMenu = (canvasElement: HTMLElement, account: string) =>
  waitFor(() => within(canvasElement).getByRole('button', { name: new RegExp(account) }));

/** A visitor: login and register; register opens its pop-up. */
export const Visitor: Story = {
  beforeEach: network(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = await categoriesLoaded(canvasElement);
    await expect(within(nav).getByRole('button', { name: 'Inicio' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Spec 2.4: Rewards and Share are offered to visitors; at this width Share is under "Más".
    await expect(within(nav).getByRole('button', { name: 'Recompensas' })).toBeVisible();
    const more = within(nav).getByRole('button', { name: 'Más' });
    await userEvent.click(more);
    await waitFor(() =>
      expect(within(nav).getByRole('button', { name: 'Compartir' })).toBeVisible(),
    );
    await userEvent.keyboard('{Escape}');
    // The pointer leaves it too: a menu still hovered opens again, and the picture with it.
    await userEvent.unhover(more);
    await waitFor(() => expect(more).toHaveAttribute('aria-expanded', 'false'));
    await expect(canvas.getByRole('link', { name: 'Portal, ir al inicio' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Avisos' })).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Atención al cliente' })).toBeVisible(),
    );
    await expect(canvas.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Registrarse' }));
    const dialog = await waitFor(() => onPage().getByRole('dialog', { name: 'Crear una cuenta' }));
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(onPage().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(more).toHaveAttribute('aria-expanded', 'false'));
  },
};

/** A member: balance, deposit, withdraw, invite friends, id, and 2 messages + 1 promo unclaimed. */
export const Member: Story = {
  beforeEach: network({ account: 'member', unclaimed: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await categoriesLoaded(canvasElement);
    await waitFor(() => expect(canvas.getByText('12.850,75')).toBeVisible());
    await waitFor(async () =>
      expect(await userMenu(canvasElement, 'demo01')).toHaveAccessibleName(
        /3 sin reclamar: promociones y mensajes/,
      ),
    );
    await expect(canvas.getByRole('button', { name: 'Depositar' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retirar' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Invitar amigos' })).toBeVisible();
    await expect(canvas.getByText('ID 3')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Iniciar sesión' })).toBeNull();
  },
};

/**
 * A member of an operator whose referral promo is off: no Rewards nor Share in the bar (spec
 * 2.4), the categories and promotions as ever.
 */
export const MemberWithoutReferral: Story = {
  beforeEach: network({
    account: 'member',
    answers: {
      availablePromo: {
        value: {
          availablePromoCount: 0,
          availablePromo: { REFERRAL: { enabled: false } },
          promos: [],
        },
      },
    },
  }),
  play: async ({ canvasElement }) => {
    const nav = await categoriesLoaded(canvasElement);
    await waitFor(() =>
      expect(within(nav).queryByRole('button', { name: 'Recompensas' })).toBeNull(),
    );
    await expect(within(nav).queryByRole('button', { name: 'Más' })).toBeNull();
    await expect(within(nav).getByRole('button', { name: 'Promociones' })).toBeVisible();
  },
};

/** A VIP member: the VIP label beside the id. */
export const Vip: Story = {
  beforeEach: network({ account: 'vip', unclaimed: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await categoriesLoaded(canvasElement);
    // The label and the level, once each ("VIP 3", not "VIP 3 3").
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-level="3"]')).toHaveTextContent(/^VIP 3$/u),
    );
    await expect(canvas.getByText('ID 4')).toBeVisible();
    await userMenu(canvasElement, 'vip01');
  },
};

/** An agent: the user menu has the agent entry (members do not). */
export const Agent: Story = {
  beforeEach: network({ account: 'agent', unclaimed: true }),
  play: async ({ canvasElement }) => {
    await categoriesLoaded(canvasElement);
    await userEvent.click(await userMenu(canvasElement, 'agent01'));
    const menu = await waitFor(() => onPage().getByRole('menu'));
    await expect(within(menu).getByRole('menuitem', { name: 'Agente' })).toBeVisible();
    await expect(within(menu).getByRole('menuitem', { name: 'Cerrar sesión' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(onPage().queryByRole('menu')).toBeNull());
  },
};

/**
 * A member on a 320 px phone: the side menu's button, the balance, deposit and the user menu;
 * withdraw, the id and the notice and service buttons wait in the side menu. The account's name
 * gives way to its avatar (still the button's name), so the bar keeps to two rows.
 */
export const Phone: Story = {
  args: { onMenu: fn(), menuOpen: false },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  beforeEach: network({ account: 'member', unclaimed: true }),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('12.850,75')).toBeVisible());
    const user = await userMenu(canvasElement, 'demo01');
    // Deposit stays on the phone's bar; withdraw waits in the side menu.
    const deposit = canvas.getByRole('button', { name: 'Depositar' });
    await expect(deposit).toBeVisible();
    await expect(canvas.getByText('demo01').getBoundingClientRect().width).toBeLessThanOrEqual(1);
    const row = (element: Element) => element.getBoundingClientRect().top;
    await expect(Math.abs(row(user) - row(deposit))).toBeLessThan(8);
    await expect(canvas.queryByRole('button', { name: 'Retirar' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Avisos' })).toBeNull();
    const menuButton = canvas.getByRole('button', { name: 'Abrir menú' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menuButton);
    await expect(args.onMenu).toHaveBeenCalledTimes(1);
  },
};

/**
 * Right to left (Arabic, whose texts fall back to English, spec 9): the bar mirrors, the
 * categories read from the right.
 */
export const RightToLeft: Story = {
  parameters: { app: { language: 'ar' } },
  globals: { direction: 'rtl' },
  beforeEach: network(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = await categoriesLoaded(canvasElement, 'Game categories');
    const home = within(nav).getByRole('button', { name: 'Home' });
    const slots = within(nav).getByRole('button', { name: 'Slots' });
    // The first category is the rightmost.
    await expect(home.getBoundingClientRect().left).toBeGreaterThan(
      slots.getBoundingClientRect().left,
    );
    await expect(canvas.getByRole('button', { name: 'Log in' })).toBeVisible();
  },
};
