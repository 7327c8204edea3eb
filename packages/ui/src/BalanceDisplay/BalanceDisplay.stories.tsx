import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BalanceDisplay } from './BalanceDisplay';

const meta = {
  title: 'Components/BalanceDisplay',
  component: BalanceDisplay,
  args: {
    amount: 1234567.891,
    currencySymbol: '$',
    locale: 'es-ES',
    label: 'Saldo',
    hideLabel: 'Ocultar saldo',
    hiddenText: 'Saldo oculto',
    refreshLabel: 'Actualizar saldo',
    onRefresh: fn(),
    onHiddenChange: fn(),
  },
} satisfies Meta<typeof BalanceDisplay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1.234.567,89')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Actualizar saldo' }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = { args: { amount: 98.5, currencySymbol: 'S/', locale: 'es-PE' } };

/** Hidden: stars instead of the amount; the toggle is pressed. */
export const Hidden: Story = {
  args: { defaultHidden: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('****')).toBeVisible();
    await expect(canvas.queryByText('1.234.567,89')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Ocultar saldo' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** The toggle hides and shows the amount again. */
export const ToggleVisibility: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Ocultar saldo' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText('****')).toBeVisible();
    await expect(args.onHiddenChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(toggle);
    await expect(canvas.getByText('1.234.567,89')).toBeVisible();
    await expect(args.onHiddenChange).toHaveBeenLastCalledWith(false);
  },
};

/** Refreshing: the button shows a spinner, is busy and ignores more clicks. */
export const Refreshing: Story = {
  args: { refreshing: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Actualizar saldo' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    button.click();
    await expect(args.onRefresh).not.toHaveBeenCalled();
  },
};

/** The new amount arrives: it is written in and announced politely. */
export const AmountChanges: Story = {
  render: function Render(args) {
    const [amount, setAmount] = useState(args.amount);
    return (
      <BalanceDisplay
        {...args}
        amount={amount}
        onRefresh={() => Promise.resolve().then(() => setAmount(2500))}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const live = canvasElement.querySelector('[aria-live="polite"]');
    await expect(live).toHaveTextContent('1.234.567,89');
    await userEvent.click(canvas.getByRole('button', { name: 'Actualizar saldo' }));
    await waitFor(() => expect(live).toHaveTextContent('2.500,00'));
  },
};

export const Locales: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <BalanceDisplay {...args} locale="es-ES" currencySymbol="€" />
      <BalanceDisplay {...args} locale="en-US" currencySymbol="$" />
      <BalanceDisplay {...args} locale="pt-BR" currencySymbol="R$" />
      <BalanceDisplay {...args} locale="hi-IN" currencySymbol="₹" />
    </div>
  ),
};

export const RightToLeft: Story = {
  args: {
    locale: 'ar-EG',
    currencySymbol: 'ج.م',
    label: 'الرصيد',
    hideLabel: 'إخفاء الرصيد',
    hiddenText: 'الرصيد مخفي',
    refreshLabel: 'تحديث الرصيد',
  },
  globals: { direction: 'rtl' },
};
