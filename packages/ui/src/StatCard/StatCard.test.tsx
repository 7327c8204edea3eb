import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { describeConformance } from '../test/conformance';
import { StatCard } from './StatCard';

describeConformance('StatCard', StatCard, {
  props: { label: 'Miembros', value: 12 },
  element: HTMLDivElement,
});

describe('StatCard', () => {
  it('shows the label, the figure and a coloured change', async () => {
    const screen = await render(
      <StatCard label="Ingresos" value="$ 1.200,00" delta="+12 %" trend="up" />,
    );
    expect(screen.container.textContent).toBe('Ingresos$ 1.200,00+12 %');
    expect(screen.getByText('+12 %').element().getAttribute('data-trend')).toBe('up');
  });
});
