import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { describeConformance } from '../test/conformance';
import { VipBadge } from './VipBadge';

describeConformance('VipBadge', VipBadge, {
  props: { label: 'VIP', level: 1 },
  element: HTMLSpanElement,
});

describe('VipBadge', () => {
  it('reads the label and the level as one phrase', async () => {
    const screen = await render(<VipBadge label="VIP" level={7} data-testid="b" />);
    expect(screen.getByTestId('b').element().textContent).toBe('VIP 7');
    expect(screen.getByTestId('b').element().getAttribute('data-level')).toBe('7');
  });
});
