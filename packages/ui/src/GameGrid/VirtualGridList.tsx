import { useWindowVirtualizer } from '@tanstack/react-virtual';
import {
  forwardRef,
  useCallback,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEventHandler,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { GridList } from './GameGrid.styles';

/** What the grid asks of its virtual list: bring a game's tile into view and focus it. */
export interface VirtualGridHandle {
  /** Scrolls the game at `index` into view and focuses its first or last button once drawn. */
  focusCell(index: number, which: 'first' | 'last'): void;
}

export interface VirtualGridListProps {
  /** Games shown (the list's set size). */
  count: number;
  /** Columns of the grid as laid out; rows are `columns` games each. */
  columns: number;
  /**
   * The tile of the game at `index`, an `<li>` carrying `data-index`; `kept` when it is drawn only
   * because its row has focus, far from the rows in view (to be kept out of the layout); `passing`
   * when its row came into view during a fling, to be drawn as a placeholder until the page slows.
   */
  renderCell: (index: number, kept: boolean, passing: boolean) => ReactNode;
  /** The list element, for the grid's own measures and focus. */
  listRef: (element: HTMLUListElement | null) => void;
  onFocus: FocusEventHandler<HTMLUListElement>;
}

/** Rows drawn beyond the viewport on each side: a fast scroll or a Tab finds them ready. */
const OVERSCAN = 3;
/** A row's height with its gap before the first row is measured (a tile and its two lines). */
const ESTIMATED_ROW = 240;
/**
 * Faster than this, in pixels a millisecond (6,000 a second: a phone's screen in a tenth of a
 * second), the page is flung past rather than read: the rows coming into view are drawn as
 * placeholders, a fraction of a tile's work, and become tiles once it slows or stops. Drawing
 * every tile of a fling (two or three rows a frame) cost two frames' time each frame.
 */
const FLING_SPEED = 6;
/** Scroll events further apart than this (ms) are not one movement: no speed is taken from them. */
const SAME_MOVEMENT = 100;
/** After the grid scrolls to a tile it is focusing, ms during which that scroll is no fling. */
const OWN_SCROLL = 300;

const buttonsOf = (cell: Element | null | undefined) =>
  cell ? Array.from(cell.querySelectorAll<HTMLButtonElement>('button')) : [];

/** The first or last button of a game's tile in `list`, if that tile is drawn in the layout. */
const buttonOf = (
  list: HTMLUListElement | null,
  index: number,
  which: 'first' | 'last',
): HTMLButtonElement | undefined => {
  const buttons = buttonsOf(list?.querySelector(`[data-index="${index}"]:not([data-kept])`));
  return which === 'first' ? buttons[0] : buttons.at(-1);
};

/**
 * The grid's list when it shows many games: only the rows near the viewport are in the page
 * (@tanstack/react-virtual, rows of `columns` tiles over the window's scroll), the others held by
 * padding of their exact height, so a scroll or a reveal costs what a screenful does. The rows
 * are of one height (every tile is the same), measured from the first row drawn.
 *
 * What a reader of the page relies on is kept: each tile says its place and the set's size
 * (`aria-posinset`, `aria-setsize`); the row with focus stays drawn wherever the page scrolls;
 * and Tab from the last tile drawn (Shift+Tab from the first) goes on to the next game, drawn on
 * the way, instead of leaving the grid.
 */
export const VirtualGridList = forwardRef<VirtualGridHandle, VirtualGridListProps>(
  function VirtualGridList({ count, columns, renderCell, listRef, onFocus }, handle) {
    const list = useRef<HTMLUListElement | null>(null);
    // A tile's height and the gap between rows, once measured: every row is then of that height
    // (`grid-auto-rows`), whether it holds tiles or a fling's placeholders.
    const [row, setRow] = useState<{ height: number; gap: number } | null>(null);
    const stride = row ? row.height + row.gap : ESTIMATED_ROW;
    const [offset, setOffset] = useState(0);
    const focusedRow = useRef<number | null>(null);
    const pending = useRef<{ index: number; which: 'first' | 'last' } | null>(null);
    // The rows in view and the overscan around them, as last extracted (the padding's measure).
    const drawn = useRef({ start: 0, end: -1 });
    // Where the page was at the last render, for the speed of a scroll; the rows drawn as tiles
    // then (a tile already drawn stays one through a fling); when the grid's own scroll ends.
    const lastScroll = useRef<{ offset: number; time: number; scrolling: boolean } | null>(null);
    const tileRows = useRef<ReadonlySet<number>>(new Set());
    const ownScrollUntil = useRef(0);
    const rows = Math.ceil(count / columns);

    const virtualizer = useWindowVirtualizer({
      count: rows,
      estimateSize: () => stride,
      overscan: OVERSCAN,
      scrollMargin: offset,
      // The row with focus stays in the page even when scrolled far away, so focus is not lost.
      rangeExtractor: (range) => {
        const indexes: number[] = [];
        const start = Math.max(0, range.startIndex - range.overscan);
        const end = Math.min(range.count - 1, range.endIndex + range.overscan);
        drawn.current = { start, end };
        for (let i = start; i <= end; i += 1) indexes.push(i);
        const row = focusedRow.current;
        if (row !== null && row < range.count && (row < start || row > end)) {
          indexes.push(row);
          indexes.sort((a, b) => a - b);
        }
        return indexes;
      },
    });

    // The list's place in the document and a tile's height, measured when drawn and again when
    // the page or the list changes size (what is above may grow as its images load; a tile's
    // height follows its width): set only when changed.
    useLayoutEffect(() => {
      const element = list.current;
      if (!element) return;
      const measure = () => {
        const top = element.getBoundingClientRect().top + window.scrollY;
        setOffset((was) => (Math.abs(top - was) > 0.5 ? top : was));
        // The tallest tile drawn, by its own height (not its row's, which this sets).
        let height = 0;
        for (const tile of element.querySelectorAll<HTMLElement>(
          'li[data-index]:not([data-kept]):not([data-passing]) > *',
        ))
          height = Math.max(height, tile.getBoundingClientRect().height);
        if (height === 0) return;
        const gap = parseFloat(getComputedStyle(element).rowGap) || 0;
        setRow((was) =>
          was && Math.abs(height - was.height) <= 0.5 && gap === was.gap ? was : { height, gap },
        );
      };
      measure();
      if (typeof ResizeObserver !== 'function') return;
      const observer = new ResizeObserver(measure);
      observer.observe(document.documentElement);
      observer.observe(element);
      return () => observer.disconnect();
    }, [count, columns]);
    useLayoutEffect(() => virtualizer.measure(), [stride, virtualizer]);

    // A focus asked for a tile not drawn yet: given once it is.
    useLayoutEffect(() => {
      const want = pending.current;
      if (!want) return;
      const button = buttonOf(list.current, want.index, want.which);
      if (!button) return;
      pending.current = null;
      button.focus();
    });

    const focusCell = useCallback(
      (index: number, which: 'first' | 'last') => {
        const drawnButton = buttonOf(list.current, index, which);
        // Drawn already: focus brings it into view, and the range follows the scroll.
        if (drawnButton) {
          drawnButton.focus();
          return;
        }
        pending.current = { index, which };
        focusedRow.current = Math.floor(index / columns);
        ownScrollUntil.current = performance.now() + OWN_SCROLL;
        virtualizer.scrollToIndex(Math.floor(index / columns), { align: 'auto' });
      },
      [columns, virtualizer],
    );
    useImperativeHandle(handle, () => ({ focusCell }), [focusCell]);

    const attach = useCallback(
      (element: HTMLUListElement | null) => {
        list.current = element;
        listRef(element);
      },
      [listRef],
    );

    const items = virtualizer.getVirtualItems();
    const run = drawn.current;
    // The page's speed since the last render (a render comes with each change of the rows drawn),
    // that render within the same movement: one jump (a link to a place, a key) is no fling.
    const now = performance.now();
    const scrolled = virtualizer.scrollOffset ?? 0;
    const last = lastScroll.current;
    const flinging =
      virtualizer.isScrolling &&
      last !== null &&
      last.scrolling &&
      now - last.time < SAME_MOVEMENT &&
      now > ownScrollUntil.current &&
      Math.abs(scrolled - last.offset) / Math.max(1, now - last.time) > FLING_SPEED;
    const cells: ReactNode[] = [];
    const tilesDrawn = new Set<number>();
    for (const item of items) {
      // The row with focus kept far from the rows in view is in the page but out of the layout.
      const kept = item.index < run.start || item.index > run.end;
      const passing =
        flinging && !tileRows.current.has(item.index) && item.index !== focusedRow.current;
      if (!passing) tilesDrawn.add(item.index);
      const end = Math.min(count, (item.index + 1) * columns);
      for (let i = item.index * columns; i < end; i += 1) cells.push(renderCell(i, kept, passing));
    }
    useLayoutEffect(() => {
      lastScroll.current = { offset: scrolled, time: now, scrolling: virtualizer.isScrolling };
      tileRows.current = tilesDrawn;
    });
    const before = run.end < run.start ? 0 : run.start * stride;
    const after = Math.max(0, (rows - run.end - 1) * stride);

    const trackFocus: FocusEventHandler<HTMLUListElement> = (event) => {
      const cell = (event.target as Element).closest('[data-index]');
      const index = Number(cell?.getAttribute('data-index'));
      focusedRow.current = Number.isFinite(index) ? Math.floor(index / columns) : null;
      onFocus(event);
    };

    // Focus gone elsewhere: its row need not stay drawn.
    const onBlur: FocusEventHandler<HTMLUListElement> = (event) => {
      if (!list.current?.contains(event.relatedTarget as Node | null)) focusedRow.current = null;
    };

    // Tab from a tile's last button goes on to the next game by its place, not by what happens to
    // be drawn next (nothing at the edge of the rows drawn, a row kept far away): drawn on the way.
    const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
      if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target as HTMLElement;
      const cell = target.closest('[data-index]');
      const buttons = buttonsOf(cell);
      const index = Number(cell?.getAttribute('data-index'));
      if (!cell || !Number.isFinite(index)) return;
      if (!event.shiftKey && target === buttons.at(-1) && index + 1 < count) {
        event.preventDefault();
        focusCell(index + 1, 'first');
      } else if (event.shiftKey && target === buttons[0] && index > 0) {
        event.preventDefault();
        focusCell(index - 1, 'last');
      }
    };

    return (
      <GridList
        ref={attach}
        onFocus={trackFocus}
        onBlur={onBlur}
        onKeyDown={onKeyDown}
        data-virtual=""
        style={{
          // Padding of the rows not drawn, each a row and its gap: the gaps between the tiles drawn
          // are the grid's own, and padding is no grid item to have one of its own.
          paddingBlockStart: before,
          paddingBlockEnd: after,
          ...(row ? { gridAutoRows: row.height } : {}),
        }}
      >
        {cells}
      </GridList>
    );
  },
);
