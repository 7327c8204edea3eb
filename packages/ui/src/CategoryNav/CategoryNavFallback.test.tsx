import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { CategoryNav } from './CategoryNav';
import { sampleCategories } from './CategoryNav.samples';
import { CategoryNavFallback } from './CategoryNavFallback';

const common = { items: sampleCategories, label: 'Categorías', onCategory: () => {} };

/** Each category's box, by key. */
function boxes(root: Element) {
  return [...root.querySelectorAll<HTMLElement>('button[data-key]')].map((b) => {
    const { x, y, width, height } = b.getBoundingClientRect();
    return { key: b.dataset['key'], x, y, width, height };
  });
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

  it('draws the same bar as CategoryNav, box for box, so nothing moves when it is replaced', async () => {
    const fallback = await render(<CategoryNavFallback {...common} current="RNG" />);
    const before = boxes(fallback.container);
    fallback.unmount();
    const full = await render(
      <CategoryNav {...common} current="RNG" viewAllLabel={(c) => c.label} onVendor={() => {}} />,
    );
    expect(before.length).toBe(sampleCategories.length);
    expect(boxes(full.container)).toEqual(before);
    full.unmount();
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
