import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WinnerBoard, type WinnerRow } from './WinnerBoard';

const games = [
  'Fortuna Dorada',
  'Dragón de Oro',
  'Tesoro Maya',
  'Ruleta Real',
  'Bingo Fiesta',
  'Pirata Rojo',
];
const people = ['ju***', 'ma***', 'lu***', 'pe***', 'an***', 'ca***', 'so***', 'ra***'];
const rows: WinnerRow[] = Array.from({ length: 20 }, (_, i) => ({
  id: `w${i}`,
  customerName: people[i % people.length]!,
  gameName: games[i % games.length]!,
  winAmount: Math.round(((i * 7919) % 20000) + 50) + (i % 4) * 0.25,
}));

const meta = {
  tags: ['!autodocs'],
  title: 'Components/WinnerBoard',
  component: WinnerBoard,
  args: {
    title: 'Ganadores',
    rows,
    currencySymbol: '$',
    locale: 'es-ES',
    onSelect: fn(),
    rowLabel: (row: WinnerRow, rank: number, amount: string) =>
      `${rank}. ${row.customerName} ganó ${amount} en ${row.gameName}`,
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof WinnerBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const first = within(canvasElement).getAllByRole('button')[0]!;
    await userEvent.click(first);
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = { args: { secondsPerRow: 1 } };

/** Three wins or fewer: only the podium, nothing scrolls. */
export const PodiumOnly: Story = { args: { rows: rows.slice(0, 3) } };

export const Empty: Story = { args: { rows: [], emptyLabel: 'Aún no hay ganadores hoy.' } };

export const RightToLeft: Story = {
  args: {
    title: 'الفائزون',
    rowLabel: (row: WinnerRow, rank: number, amount: string) =>
      `${rank}. ${row.customerName} ${amount}`,
  },
  globals: { direction: 'rtl' },
};

/** With an action beside the title: the app's link to the whole list of winners. */
export const WithAction: Story = {
  args: {
    rows: rows.slice(0, 3),
    action: <a href="#winners">Ver todo</a>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Ver todo' })).toHaveAttribute(
      'href',
      '#winners',
    );
    await expect(canvas.getByRole('heading', { name: 'Ganadores' })).toBeVisible();
  },
};
