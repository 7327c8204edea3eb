import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { describeConformance } from '../test/conformance';
import { DateRangeFilter, standardPresets } from './DateRangeFilter';

const labels = {
  legend: 'Fechas',
  fromLabel: 'Desde',
  toLabel: 'Hasta',
  applyLabel: 'Buscar',
  orderMessage: 'La fecha inicial debe ser anterior a la final.',
};
const defaultValue = { from: '2026-11-01', to: '2026-11-21' };

describeConformance('DateRangeFilter', DateRangeFilter, {
  props: { ...labels, defaultValue, onChange: () => {} },
  element: HTMLFieldSetElement,
});

describe('standardPresets', () => {
  it('counts back from today', () => {
    const presets = standardPresets(new Date(2026, 10, 21), {
      today: 'Hoy',
      yesterday: 'Ayer',
      last7: '7 días',
      last30: '30 días',
    });
    expect(presets.map((p) => p.range)).toEqual([
      { from: '2026-11-21', to: '2026-11-21' },
      { from: '2026-11-20', to: '2026-11-20' },
      { from: '2026-11-15', to: '2026-11-21' },
      { from: '2026-10-23', to: '2026-11-21' },
    ]);
  });
});

describe('DateRangeFilter', () => {
  it('applies the typed range', async () => {
    const onChange = vi.fn();
    await render(<DateRangeFilter {...labels} defaultValue={defaultValue} onChange={onChange} />);
    await page.getByRole('button', { name: 'Buscar' }).click();
    expect(onChange).toHaveBeenCalledWith(defaultValue);
  });

  it('refuses a start after the end with a message, keeping what was typed', async () => {
    const onChange = vi.fn();
    await render(
      <DateRangeFilter
        {...labels}
        defaultValue={{ from: '2026-11-21', to: '2026-11-01' }}
        onChange={onChange}
      />,
    );
    await page.getByRole('button', { name: 'Buscar' }).click();
    expect(onChange).not.toHaveBeenCalled();
    await expect.element(page.getByText(labels.orderMessage)).toBeVisible();
    const from = page.getByLabelText('Desde');
    await expect.element(from).toHaveAttribute('aria-invalid', 'true');
    await expect.element(from).toHaveValue('2026-11-21');
    await expect.element(from).toHaveAccessibleDescription(labels.orderMessage);
  });

  it('applies a preset at once and marks it pressed', async () => {
    const onChange = vi.fn();
    const presets = [
      { key: 'today', label: 'Hoy', range: { from: '2026-11-21', to: '2026-11-21' } },
    ];
    await render(
      <DateRangeFilter
        {...labels}
        defaultValue={defaultValue}
        onChange={onChange}
        presets={presets}
      />,
    );
    await page.getByRole('button', { name: 'Hoy' }).click();
    expect(onChange).toHaveBeenCalledWith(presets[0]!.range);
    await expect
      .element(page.getByRole('button', { name: 'Hoy' }))
      .toHaveAttribute('aria-pressed', 'true');
    await expect.element(page.getByLabelText('Hasta')).toHaveValue('2026-11-21');
  });

  it('is a named group', async () => {
    await render(<DateRangeFilter {...labels} defaultValue={defaultValue} onChange={() => {}} />);
    await expect.element(page.getByRole('group', { name: 'Fechas' })).toBeVisible();
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByLabelText('Desde')).toHaveFocus();
  });
});
