import type { ComponentPropsWithoutRef, PointerEvent } from 'react';
import { useDirection } from '@radix-ui/react-direction';
import { Icon } from '../Icon';
import type { CategoryNavProps } from './CategoryNav';
import {
  CategoryNavChevron,
  CategoryNavItem,
  CategoryNavList,
  CategoryNavRoot,
  CategoryNavTrigger,
} from './CategoryNav.styles';

export type CategoryNavFallbackProps = Pick<
  CategoryNavProps,
  'items' | 'label' | 'onCategory' | 'current' | 'plainKeys' | 'dir'
> &
  Omit<ComponentPropsWithoutRef<'nav'>, 'children' | 'dir'> & {
    /**
     * Called when the mouse rests on (or keyboard focus reaches) a category with a drop-down,
     * with its key, and with '' when it leaves: what CategoryNav, once loaded, should open
     * (`defaultOpenKey`) or focus, so that a visitor who came early loses nothing.
     * @default undefined
     */
    onIntent?: (key: string, how: 'pointer' | 'focus') => void;
  };

/**
 * CategoryNav while its drop-downs load (an app may load CategoryNav lazily to keep Radix out of
 * the first paint): the same bar, box for box, each category a button to its page. Only the
 * vendor drop-downs wait. It keeps to one row too, without measuring (no layout forced in the
 * first render): what does not fit wraps out of sight, and CategoryNav brings its "more" entry.
 */
export function CategoryNavFallback({
  items,
  label,
  onCategory,
  current,
  plainKeys = ['HOME', 'PROMO'],
  dir,
  onIntent,
  ...rest
}: CategoryNavFallbackProps) {
  const direction = useDirection(dir);
  return (
    <CategoryNavRoot aria-label={label} dir={direction} data-orientation="horizontal" {...rest}>
      {/* Radix's list sits in a relative box: the same here, so nothing moves when it arrives.
          flow-root: the list's negative margins (room for focus rings) stay inside it. */}
      <div style={{ position: 'relative', display: 'flow-root' }}>
        <CategoryNavList data-orientation="horizontal" data-measured="false">
          {items.map((item) => {
            const isCurrent = item.key === current;
            const dropDown = !plainKeys.includes(item.key) && (item.vendors ?? []).length > 0;
            return (
              <CategoryNavItem key={item.key}>
                <CategoryNavTrigger
                  type="button"
                  data-key={item.key}
                  {...(isCurrent ? { 'aria-current': 'page' as const } : {})}
                  onClick={() => onCategory(item.key)}
                  {...(dropDown && onIntent
                    ? {
                        onPointerEnter: (e: PointerEvent) =>
                          e.pointerType === 'mouse' && onIntent(item.key, 'pointer'),
                        onPointerLeave: () => onIntent('', 'pointer'),
                        onFocus: () => onIntent(item.key, 'focus'),
                        onBlur: () => onIntent('', 'focus'),
                      }
                    : {})}
                >
                  {item.label}
                  {dropDown ? (
                    <CategoryNavChevron aria-hidden>
                      <Icon name="chevronDown" />
                    </CategoryNavChevron>
                  ) : null}
                </CategoryNavTrigger>
              </CategoryNavItem>
            );
          })}
        </CategoryNavList>
      </div>
    </CategoryNavRoot>
  );
}
