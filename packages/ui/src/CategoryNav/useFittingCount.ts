import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

export interface FittingCount {
  /** The navigation: its width is the room there is. */
  rootRef: RefObject<HTMLElement | null>;
  /** The hidden one-row copy of the categories with the "more" entry last: their natural widths. */
  measureRef: RefObject<HTMLUListElement | null>;
  /** How many categories are shown: all when all fit; null before the first measure. */
  fit: number | null;
}

/** How many entries of `widths` fit in `available`, keeping room for the "more" entry. */
export function fittingCount(
  widths: readonly number[],
  more: number,
  gap: number,
  available: number,
): number {
  // Half a pixel of tolerance: widths are fractional, and rounding must not push one out.
  const room = available + 0.5;
  const all = widths.reduce((sum, w) => sum + w, 0) + gap * Math.max(0, widths.length - 1);
  if (all <= room) return widths.length;
  let used = more;
  let count = 0;
  for (const width of widths) {
    if (used + gap + width > room) break;
    used += gap + width;
    count += 1;
  }
  return count;
}

function measure(root: HTMLElement | null, row: HTMLUListElement | null, count: number) {
  if (!root || !row || row.children.length !== count + 1) return null;
  const cells = [...row.children].map((cell) => cell.getBoundingClientRect().width);
  const more = cells.pop() ?? 0;
  const gap = parseFloat(getComputedStyle(row).columnGap) || 0;
  return fittingCount(cells, more, gap, root.clientWidth);
}

/**
 * Keeps the category bar on one row (as Primer's UnderlineNav does): the categories' natural
 * widths come from a hidden copy, and those that do not fit go into a "more" drop-down. Measured
 * again whenever the bar or a label changes size (ResizeObserver runs after layout, so reading the
 * sizes forces none). The first measure is a layout effect: the bar replaces one already on
 * screen (CategoryNavFallback), and no frame is drawn without its "more" entry.
 */
export function useFittingCount(count: number): FittingCount {
  const rootRef = useRef<HTMLElement | null>(null);
  const measureRef = useRef<HTMLUListElement | null>(null);
  const [fit, setFit] = useState<number | null>(null);

  useLayoutEffect(() => {
    setFit(measure(rootRef.current, measureRef.current, count));
  }, [count]);

  useEffect(() => {
    const root = rootRef.current;
    const row = measureRef.current;
    if (!root || !row || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setFit(measure(root, row, count)));
    observer.observe(root);
    observer.observe(row);
    return () => observer.disconnect();
  }, [count]);

  return { rootRef, measureRef, fit };
}
