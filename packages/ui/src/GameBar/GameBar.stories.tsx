import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BalanceDisplay } from '../BalanceDisplay';
import { GameBar } from './GameBar';

const balance = (
  <BalanceDisplay
    amount={1518}
    currencySymbol="$"
    locale="es-ES"
    label="Saldo"
    hideLabel="Ocultar saldo"
    hiddenText="Saldo oculto"
    refreshLabel="Actualizar saldo"
    onRefresh={fn()}
  />
);

const meta = {
  title: 'Components/GameBar',
  component: GameBar,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Tesoro Dorado',
    exitLabel: 'Salir del juego',
    onExit: fn(),
    balance,
    depositLabel: 'Depositar',
    onDeposit: fn(),
  },
} satisfies Meta<typeof GameBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bar over a game: the way out, the game's name, the balance and deposit. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Tesoro Dorado' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Salir del juego' }));
    await expect(args.onExit).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Depositar' }));
    await expect(args.onDeposit).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = { args: { title: 'Dragón Místico' } };

/** A long name in a tablet's width: cut at its end, the balance and deposit whole on the line. */
export const LongName: Story = {
  args: { title: 'Gran Volcán Eterno de la Montaña de Fuego' },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: '36rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('banner').getBoundingClientRect();
    const deposit = canvas.getByRole('button', { name: 'Depositar' }).getBoundingClientRect();
    await expect(deposit.right).toBeLessThanOrEqual(bar.right);
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(heading).toHaveAttribute('title', 'Gran Volcán Eterno de la Montaña de Fuego');
    await expect(heading.scrollWidth).toBeGreaterThan(heading.clientWidth);
  },
};

/**
 * A phone's width (22rem): the name and the deposit's words are read but not shown (the game
 * shows its name), so that the way out, the balance and deposit fit on one line.
 */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ inlineSize: '22rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('banner').getBoundingClientRect();
    const exit = canvas.getByRole('button', { name: 'Salir del juego' }).getBoundingClientRect();
    const deposit = canvas.getByRole('button', { name: 'Depositar' }).getBoundingClientRect();
    await expect(deposit.right).toBeLessThanOrEqual(bar.right);
    await expect(deposit.top).toBeLessThan(exit.bottom);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Tesoro Dorado' }),
    ).toBeInTheDocument();
  },
};

/** Right to left: the way out at the right, its chevron pointing right, the actions at the left. */
export const RightToLeft: Story = {
  args: { title: 'كنز الذهب', exitLabel: 'الخروج من اللعبة' },
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const exit = canvas.getByRole('button', { name: 'الخروج من اللعبة' }).getBoundingClientRect();
    const title = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    await expect(exit.left).toBeGreaterThan(title.left);
  },
};
