import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { describeConformance } from '../test/conformance';
import { CategoryNav, type CategoryNavProps } from './CategoryNav';
import { sampleCategories } from './CategoryNav.samples';

const props: CategoryNavProps = {
  items: sampleCategories,
  label: 'Categorías',
  moreLabel: 'Más',
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

  it('keeps to one row: the categories that do not fit are in a "more" drop-down', async () => {
    const onCategory = vi.fn();
    const Bar = ({ width }: { width: number }) => (
      <div style={{ inlineSize: width }}>
        <CategoryNav {...props} current="PROMO" onCategory={onCategory} delayDuration={0} />
      </div>
    );
    const screen = await render(<Bar width={560} />);
    const nav = screen.getByRole('navigation', { name: 'Categorías' });
    const rows = () =>
      new Set(
        [...nav.element().querySelectorAll('ul[data-orientation] > li > button')].map(
          (b) => b.getBoundingClientRect().top,
        ),
      ).size;
    const more = nav.getByRole('button', { name: 'Más', exact: true });
    await expect.element(more).toBeVisible();
    expect(rows()).toBe(1);
    expect(nav.getByRole('button', { name: 'Promociones', exact: true }).query()).toBeNull();
    // The current category is inside: "more" carries its mark.
    await expect.element(more).toHaveAttribute('data-holds-current', 'true');
    await more.click();
    await expect.element(more).toHaveAttribute('aria-expanded', 'true');
    const promo = nav.getByRole('button', { name: 'Promociones', exact: true });
    await expect.element(promo).toHaveAttribute('aria-current', 'page');
    await promo.click();
    expect(onCategory).toHaveBeenCalledWith('PROMO');

    // Room for all: no "more", every category on the bar.
    await screen.rerender(<Bar width={1400} />);
    await expect.element(more).not.toBeInTheDocument();
    await expect
      .element(nav.getByRole('button', { name: 'Promociones', exact: true }))
      .toHaveAttribute('aria-current', 'page');
    expect(rows()).toBe(1);
  });

  it('"more" opens from the keyboard and Enter goes into it', async () => {
    const onCategory = vi.fn();
    const screen = await render(
      <div style={{ inlineSize: 480 }}>
        <CategoryNav {...props} onCategory={onCategory} />
      </div>,
    );
    const more = screen.getByRole('button', { name: 'Más', exact: true });
    await expect.element(more).toBeVisible();
    const before = more.element().parentElement?.previousElementSibling?.querySelector('button');
    before?.focus();
    await userEvent.tab();
    await expect.element(more).toHaveFocus();
    await expect.element(more).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Enter}');
    const first = screen
      .getByRole('navigation')
      .getByRole('list')
      .last()
      .getByRole('button')
      .first();
    await expect.element(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onCategory).toHaveBeenCalledTimes(1);
  });

  it('marks the current category', async () => {
    const screen = await render(<CategoryNav {...props} current="FISH" />);
    await expect
      .element(screen.getByRole('button', { name: 'Pesca', exact: true }))
      .toHaveAttribute('aria-current', 'page');
  });
});
