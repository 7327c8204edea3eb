import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { describeConformance } from '../test/conformance';
import { DataTable, type DataColumn, type DataTableProps } from './DataTable';

interface Bet {
  id: string;
  game: string;
  stake: number;
  win: number;
}
const columns: DataColumn<Bet>[] = [
  { key: 'game', header: 'Juego' },
  { key: 'stake', header: 'Apuesta', align: 'end', render: (b) => b.stake.toFixed(2) },
  { key: 'win', header: 'Premio', align: 'end', render: (b) => b.win.toFixed(2) },
];
const rows: Bet[] = [
  { id: '1', game: 'Fortuna Dorada', stake: 10, win: 25 },
  { id: '2', game: 'Ruleta Real', stake: 5, win: 0 },
];
const props = { caption: 'Registro de apuestas', columns, rows, rowKey: (b: Bet) => b.id };

describeConformance('DataTable', DataTable as ComponentType<DataTableProps<Bet>>, {
  props,
  element: HTMLDivElement,
});

describe('DataTable', () => {
  it('is a table named by its caption, with column headers and the rows', async () => {
    await render(<DataTable {...props} />);
    await expect.element(page.getByRole('table', { name: 'Registro de apuestas' })).toBeVisible();
    expect(
      page
        .getByRole('columnheader')
        .elements()
        .map((e) => e.textContent),
    ).toEqual(['Juego', 'Apuesta', 'Premio']);
    expect(page.getByRole('row').elements()).toHaveLength(3);
    await expect
      .element(page.getByRole('cell', { name: '25.00' }))
      .toHaveAttribute('data-align', 'end');
  });

  it('shows placeholder rows while loading, hidden from screen readers', async () => {
    const screen = await render(<DataTable {...props} rows={[]} loading loadingRows={3} />);
    expect(screen.container.querySelectorAll('tbody tr[aria-hidden]')).toHaveLength(3);
    expect(screen.container.querySelector('table')?.getAttribute('aria-busy')).toBe('true');
  });

  it('shows the empty state across all columns and hides paging', async () => {
    const screen = await render(
      <DataTable
        {...props}
        rows={[]}
        empty="No hay apuestas en estas fechas."
        pagination={{
          label: 'Páginas',
          page: 1,
          pageCount: 3,
          onPageChange: () => {},
          previousLabel: 'Anterior',
          nextLabel: 'Siguiente',
          pageLabel: (p) => `Página ${p}`,
        }}
      />,
    );
    const cell = page
      .getByText('No hay apuestas en estas fechas.')
      .element() as HTMLTableCellElement;
    expect(cell.colSpan).toBe(3);
    expect(screen.container.querySelector('nav')).toBeNull();
  });

  it('pages through the rows', async () => {
    const onPageChange = vi.fn();
    await render(
      <DataTable
        {...props}
        pagination={{
          label: 'Páginas',
          page: 1,
          pageCount: 3,
          onPageChange,
          previousLabel: 'Anterior',
          nextLabel: 'Siguiente',
          pageLabel: (p) => `Página ${p}`,
        }}
      />,
    );
    await page.getByRole('button', { name: 'Siguiente' }).click();
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  const wide = Array.from({ length: 8 }, (_, i) => ({
    key: `c${i}`,
    header: `Columna larga ${i}`,
  }));
  const wideRow = { id: 'x', ...Object.fromEntries(wide.map((c) => [c.key, `valor ${c.key}`])) };

  it('scrolls sideways when wider than its room, and the keyboard can reach the scroll', async () => {
    await render(
      <div style={{ width: 600 }}>
        <DataTable caption="Informe" columns={wide} rows={[wideRow]} rowKey={(r) => r.id} />
      </div>,
    );
    const region = page.getByRole('region', { name: 'Informe' }).element() as HTMLElement;
    expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    expect(region.tabIndex).toBe(0);
  });

  it("shows a phone each row as a card, every value on screen after its column's name", async () => {
    await render(
      <div style={{ width: 320 }}>
        <DataTable caption="Informe" columns={wide} rows={[wideRow]} rowKey={(r) => r.id} />
      </div>,
    );
    const region = page.getByRole('region', { name: 'Informe' }).element() as HTMLElement;
    expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    // Still a table to a screen reader: its headers and its cells, each cell its value alone.
    const table = page.getByRole('table', { name: 'Informe' });
    expect(table.getByRole('columnheader').elements()).toHaveLength(8);
    const last = table.getByRole('cell', { name: 'valor c7' }).element();
    const box = last.getBoundingClientRect();
    expect(box.right).toBeLessThanOrEqual(region.getBoundingClientRect().right);
    expect(getComputedStyle(last, '::before').content).toContain('Columna larga 7');
  });
});
