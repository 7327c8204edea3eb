import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { describeConformance } from '../test/conformance';
import { CountBadge } from './CountBadge';

const label = (n: number) => `${n} sin leer`;

describeConformance('CountBadge', CountBadge, {
  props: { count: 2, label },
  element: HTMLSpanElement,
});

describe('CountBadge', () => {
  it('renders nothing at 0 or below', async () => {
    const screen = await render(
      <>
        <CountBadge count={0} label={label} />
        <CountBadge count={-3} label={label} />
        <CountBadge count={Number.NaN} label={label} />
      </>,
    );
    expect(screen.container.childElementCount).toBe(0);
  });

  it('shows the count and reads the label', async () => {
    const screen = await render(<CountBadge count={7} label={label} />);
    const root = screen.container.firstElementChild as HTMLElement;
    expect(root.querySelector('[aria-hidden]')?.textContent).toBe('7');
    await expect.element(screen.getByText('7 sin leer')).toBeInTheDocument();
  });

  it('caps at 99+ with the real number in the label, and at a custom max', async () => {
    const screen = await render(
      <>
        <CountBadge count={99} label={label} data-testid="a" />
        <CountBadge count={100} label={label} data-testid="b" />
        <CountBadge count={12} max={9} label={label} data-testid="c" />
      </>,
    );
    expect(screen.getByTestId('a').element().textContent).toBe('9999 sin leer');
    expect(screen.getByTestId('b').element().textContent).toBe('99+100 sin leer');
    expect(screen.getByTestId('c').element().textContent).toBe('9+12 sin leer');
  });
});
