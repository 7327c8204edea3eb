import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { describeConformance } from '../test/conformance';
import { WinnerBoard, type WinnerRow } from './WinnerBoard';

const rows: WinnerRow[] = [
  { id: 'a', customerName: 'ma***', gameName: 'Tesoro Maya', winAmount: 150 },
  { id: 'b', customerName: 'ju***', gameName: 'Fortuna Dorada', winAmount: 12000.5 },
  { id: 'c', customerName: 'lu***', gameName: 'Ruleta Real', winAmount: 980 },
  { id: 'd', customerName: 'pe***', gameName: 'Bingo Fiesta', winAmount: 3400 },
  { id: 'e', customerName: 'an***', gameName: 'Pirata Rojo', winAmount: 45 },
];

const rowLabel = (row: WinnerRow, rank: number, amount: string) =>
  `${rank}. ${row.customerName} ganó ${amount} en ${row.gameName}`;

const props = { title: 'Ganadores', rows, currencySymbol: '$', locale: 'es-ES', rowLabel };

describeConformance('WinnerBoard', WinnerBoard, { props, element: HTMLElement });

describe('WinnerBoard', () => {
  it('sorts by amount, largest first, with the currency symbol and two decimals', async () => {
    await render(<WinnerBoard {...props} />);
    const names = page
      .getByRole('button')
      .elements()
      .filter((el) => el.getAttribute('tabindex') !== '-1')
      .map((el) => el.getAttribute('aria-label'));
    expect(names).toEqual([
      '1. ju*** ganó $ 12.000,50 en Fortuna Dorada',
      '2. pe*** ganó $ 3.400,00 en Bingo Fiesta',
      '3. lu*** ganó $ 980,00 en Ruleta Real',
      '4. ma*** ganó $ 150,00 en Tesoro Maya',
      '5. an*** ganó $ 45,00 en Pirata Rojo',
    ]);
  });

  it('marks the top three gold, silver and bronze, and scrolls only the rest', async () => {
    const screen = await render(<WinnerBoard {...props} />);
    const medals = Array.from(screen.container.querySelectorAll('[data-medal]'))
      .map((el) => el.getAttribute('data-medal'))
      .filter((m) => m !== null && m !== 'undefined');
    expect(medals).toEqual(['gold', 'silver', 'bronze']);
    const track = screen.container.querySelector('[data-part="track"]')!;
    expect(track.textContent).not.toContain('Fortuna Dorada');
    expect(getComputedStyle(track).animationName).not.toBe('none');
  });

  it('starts the game of a chosen row', async () => {
    const onSelect = vi.fn();
    await render(<WinnerBoard {...props} onSelect={onSelect} />);
    await page.getByRole('button', { name: '1. ju*** ganó $ 12.000,50 en Fortuna Dorada' }).click();
    expect(onSelect).toHaveBeenCalledWith(rows[1]);
  });

  it('keeps the looping copy away from screen readers and the Tab key', async () => {
    const screen = await render(<WinnerBoard {...props} />);
    const copy = screen.container.querySelector('[data-part="copy"]')!;
    expect(copy.getAttribute('aria-hidden')).toBe('true');
    for (const button of copy.querySelectorAll('button')) expect(button.tabIndex).toBe(-1);
  });

  it('shows at most 20 rows', async () => {
    const many = Array.from({ length: 30 }, (_, i) => ({
      id: `r${i}`,
      customerName: 'x***',
      gameName: 'g',
      winAmount: i,
    }));
    const screen = await render(<WinnerBoard {...props} rows={many} />);
    expect(screen.container.querySelectorAll('li button:not([tabindex="-1"])')).toHaveLength(20);
  });
});
