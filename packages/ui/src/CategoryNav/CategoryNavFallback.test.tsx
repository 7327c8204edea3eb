import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { CategoryNav } from './CategoryNav';
import { sampleCategories } from './CategoryNav.samples';
import { CategoryNavFallback } from './CategoryNavFallback';

const common = {
  items: sampleCategories,
  label: 'Categorías',
  onCategory: () => {},
};

/** Each category's box, by key. */
function boxes(root: Element) {
  return [...root.querySelectorAll<HTMLElement>('button[data-key]')].map((b) => {
    const { x, y, width, height } = b.getBoundingClientRect();
    return { key: b.dataset['key'], x, y, width, height };
  });
}

/** The categories the bar shows: those within its box (what wrapped out of sight is not). */
function visible(root: Element) {
  const bar = root.querySelector('nav')!.getBoundingClientRect();
  return boxes(root).filter((b) => b.y + b.height <= bar.bottom + 0.5);
}

describe('CategoryNavFallback', () => {
  it('tells what the visitor reached, so CategoryNav can open or focus it once it loads', async () => {
    const onIntent = vi.fn();
    const screen = await render(<CategoryNavFallback {...common} onIntent={onIntent} />);
    const fish = screen.getByRole('button', { name: 'Pesca', exact: true });
    await fish.hover();
    expect(onIntent).toHaveBeenLastCalledWith('FISH', 'pointer');
    await fish.unhover();
    expect(onIntent).toHaveBeenLastCalledWith('', 'pointer');
    (fish.element() as HTMLElement).focus();
    expect(onIntent).toHaveBeenLastCalledWith('FISH', 'focus');
  });

  it.each([
    ['wide', 1400],
    ['narrow', 560],
  ])(
    'draws the same bar as CategoryNav, box for box, so nothing moves when it is replaced (%s)',
    async (_, width) => {
      const fallback = await render(
        <div style={{ inlineSize: width }}>
          <CategoryNavFallback {...common} current="RNG" />
        </div>,
      );
      const before = visible(fallback.container);
      const barBefore = fallback.container.querySelector('nav')!.getBoundingClientRect();
      await fallback.unmount();
      const full = await render(
        <div style={{ inlineSize: width }}>
          <CategoryNav
            {...common}
            moreLabel="Más"
            current="RNG"
            viewAllLabel={(c) => c.label}
            onVendor={() => {}}
          />
        </div>,
      );
      const after = visible(full.container);
      // The bar itself keeps its place and height: what is below it does not move either.
      const bar = full.container.querySelector('nav')!.getBoundingClientRect();
      expect([bar.top, bar.height]).toEqual([barBefore.top, barBefore.height]);
      if (width > 1000) {
        expect(before.length).toBe(sampleCategories.length);
        expect(after).toEqual(before);
      } else {
        // CategoryNav puts "more" at the end, in the place of what no longer fits beside it.
        expect(after.at(-1)?.key).toBe('__more');
        expect(after.slice(0, -1)).toEqual(before.slice(0, after.length - 1));
        expect(before.length).toBeLessThan(sampleCategories.length);
      }
      await full.unmount();
    },
  );

  it('keeps to one row without measuring: what does not fit wraps out of sight', async () => {
    const screen = await render(
      <div style={{ inlineSize: 560 }}>
        <CategoryNavFallback {...common} />
      </div>,
    );
    const nav = screen.getByRole('navigation', { name: 'Categorías' }).element();
    const shown = visible(screen.container);
    expect(new Set(shown.map((b) => b.y)).size).toBe(1);
    expect(shown.length).toBeGreaterThan(2);
    expect(nav.getBoundingClientRect().height).toBeLessThan(shown[0]!.height * 1.5);
  });

  it('is a named navigation whose categories already go to their pages', async () => {
    const onCategory = vi.fn();
    const screen = await render(
      <CategoryNavFallback {...common} current="HOME" onCategory={onCategory} />,
    );
    await expect.element(screen.getByRole('navigation', { name: 'Categorías' })).toBeVisible();
    await expect
      .element(screen.getByRole('button', { name: 'Inicio', exact: true }))
      .toHaveAttribute('aria-current', 'page');
    await screen.getByRole('button', { name: 'Pesca', exact: true }).click();
    expect(onCategory).toHaveBeenCalledWith('FISH');
  });
});
