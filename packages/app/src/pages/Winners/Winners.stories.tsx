import type { CallValue, calls, GameType } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { winners as boardWinners } from '../../stories/fixtures';
import { Screen } from '../../stories/Screen';
import type { NetworkOptions } from '../../stories/network';
import { network, screenInDocs, waitFor } from '../../stories/screenStory';

type Winner = CallValue<typeof calls.winnerBoard>['winners'][number];

/** Wins of several categories, largest first, as the server answers the list's 50. */
const ROWS: Winner[] = (() => {
  const base = boardWinners().winners[0]!;
  const rows: [string, number, string, GameType][] = [
    ['ca****88', 48250, 'Ruleta Real', 'LIVE'],
    ['ju****88', 18250.5, 'Fortuna Dorada', 'RNG'],
    ['ro****77', 12400, 'Pesca del Tesoro', 'FISH'],
    ['ma****_g', 9600, 'Dragón de Oro', 'RNG'],
    ['lu****21', 7420.25, 'Baccarat Imperial', 'LIVE'],
    ['pe****24', 3300, 'Tesoro Maya', 'RNG'],
    ['so****05', 2480, 'Niu Niu', 'PVP'],
    ['an****01', 2100.75, 'Bingo Fiesta', 'RNG'],
  ];
  return rows.map(([customerName, winAmount, gameName, gameType], i) => ({
    ...base,
    customerName,
    winAmount,
    gameName,
    gameType,
    nodeId: 200_000 + i,
    gameCode: `${gameType}-${String(i + 1).padStart(3, '0')}`,
  }));
})();

/** The winner board's answer: the rows of the asked category, as the server filters them. */
const board =
  (rows: Winner[]): NonNullable<NetworkOptions['answers']>[string] =>
  (query) => {
    const category = query.get('gameCategory') ?? 'ALL';
    return {
      value: { winners: rows.filter((w) => category === 'ALL' || w.gameType === category) },
    };
  };

/**
 * The winners list (/winners, spec 1): the biggest wins, up to 50, with a tab for every category
 * of the lobby (ALL first); a row starts its game as the home winner board's do. Reached from the
 * home board's "Ver todo" link and from the side menu.
 */
const meta = {
  title: 'App/Winners',
  component: Screen,
  parameters: { layout: 'fullscreen', docs: { story: screenInDocs } },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { path: '/winners' },
  beforeEach: network({ answers: { winnerBoard: board(ROWS) } }),
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

const pageLoaded = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await waitFor(() =>
    expect(canvas.getByRole('heading', { level: 1, name: 'Grandes ganadores' })).toBeVisible(),
  );
  // The lobby's categories have arrived (the last tab).
  await waitFor(() => expect(canvas.getByRole('tab', { name: 'Cartas' })).toBeVisible());
  return within(canvas.getByRole('main'));
};

/** Every category: the wins largest first, the podium marked, the amounts with the symbol. */
export const AllCategories: Story = {
  play: async ({ canvasElement }) => {
    const main = await pageLoaded(canvasElement);
    const tabs = main.getAllByRole('tab').map((tab) => tab.textContent);
    await expect(tabs).toEqual([
      'Todos',
      'Tragamonedas',
      'Casino en vivo',
      'Deportes',
      'Pesca',
      'eSports',
      'Cartas',
    ]);
    await expect(main.getByRole('tab', { name: 'Todos' })).toHaveAttribute('aria-selected', 'true');
    const list = await waitFor(() => main.getByRole('list', { name: 'Ganadores: Todos' }));
    const rows = within(list).getAllByRole('button');
    await expect(rows).toHaveLength(ROWS.length);
    await expect(rows[0]).toHaveAccessibleName(
      '1. ca****88 ganó $ 48.250,00 en Ruleta Real: jugar',
    );
  },
};

/** One category's tab: the server's wins of that category only. */
export const OneCategory: Story = {
  play: async ({ canvasElement }) => {
    const main = await pageLoaded(canvasElement);
    await userEvent.click(main.getByRole('tab', { name: 'Casino en vivo' }));
    const list = await waitFor(() => main.getByRole('list', { name: 'Ganadores: Casino en vivo' }));
    const rows = within(list).getAllByRole('button');
    await expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      '1. ca****88 ganó $ 48.250,00 en Ruleta Real: jugar',
      '2. lu****21 ganó $ 7.420,25 en Baccarat Imperial: jugar',
    ]);
  },
};

/** A category without a win yet. */
export const Empty: Story = {
  args: { path: '/winners?category=SPORTS' },
  play: async ({ canvasElement }) => {
    const main = await pageLoaded(canvasElement);
    await expect(main.getByRole('tab', { name: 'Deportes' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(() =>
      expect(
        main.getByRole('heading', { name: 'Aún no hay ganadores en esta categoría' }),
      ).toBeVisible(),
    );
  },
};

/** The server could not answer: the failure and a retry. */
export const Failed: Story = {
  beforeEach: network({ answers: { winnerBoard: { code: 'INTERNAL', status: 500 } } }),
  play: async ({ canvasElement }) => {
    const main = await pageLoaded(canvasElement);
    const alert = await waitFor(() => main.getByRole('alert'));
    await expect(alert).toHaveTextContent('No se pudo cargar la lista de ganadores');
    await expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};

/** The list on its way. */
export const Loading: Story = {
  beforeEach: network({ answers: { winnerBoard: () => new Promise(() => undefined) } }),
  play: async ({ canvasElement }) => {
    const main = await pageLoaded(canvasElement);
    await expect(main.queryByRole('list', { name: /^Ganadores/u })).toBeNull();
  },
};

/** Right to left: the ranks at the start, the amounts at the end, the names in their direction. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const main = await pageLoaded(canvasElement);
    await waitFor(() => expect(main.getByRole('list', { name: 'Ganadores: Todos' })).toBeVisible());
  },
};

/** On a phone. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const main = await pageLoaded(canvasElement);
    await waitFor(() => expect(main.getByRole('list', { name: 'Ganadores: Todos' })).toBeVisible());
  },
};
