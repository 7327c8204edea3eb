import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { EmptyState } from '../EmptyState';
import { DataTable, type DataColumn } from './DataTable';

interface Bet {
  id: string;
  time: string;
  game: string;
  stake: string;
  win: string;
}

const all: Bet[] = Array.from({ length: 23 }, (_, i) => ({
  id: `bet-${i + 1}`,
  time: `2026-11-${String(21 - (i % 20)).padStart(2, '0')} 1${i % 10}:0${i % 6}`,
  game: ['Fortuna Dorada', 'Ruleta Real', 'Bingo Fiesta', 'Dragón de Oro'][i % 4]!,
  stake: (5 + (i % 7) * 2.5).toFixed(2),
  win: (i % 3 === 0 ? (5 + i) * 3.1 : 0).toFixed(2),
}));

const columns: DataColumn<Bet>[] = [
  { key: 'time', header: 'Fecha' },
  { key: 'game', header: 'Juego' },
  { key: 'stake', header: 'Apuesta ($)', align: 'end' },
  { key: 'win', header: 'Premio ($)', align: 'end' },
];

const PAGE = 10;

/** The table in Arabic, for the right-to-left stories. */
const rtlArgs = {
  caption: 'سجل الرهانات',
  columns: [
    { key: 'time', header: 'التاريخ' },
    { key: 'game', header: 'اللعبة' },
    { key: 'stake', header: 'الرهان', align: 'end' },
    { key: 'win', header: 'الجائزة', align: 'end' },
  ] satisfies DataColumn<Bet>[],
};

function Paged() {
  const [page, setPage] = useState(1);
  return (
    <DataTable
      caption="Registro de apuestas"
      columns={columns}
      rows={all.slice((page - 1) * PAGE, page * PAGE)}
      rowKey={(b) => b.id}
      pagination={{
        label: 'Páginas del registro',
        page,
        pageCount: Math.ceil(all.length / PAGE),
        onPageChange: setPage,
        previousLabel: 'Página anterior',
        nextLabel: 'Página siguiente',
        pageLabel: (p) => `Página ${p}`,
      }}
    />
  );
}

const meta = {
  title: 'Components/DataTable',
  component: DataTable<Bet>,
  args: {
    caption: 'Registro de apuestas',
    columns,
    rows: all.slice(0, 6),
    rowKey: (b: Bet) => b.id,
  },
} satisfies Meta<typeof DataTable<Bet>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('table', { name: 'Registro de apuestas' }),
    ).toBeVisible();
  },
};

export const Playground: Story = { args: { showCaption: false } };

export const Paging: Story = {
  render: () => <Paged />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Página siguiente' }));
    await expect(canvas.getByRole('button', { name: 'Página 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const Loading: Story = { args: { rows: [], loading: true } };

export const Empty: Story = {
  args: {
    rows: [],
    empty: (
      <EmptyState
        title="Sin apuestas"
        description="No hay apuestas entre estas fechas."
        size="sm"
      />
    ),
  },
};

/** A phone: each row a card, every value beside its column's name, none off the screen. */
export const Narrow: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 340 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Registro de apuestas' });
    await expect(
      within(table).getAllByRole('cell', { name: /^Fortuna Dorada$/u }),
    ).not.toHaveLength(0);
    const region = within(canvasElement).getByRole('region', { name: 'Registro de apuestas' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  },
};

/** A phone, right to left: the names on the right, the values on the left. */
export const NarrowRightToLeft: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 340 }}>{Story()}</div>],
  args: rtlArgs,
  globals: { direction: 'rtl' },
};

export const RightToLeft: Story = {
  args: rtlArgs,
  globals: { direction: 'rtl' },
};
