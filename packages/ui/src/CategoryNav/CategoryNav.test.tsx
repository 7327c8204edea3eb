import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { describeConformance } from '../test/conformance';
import { CategoryNav, type CategoryNavProps } from './CategoryNav';
import { sampleCategories } from './CategoryNav.samples';

const props: CategoryNavProps = {
  items: sampleCategories,
  label: 'Categorías',
  viewAllLabel: (c) => `Todo ${c.label}`,
  onCategory: () => {},
  onVendor: () => {},
};

describeConformance('CategoryNav', CategoryNav, { props, element: HTMLElement });

describe('CategoryNav', () => {
  it('opens a drop-down on hover, except for HOME and PROMO', async () => {
    const screen = await render(<CategoryNav {...props} delayDuration={0} />);
    const fish = screen.getByRole('button', { name: 'Pesca', exact: true });
    await fish.hover();
    await expect.element(fish).toHaveAttribute('aria-expanded', 'true');
    await expect
      .element(screen.getByRole('button', { name: 'Todo Pesca', exact: true }))
      .toBeVisible();
    await screen.getByRole('button', { name: 'Inicio', exact: true }).hover();
    expect(
      screen
        .getByRole('button', { name: 'Inicio', exact: true })
        .element()
        .hasAttribute('aria-expanded'),
    ).toBe(false);
    await expect.element(fish).toHaveAttribute('aria-expanded', 'false');
  });

  it('uses the large layout above the threshold', async () => {
    const screen = await render(
      <CategoryNav {...props} defaultOpenKey="SPORTS" largeThreshold={2} />,
    );
    await expect.element(screen.getByRole('list').last()).toHaveAttribute('data-layout', 'large');
    await screen.rerender(<CategoryNav {...props} defaultOpenKey="SPORTS" />);
    await expect.element(screen.getByRole('list').last()).toHaveAttribute('data-layout', 'normal');
  });

  it('a tap opens the drop-down instead of leaving the page', async () => {
    const onCategory = vi.fn();
    const screen = await render(<CategoryNav {...props} onCategory={onCategory} />);
    const live = screen
      .getByRole('button', { name: 'Casino en vivo', exact: true })
      .element() as HTMLElement;
    live.dispatchEvent(new PointerEvent('pointerdown', { pointerType: 'touch', bubbles: true }));
    live.click();
    await expect
      .element(screen.getByRole('button', { name: 'Casino en vivo', exact: true }))
      .toHaveAttribute('aria-expanded', 'true');
    expect(onCategory).not.toHaveBeenCalled();
    await screen.getByRole('button', { name: 'Todo Casino en vivo', exact: true }).click();
    expect(onCategory).toHaveBeenCalledWith('LIVE');
  });

  it('reports a chosen vendor with its category, and closes', async () => {
    const onVendor = vi.fn();
    const screen = await render(
      <CategoryNav {...props} onVendor={onVendor} defaultOpenKey="SPORTS" />,
    );
    await screen.getByRole('button', { name: 'UG', exact: true }).click();
    expect(onVendor).toHaveBeenCalledWith('SPORTS', expect.objectContaining({ key: 'UG' }));
    await expect
      .element(screen.getByRole('button', { name: 'Deportes', exact: true }))
      .toHaveAttribute('aria-expanded', 'false');
  });

  it('opens on keyboard focus, closes on Escape and does not reopen at once', async () => {
    const onOpenKeyChange = vi.fn();
    const screen = await render(<CategoryNav {...props} onOpenKeyChange={onOpenKeyChange} />);
    (screen.getByRole('button', { name: 'Inicio', exact: true }).element() as HTMLElement).focus();
    await userEvent.tab();
    const slots = screen.getByRole('button', { name: 'Tragamonedas', exact: true });
    await expect.element(slots).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect
      .element(screen.getByRole('button', { name: 'Todo Tragamonedas', exact: true }))
      .toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(slots).toHaveAttribute('aria-expanded', 'false');
    await expect.element(slots).toHaveFocus();
    expect(onOpenKeyChange.mock.calls.map((c) => c[0])).toEqual(['RNG', '']);
  });

  it('a mouse click goes to the category, and the hover delay does not reopen it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const onCategory = vi.fn();
      const screen = await render(
        <CategoryNav {...props} onCategory={onCategory} delayDuration={150} />,
      );
      const sports = screen.getByRole('button', { name: 'Deportes', exact: true });
      await sports.click();
      expect(onCategory).toHaveBeenCalledWith('SPORTS');
      await vi.advanceTimersByTimeAsync(500);
      await expect.element(sports).toHaveAttribute('aria-expanded', 'false');
    } finally {
      vi.useRealTimers();
    }
  });

  it('marks the current category', async () => {
    const screen = await render(<CategoryNav {...props} current="FISH" />);
    await expect
      .element(screen.getByRole('button', { name: 'Pesca', exact: true }))
      .toHaveAttribute('aria-current', 'page');
  });
});
