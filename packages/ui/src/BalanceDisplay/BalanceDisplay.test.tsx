import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { describeConformance } from '../test/conformance';
import { BalanceDisplay } from './BalanceDisplay';

const props = {
  amount: 1234.5,
  currencySymbol: '$',
  label: 'Saldo',
  hideLabel: 'Ocultar saldo',
  hiddenText: 'Saldo oculto',
  refreshLabel: 'Actualizar saldo',
};

describeConformance('BalanceDisplay', BalanceDisplay, { props, element: HTMLDivElement });

describe('BalanceDisplay', () => {
  it('writes two decimals with the separators of the locale', async () => {
    const screen = await render(<BalanceDisplay {...props} locale="es-ES" amount={1234567.891} />);
    expect(screen.container.textContent).toContain('1.234.567,89');
  });

  it('shows the symbol and the amount inside a polite, atomic live region', async () => {
    const screen = await render(<BalanceDisplay {...props} locale="en-US" />);
    const live = screen.container.querySelector('[aria-live="polite"]')!;
    expect(live.getAttribute('aria-atomic')).toBe('true');
    expect(live.textContent).toBe('Saldo $ 1,234.50');
    await screen.rerender(<BalanceDisplay {...props} locale="en-US" amount={99} />);
    expect(live.textContent).toBe('Saldo $ 99.00');
  });

  it('hides the amount behind stars, with a pressed toggle and a spoken text', async () => {
    const onHiddenChange = vi.fn();
    const screen = await render(
      <BalanceDisplay {...props} locale="en-US" onHiddenChange={onHiddenChange} />,
    );
    const toggle = screen.getByRole('button', { name: 'Ocultar saldo' });
    await expect.element(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect.element(toggle).toHaveAttribute('aria-pressed', 'true');
    const live = screen.container.querySelector('[aria-live="polite"]')!;
    expect(live.textContent).toBe('Saldo ****Saldo oculto');
    expect(live.textContent).not.toContain('1,234');
    expect(onHiddenChange).toHaveBeenCalledWith(true);
  });

  it('can be controlled', async () => {
    const onHiddenChange = vi.fn();
    const screen = await render(
      <BalanceDisplay {...props} hidden onHiddenChange={onHiddenChange} />,
    );
    const toggle = screen.getByRole('button', { name: 'Ocultar saldo' });
    await toggle.click();
    expect(onHiddenChange).toHaveBeenCalledWith(false);
    // The caller did not change `hidden`: still hidden.
    await expect.element(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it('stays busy while the refresh promise is pending and ignores more clicks', async () => {
    let resolve = () => {};
    const onRefresh = vi.fn(() => new Promise<void>((r) => (resolve = r)));
    const screen = await render(<BalanceDisplay {...props} onRefresh={onRefresh} />);
    const button = screen.getByRole('button', { name: 'Actualizar saldo' });
    await button.click();
    await expect.element(button).toHaveAttribute('aria-busy', 'true');
    (button.element() as HTMLButtonElement).click();
    expect(onRefresh).toHaveBeenCalledTimes(1);
    resolve();
    await expect.element(button).not.toHaveAttribute('aria-busy');
  });

  it('has no refresh button without onRefresh, and is busy while refreshing', async () => {
    const screen = await render(
      <>
        <BalanceDisplay {...props} data-testid="a" />
        <BalanceDisplay {...props} data-testid="b" refreshing onRefresh={() => {}} />
      </>,
    );
    expect(screen.getByTestId('a').element().querySelectorAll('button')).toHaveLength(1);
    const busy = screen.getByTestId('b').getByRole('button', { name: 'Actualizar saldo' });
    await expect.element(busy).toHaveAttribute('aria-busy', 'true');
  });
});
