import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateRangeFilter, standardPresets } from './DateRangeFilter';

// A fixed "today" keeps the pictures stable.
const presets = standardPresets(new Date(2026, 10, 21), {
  today: 'Hoy',
  yesterday: 'Ayer',
  last7: 'Últimos 7 días',
  last30: 'Últimos 30 días',
});

const meta = {
  title: 'Components/DateRangeFilter',
  component: DateRangeFilter,
  args: {
    legend: 'Fechas',
    defaultValue: { from: '2026-11-15', to: '2026-11-21' },
    onChange: fn(),
    fromLabel: 'Desde',
    toLabel: 'Hasta',
    applyLabel: 'Buscar',
    orderMessage: 'La fecha inicial debe ser anterior a la final.',
    presets,
  },
} satisfies Meta<typeof DateRangeFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ayer' }));
    await expect(args.onChange).toHaveBeenCalledWith({ from: '2026-11-20', to: '2026-11-20' });
  },
};

export const Playground: Story = { args: { presets: [] } };

/** The start is after the end: refused with a message, the dates kept. */
export const WrongOrder: Story = {
  args: { defaultValue: { from: '2026-11-21', to: '2026-11-01' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Buscar' }));
    await expect(canvas.getByText('La fecha inicial debe ser anterior a la final.')).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const RightToLeft: Story = {
  args: {
    legend: 'التواريخ',
    fromLabel: 'من',
    toLabel: 'إلى',
    applyLabel: 'بحث',
    presets: standardPresets(new Date(2026, 10, 21), {
      today: 'اليوم',
      yesterday: 'أمس',
      last7: '٧ أيام',
      last30: '٣٠ يومًا',
    }),
  },
  globals: { direction: 'rtl' },
};

/** At a phone's width (20rem): the two dates share a line, the button a line of its own under them. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ inlineSize: '20rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const from = canvas.getByLabelText('Desde').getBoundingClientRect();
    const to = canvas.getByLabelText('Hasta').getBoundingClientRect();
    await expect(to.top).toBe(from.top);
    // Each date wide enough to show itself whole (day, month and year, and its calendar button).
    await expect(from.width).toBeGreaterThan(120);
    await expect(
      canvas.getByRole('button', { name: 'Buscar' }).getBoundingClientRect().top,
    ).toBeGreaterThan(from.bottom);
  },
};
