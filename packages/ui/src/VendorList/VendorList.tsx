import { forwardRef, useCallback, useRef, type ComponentPropsWithoutRef } from 'react';
import { useRovingFocus } from '../hooks/useRovingFocus';
import { Count, ListRoot, VendorButton } from './VendorList.styles';

/** A game vendor (vassalage) of a category. */
export interface Vendor {
  /** The vendor code, e.g. "PG". */
  code: string;
  /** Display name, e.g. "PG Soft". */
  name: string;
  /** Logo address. @default undefined (the name alone) */
  logoUrl?: string;
  /** Number of games, shown beside the name. @default undefined */
  gameCount?: number;
}

export interface VendorListProps extends Omit<
  ComponentPropsWithoutRef<'div'>,
  'children' | 'onSelect'
> {
  /** Accessible name, e.g. "Proveedores de tragamonedas". */
  label: string;
  vendors: readonly Vendor[];
  /** The selected vendor's code. @default undefined (none) */
  selected?: string;
  /** Called with the chosen vendor. */
  onSelect: (vendor: Vendor) => void;
  /** Id of the element the list controls (the game grid). @default undefined */
  controls?: string;
  /** Wrap onto several lines on wide screens instead of scrolling. @default false */
  wrap?: boolean;
}

/**
 * The vendors of a category, with logo and name: one selected, arrow keys to
 * move, a sideways scroll on narrow screens.
 */
export const VendorList = forwardRef<HTMLDivElement, VendorListProps>(function VendorList(
  { label, vendors, selected, onSelect, controls, wrap = false, onKeyDown, ...rest },
  ref,
) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const selectedIndex = vendors.findIndex((v) => v.code === selected);
  const handleKeys = useRovingFocus({
    items: vendors,
    selectedIndex,
    onSelect: useCallback((vendor: Vendor) => onSelect(vendor), [onSelect]),
    getElement: useCallback((i: number) => buttons.current[i], []),
  });

  return (
    <ListRoot
      ref={ref}
      role="tablist"
      aria-label={label}
      data-wrap={wrap || undefined}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) handleKeys(event);
      }}
      {...rest}
    >
      {vendors.map((vendor, i) => {
        const isSelected = vendor.code === selected;
        return (
          <VendorButton
            key={vendor.code}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            role="tab"
            aria-selected={isSelected}
            {...(controls ? { 'aria-controls': controls } : {})}
            tabIndex={isSelected || (selectedIndex < 0 && i === 0) ? 0 : -1}
            onClick={() => onSelect(vendor)}
          >
            {vendor.logoUrl ? (
              <img src={vendor.logoUrl} alt="" width={48} height={20} loading="lazy" />
            ) : null}
            {vendor.name}
            {vendor.gameCount === undefined ? null : <Count>{vendor.gameCount}</Count>}
          </VendorButton>
        );
      })}
    </ListRoot>
  );
});
VendorList.displayName = 'VendorList';
