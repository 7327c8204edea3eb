import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CategoryNav } from './CategoryNav';
import { CategoryNavFallback } from './CategoryNavFallback';
import { sampleCategories, sampleCategoriesAr } from './CategoryNav.samples';

const roomForDropDown = [
  (Story: () => React.JSX.Element) => (
    <div style={{ minBlockSize: 460 }}>
      <Story />
    </div>
  ),
];

const meta = {
  title: 'Components/CategoryNav',
  component: CategoryNav,
  args: {
    items: sampleCategories,
    label: 'Categorías de juegos',
    moreLabel: 'Más',
    viewAllLabel: (c: { label: string }) => `Ver todo: ${c.label}`,
    current: 'HOME',
    onCategory: fn(),
    onVendor: fn(),
    onOpenKeyChange: fn(),
  },
  decorators: roomForDropDown,
} satisfies Meta<typeof CategoryNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Categorías de juegos' });
    await expect(within(nav).getByRole('button', { name: 'Inicio' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // HOME and PROMO never open a drop-down.
    await expect(canvas.getByRole('button', { name: 'Promociones' })).not.toHaveAttribute(
      'aria-expanded',
    );
    await expect(canvas.getByRole('button', { name: 'Deportes' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

export const Playground: Story = { args: { current: 'LIVE' } };

/** Hovering a category opens its vendors; choosing one reports category and vendor. */
export const HoverOpens: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Casino en vivo' });
    await userEvent.hover(trigger);
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'true'));
    await userEvent.click(canvas.getByRole('button', { name: 'DG' }));
    await expect(args.onVendor).toHaveBeenCalledWith(
      'LIVE',
      expect.objectContaining({ key: 'DG' }),
    );
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
  },
};

/** Above 10 vendors (here 12) the drop-down uses the large layout. */
export const LargeLayout: Story = {
  args: { defaultOpenKey: 'RNG' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: 'Ver todo: Tragamonedas' });
    const list = canvasElement.querySelector('ul[data-layout]') as HTMLElement;
    await expect(list).toHaveAttribute('data-layout', 'large');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(12);
  },
};

/** Up to 10 vendors: the compact list. */
export const NormalLayout: Story = {
  args: { defaultOpenKey: 'LIVE' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: 'Ver todo: Casino en vivo' });
    await expect(canvasElement.querySelector('ul[data-layout]')).toHaveAttribute(
      'data-layout',
      'normal',
    );
  },
};

/**
 * Keyboard: focus opens a drop-down, Tab moves on to the next category, Enter
 * goes into the drop-down and Escape closes it, focus back on the category.
 */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Inicio' }).focus();
    await userEvent.tab();
    const slots = canvas.getByRole('button', { name: 'Tragamonedas' });
    await expect(slots).toHaveFocus();
    await waitFor(() => expect(slots).toHaveAttribute('aria-expanded', 'true'));
    await userEvent.tab();
    const live = canvas.getByRole('button', { name: 'Casino en vivo' });
    await expect(live).toHaveFocus();
    await waitFor(() => expect(slots).toHaveAttribute('aria-expanded', 'false'));
    await waitFor(() => expect(live).toHaveAttribute('aria-expanded', 'true'));
    await userEvent.keyboard('{Enter}');
    const all = canvas.getByRole('button', { name: 'Ver todo: Casino en vivo' });
    await expect(all).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(live).toHaveAttribute('aria-expanded', 'false'));
    await expect(live).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(live).toHaveAttribute('aria-expanded', 'true'));
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onCategory).toHaveBeenCalledWith('LIVE');
  },
};

/** A mouse click on a category goes to its page (the drop-down was for hovering). */
export const ClickGoesToCategory: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Deportes' }));
    await expect(args.onCategory).toHaveBeenCalledWith('SPORTS');
    await userEvent.click(canvas.getByRole('button', { name: 'Promociones' }));
    await expect(args.onCategory).toHaveBeenLastCalledWith('PROMO');
  },
};

export const RightToLeft: Story = {
  args: {
    items: sampleCategoriesAr,
    label: 'فئات الألعاب',
    moreLabel: 'المزيد',
    viewAllLabel: (c: { label: string }) => `عرض الكل: ${c.label}`,
    defaultOpenKey: 'LIVE',
  },
  globals: { direction: 'rtl' },
};

export const RightToLeftLarge: Story = {
  args: { ...RightToLeft.args, defaultOpenKey: 'RNG' },
  globals: { direction: 'rtl' },
};

const narrow = [
  (Story: () => React.JSX.Element) => (
    <div style={{ inlineSize: 560, maxInlineSize: '100%' }}>
      <Story />
    </div>
  ),
];

/**
 * Less room than categories (a tablet): the bar keeps to one row and what does not fit is in
 * "Más", at the end; it carries the mark of the current category when that is inside.
 */
export const Overflow: Story = {
  args: { current: 'PROMO', defaultOpenKey: '__more' },
  decorators: narrow,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const more = canvas.getByRole('button', { name: 'Más' });
    await waitFor(() => expect(more).toHaveAttribute('aria-expanded', 'true'));
    await expect(more).toHaveAttribute('data-holds-current', 'true');
    const promo = canvas.getByRole('button', { name: 'Promociones' });
    await expect(promo).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Cartas' })).toBeVisible();
  },
};

export const OverflowRightToLeft: Story = {
  args: { ...RightToLeft.args, current: 'PROMO', defaultOpenKey: '__more' },
  decorators: narrow,
  globals: { direction: 'rtl' },
};

/**
 * Before the drop-downs load (an app loading CategoryNav lazily): CategoryNavFallback draws the
 * same bar, and a category goes to its page; only the vendor drop-downs wait.
 */
export const Loading: Story = {
  render: ({ items, label, current, onCategory }) => (
    <CategoryNavFallback
      items={items}
      label={label}
      onCategory={onCategory}
      {...(current ? { current } : {})}
    />
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pesca' }));
    await expect(args.onCategory).toHaveBeenCalledWith('FISH');
  },
};
