import { useCallback, type KeyboardEvent } from 'react';

/**
 * Arrow-key movement between the items of a one-row group (a tab list, a
 * vendor strip): only the selected item is in the Tab order, arrows move and
 * select, Home and End jump. Arrows follow the text direction.
 */
export function useRovingFocus<T>({
  items,
  selectedIndex,
  onSelect,
  getElement,
}: {
  items: readonly T[];
  selectedIndex: number;
  onSelect: (item: T, index: number) => void;
  getElement: (index: number) => HTMLElement | null | undefined;
}) {
  return useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (items.length === 0) return;
      const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
      const from = selectedIndex < 0 ? 0 : selectedIndex;
      let to: number;
      switch (event.key) {
        case 'ArrowRight':
          to = from + (rtl ? -1 : 1);
          break;
        case 'ArrowLeft':
          to = from + (rtl ? 1 : -1);
          break;
        case 'Home':
          to = 0;
          break;
        case 'End':
          to = items.length - 1;
          break;
        default:
          return;
      }
      event.preventDefault();
      to = (to + items.length) % items.length;
      onSelect(items[to]!, to);
      const element = getElement(to);
      element?.focus();
      element?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    },
    [items, selectedIndex, onSelect, getElement],
  );
}
