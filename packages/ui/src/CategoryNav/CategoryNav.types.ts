// The data of the bar, apart from the component: the measuring row reads it too, and importing it
// from CategoryNav.tsx would make the two modules import each other.
import type { ReactNode } from 'react';

/** A game vendor of a category (spec 2.4). */
export interface CategoryVendor {
  /** Stable id, e.g. the vendor code 'PG'. */
  key: string;
  /** The vendor's name. */
  label: string;
  /** A small decorative logo before the name. @default undefined */
  logo?: ReactNode;
}

/** A game category of the header, with its vendors. */
export interface CategoryNavItem {
  /** Stable id, e.g. 'HOME', 'RNG', 'LIVE', 'PROMO'. */
  key: string;
  /** The category's name. */
  label: string;
  /** Its vendors, offered in a drop-down. @default [] */
  vendors?: readonly CategoryVendor[];
}
