import { useDirection } from '@radix-ui/react-direction';
import * as Nav from '@radix-ui/react-navigation-menu';
import {
  forwardRef,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { Icon } from '../Icon';
import {
  CategoryNavAll,
  CategoryNavChevron,
  CategoryNavContent,
  CategoryNavItem as ItemRoot,
  CategoryNavList,
  CategoryNavRoot,
  CategoryNavTrigger,
  CategoryNavVendor,
  CategoryNavVendorLogo,
  CategoryNavVendors,
} from './CategoryNav.styles';
import type { CategoryNavItem, CategoryVendor } from './CategoryNav.types';
import { CategoryNavMeasureRow, MORE_KEY } from './CategoryNavMeasureRow';
import { useFittingCount } from './useFittingCount';

export type { CategoryNavItem, CategoryVendor } from './CategoryNav.types';

export interface CategoryNavProps extends Omit<
  ComponentPropsWithoutRef<'nav'>,
  'children' | 'dir' | 'defaultValue' | 'onChange'
> {
  /** Text direction of the arrow keys. @default the DirectionProvider's */
  dir?: 'ltr' | 'rtl';
  /** The categories, in route order (home, categories with vendors, promotions). */
  items: readonly CategoryNavItem[];
  /** The navigation's accessible name, e.g. "Categorías de juegos". */
  label: string;
  /**
   * The name of the entry that holds the categories which do not fit on the bar's one row,
   * e.g. "Más".
   */
  moreLabel: string;
  /**
   * The text of the first entry of a drop-down, which goes to the category
   * page (the way there by keyboard and touch), e.g. `(c) => \`Todo ${c.label}\``.
   */
  viewAllLabel: (category: CategoryNavItem) => string;
  /** Called with a category's key: a click on it, or its "view all" entry. */
  onCategory: (key: string) => void;
  /** Called when a vendor is chosen in a category's drop-down. */
  onVendor: (category: string, vendor: CategoryVendor) => void;
  /** The current category, marked with `aria-current="page"`. @default undefined */
  current?: string;
  /** Categories that never open a drop-down (spec 2.4). @default ['HOME', 'PROMO'] */
  plainKeys?: readonly string[];
  /** Above this many vendors the drop-down uses the large layout (spec 9). @default 10 */
  largeThreshold?: number;
  /** The category whose drop-down is open at first render. @default undefined */
  defaultOpenKey?: string;
  /** Called when a drop-down opens (its key) or closes (''). @default undefined */
  onOpenKeyChange?: (key: string) => void;
  /** Hover time before a drop-down opens, in milliseconds. @default 150 */
  delayDuration?: number;
}

const DEFAULT_PLAIN = ['HOME', 'PROMO'] as const;

/**
 * The header's game-category navigation (spec 2.4), on Radix Navigation Menu.
 * A category with vendors opens a drop-down on hover, on keyboard focus and on
 * a tap; with the mouse a click goes to the category. From the keyboard, Enter
 * or ArrowDown goes into the open drop-down, Tab moves on to the next category
 * and Escape closes it. HOME and PROMO are plain entries. The bar keeps to one
 * row: the categories that do not fit go into a last "more" drop-down.
 */
export const CategoryNav = forwardRef<HTMLElement, CategoryNavProps>(function CategoryNav(
  {
    items,
    label,
    moreLabel,
    viewAllLabel,
    onCategory,
    onVendor,
    current,
    plainKeys = DEFAULT_PLAIN,
    largeThreshold = 10,
    defaultOpenKey,
    onOpenKeyChange,
    delayDuration = 150,
    ...rest
  },
  ref,
) {
  const direction = useDirection(rest.dir);
  const [openKey, setOpenKeyState] = useState(defaultOpenKey ?? '');
  // How the open drop-down was opened: one opened by focus is left by Tab.
  const openedBy = useRef<'focus' | 'other'>('other');
  const lastPointer = useRef<string | null>(null);
  // After a mouse click went to a category, Radix's pending hover timer must
  // not open its drop-down again while the pointer stays on it.
  const clickedKey = useRef<string | null>(null);
  const contents = useRef(new Map<string, HTMLElement>());

  const { rootRef, measureRef, fit } = useFittingCount(items.length);
  const shown = fit === null || fit >= items.length ? items : items.slice(0, fit);
  const overflow = items.slice(shown.length);
  const hasDropDown = (item: CategoryNavItem) =>
    !plainKeys.includes(item.key) && (item.vendors ?? []).length > 0;
  // Radix puts a focus proxy after an open trigger: tabbable yet aria-hidden
  // (axe: aria-hidden-focus). Here each drop-down follows its trigger in the
  // DOM, so Tab reaches it without the proxy; Radix may still focus it by script.
  useLayoutEffect(() => {
    rootRef.current
      ?.querySelectorAll<HTMLElement>('li > span[aria-hidden="true"][tabindex="0"]')
      .forEach((proxy) => (proxy.tabIndex = -1));
  }, [openKey, rootRef, fit]);

  const setOpenKey = (key: string) => {
    if (key !== openKey) {
      setOpenKeyState(key);
      onOpenKeyChange?.(key);
    }
  };

  const enterPanel = (key: string) => {
    const first = contents.current.get(key)?.querySelector<HTMLElement>('button, a[href]');
    first?.focus();
  };

  const handlers = (item: CategoryNavItem) => ({
    onPointerDown: (event: PointerEvent) => {
      lastPointer.current = event.pointerType;
    },
    onPointerLeave: () => {
      clickedKey.current = null;
    },
    onFocus: (event: FocusEvent<HTMLButtonElement>) => {
      // Keyboard focus only (a tap or click focuses too, and opens by itself),
      // and not when focus comes back from this drop-down (Escape, a choice).
      const fromPanel = contents.current.get(item.key)?.contains(event.relatedTarget as Node);
      if (!event.currentTarget.matches(':focus-visible') || fromPanel) return;
      openedBy.current = 'focus';
      setOpenKey(item.key);
    },
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      const pointer = lastPointer.current;
      lastPointer.current = null;
      if (pointer === 'mouse' && item.key === MORE_KEY) {
        // "More" has no page: a click keeps open what hovering opened (or opens it).
        if (openKey === MORE_KEY) event.preventDefault();
        return;
      }
      if (pointer === 'mouse') {
        // The mouse opened it by hovering; a click goes to the category page.
        event.preventDefault();
        clickedKey.current = item.key;
        setOpenKey('');
        onCategory(item.key);
        return;
      }
      if (pointer === null && openKey === item.key) {
        // Enter or Space on an open drop-down: go into it.
        event.preventDefault();
        openedBy.current = 'other';
        enterPanel(item.key);
        return;
      }
      // A tap, or Enter on a closed one: Radix toggles it.
      openedBy.current = 'other';
    },
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      if (event.key === 'Tab' && openKey === item.key && openedBy.current === 'focus') {
        // Skim past: the drop-down closes and Tab reaches the next category.
        setOpenKey('');
      }
    },
  });

  // A category with a drop-down, or "more": its trigger and its panel, which follows it in the DOM.
  const dropDown = (
    item: CategoryNavItem,
    triggerProps: Record<string, unknown>,
    panelProps: Record<string, unknown>,
    panel: ReactNode,
  ) => (
    <Nav.Item key={item.key} value={item.key} asChild>
      <ItemRoot data-layout={panelProps['data-layout']}>
        <Nav.Trigger asChild {...handlers(item)}>
          <CategoryNavTrigger type="button" data-key={item.key} {...triggerProps}>
            {item.label}
            <CategoryNavChevron aria-hidden>
              <Icon name="chevronDown" />
            </CategoryNavChevron>
          </CategoryNavTrigger>
        </Nav.Trigger>
        <Nav.Content asChild>
          <CategoryNavContent
            {...panelProps}
            ref={(node: HTMLElement | null) => {
              if (node) contents.current.set(item.key, node);
              else contents.current.delete(item.key);
            }}
          >
            {panel}
          </CategoryNavContent>
        </Nav.Content>
      </ItemRoot>
    </Nav.Item>
  );

  return (
    <Nav.Root
      asChild
      value={openKey}
      onValueChange={(key) => {
        if (key && key === clickedKey.current) return;
        if (key) openedBy.current = 'other';
        setOpenKey(key);
      }}
      delayDuration={delayDuration}
      dir={direction}
    >
      <CategoryNavRoot
        ref={(node: HTMLElement | null) => {
          rootRef.current = node;
          if (typeof ref === 'function') ref(node);
          else if (ref) ref.current = node;
        }}
        aria-label={label}
        {...rest}
      >
        <Nav.List asChild>
          <CategoryNavList data-measured={fit === null ? 'false' : undefined}>
            {shown.map((item) => {
              const vendors = item.vendors ?? [];
              const isCurrent = item.key === current;
              const currentProps = isCurrent ? { 'aria-current': 'page' as const } : {};
              if (!hasDropDown(item)) {
                return (
                  <Nav.Item key={item.key} value={item.key} asChild>
                    <ItemRoot>
                      <Nav.Link asChild active={isCurrent}>
                        <CategoryNavTrigger
                          type="button"
                          data-key={item.key}
                          onClick={() => onCategory(item.key)}
                        >
                          {item.label}
                        </CategoryNavTrigger>
                      </Nav.Link>
                    </ItemRoot>
                  </Nav.Item>
                );
              }
              const layout = vendors.length > largeThreshold ? 'large' : 'normal';
              return dropDown(
                item,
                { 'data-current': isCurrent || undefined, ...currentProps },
                { 'data-layout': layout },
                <>
                  <Nav.Link asChild>
                    <CategoryNavAll type="button" onClick={() => onCategory(item.key)}>
                      {viewAllLabel(item)}
                      {/* Icon turns it around right to left itself. */}
                      <Icon name="chevronEnd" />
                    </CategoryNavAll>
                  </Nav.Link>
                  <CategoryNavVendors role="list" data-layout={layout}>
                    {vendors.map((vendor) => (
                      <li key={vendor.key}>
                        <Nav.Link asChild>
                          <CategoryNavVendor
                            type="button"
                            data-key={vendor.key}
                            onClick={() => onVendor(item.key, vendor)}
                          >
                            {vendor.logo ? (
                              <CategoryNavVendorLogo aria-hidden>
                                {vendor.logo}
                              </CategoryNavVendorLogo>
                            ) : null}
                            <span>{vendor.label}</span>
                          </CategoryNavVendor>
                        </Nav.Link>
                      </li>
                    ))}
                  </CategoryNavVendors>
                </>,
              );
            })}
            {overflow.length > 0
              ? dropDown(
                  { key: MORE_KEY, label: moreLabel },
                  { 'data-holds-current': overflow.some((i) => i.key === current) || undefined },
                  { 'data-align': 'end' },
                  <CategoryNavVendors role="list" data-layout="normal">
                    {overflow.map((item) => (
                      <li key={item.key}>
                        <Nav.Link asChild active={item.key === current}>
                          <CategoryNavVendor
                            type="button"
                            data-key={item.key}
                            {...(item.key === current ? { 'aria-current': 'page' as const } : {})}
                            onClick={() => onCategory(item.key)}
                          >
                            {item.label}
                          </CategoryNavVendor>
                        </Nav.Link>
                      </li>
                    ))}
                  </CategoryNavVendors>,
                )
              : null}
          </CategoryNavList>
        </Nav.List>
        <CategoryNavMeasureRow
          items={items}
          hasDropDown={hasDropDown}
          moreLabel={moreLabel}
          current={current}
          measureRef={measureRef}
        />
      </CategoryNavRoot>
    </Nav.Root>
  );
});
CategoryNav.displayName = 'CategoryNav';
