import type { Ref } from 'react';
import { Icon } from '../Icon';
import type { CategoryNavItem } from './CategoryNav.types';
import {
  CategoryNavChevron,
  CategoryNavMeasure,
  CategoryNavMeasureBox,
  CategoryNavTrigger,
} from './CategoryNav.styles';

/** The key of the "more" entry, which holds the categories that do not fit. */
export const MORE_KEY = '__more';

export interface CategoryNavMeasureRowProps {
  items: readonly CategoryNavItem[];
  hasDropDown: (item: CategoryNavItem) => boolean;
  moreLabel: string;
  /** The current category, drawn bold as in the bar. */
  current?: string | undefined;
  measureRef: Ref<HTMLUListElement>;
}

/**
 * Every category on one hidden row, as the bar draws it, then the "more" entry: the widths that
 * `useFittingCount` needs. Hidden from everyone (aria-hidden, inert) and clipped.
 */
export function CategoryNavMeasureRow({
  items,
  hasDropDown,
  moreLabel,
  current,
  measureRef,
}: CategoryNavMeasureRowProps) {
  const entry = (key: string, label: string, chevron: boolean, bold: boolean) => (
    <li key={key}>
      <CategoryNavTrigger as="span" data-holds-current={bold || undefined}>
        {label}
        {chevron ? (
          <CategoryNavChevron>
            <Icon name="chevronDown" />
          </CategoryNavChevron>
        ) : null}
      </CategoryNavTrigger>
    </li>
  );
  return (
    <CategoryNavMeasureBox aria-hidden inert>
      <CategoryNavMeasure ref={measureRef}>
        {items.map((item) => entry(item.key, item.label, hasDropDown(item), item.key === current))}
        {/* Measured bold: it is when it holds the current category. */}
        {entry(MORE_KEY, moreLabel, true, true)}
      </CategoryNavMeasure>
    </CategoryNavMeasureBox>
  );
}
