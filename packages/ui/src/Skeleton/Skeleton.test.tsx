import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { describeConformance } from '../test/conformance';
import { Skeleton } from './Skeleton';

describeConformance('Skeleton', Skeleton, { props: {}, element: HTMLDivElement });

const animationOf = (el: Element) => getComputedStyle(el).animationName;

describe('Skeleton', () => {
  it('is hidden from assistive technology', async () => {
    const screen = await render(<Skeleton shape="text" lines={2} data-testid="s" />);
    expect(screen.getByTestId('s').element().getAttribute('aria-hidden')).toBe('true');
  });

  it('draws the given number of lines, the last one shorter', async () => {
    const screen = await render(
      <div style={{ width: 300 }}>
        <Skeleton shape="text" lines={3} data-testid="s" />
      </div>,
    );
    const lines = Array.from(screen.getByTestId('s').element().children);
    expect(lines).toHaveLength(3);
    expect(lines[0]!.getBoundingClientRect().width).toBe(300);
    expect(lines[2]!.getBoundingClientRect().width).toBe(180);
  });

  it('takes sizes: a number is pixels, a circle is round and square', async () => {
    const screen = await render(
      <>
        <Skeleton width={120} height={80} data-testid="block" />
        <Skeleton shape="circle" size="lg" data-testid="circle" />
      </>,
    );
    const block = screen.getByTestId('block').element().getBoundingClientRect();
    expect([block.width, block.height]).toEqual([120, 80]);
    const circle = screen.getByTestId('circle').element();
    const box = circle.getBoundingClientRect();
    expect(box.width).toBe(box.height);
    expect(getComputedStyle(circle).borderRadius).not.toBe('0px');
  });

  it('shimmers unless animated is false', async () => {
    const screen = await render(
      <>
        <Skeleton data-testid="on" />
        <Skeleton animated={false} data-testid="off" />
      </>,
    );
    expect(animationOf(screen.getByTestId('on').element())).not.toBe('none');
    expect(animationOf(screen.getByTestId('off').element())).toBe('none');
  });

  it('stops the shimmer when the player prefers reduced motion', async () => {
    const screen = await render(<Skeleton data-testid="s" />);
    const own = Array.from(screen.getByTestId('s').element().classList).at(-1)!;
    const reduced = Array.from(document.styleSheets)
      .flatMap((sheet) => Array.from(sheet.cssRules))
      .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule)
      .filter((rule) => rule.conditionText.includes('prefers-reduced-motion: reduce'))
      .flatMap((rule) => Array.from(rule.cssRules) as CSSStyleRule[])
      .filter((rule) => rule.selectorText.includes(own));
    expect(reduced.length).toBeGreaterThan(0);
    expect(reduced.every((rule) => rule.style.animationName === 'none')).toBe(true);
  });
});
