import {
  forwardRef,
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { Button } from '../Button';
import { GameTile } from '../GameTile';
import { Empty, GridFooter, GridItem, GridList, GridRoot } from './GameGrid.styles';
import { VirtualGridList, type VirtualGridHandle } from './VirtualGridList';

/** A game as the grid shows it. */
export interface GameGridItem {
  id: string;
  name: string;
  imageUrl?: string;
  caption?: string;
  badge?: ReactNode;
  favourite?: boolean;
}

/** Spec 9: 12 games a page on the home lobby, 24 elsewhere. */
export const LOBBY_PAGE_SIZE = 12;
export const DEFAULT_PAGE_SIZE = 24;
/** Games shown beyond which only the rows near the viewport are drawn (four pages of 24). */
export const VIRTUALISE_FROM = 96;

export interface GameGridProps extends Omit<ComponentPropsWithoutRef<'section'>, 'children'> {
  /** Accessible name of the grid, e.g. "Tragamonedas". */
  label: string;
  /** The games known so far. More than a page is revealed a page at a time. */
  games: readonly GameGridItem[];
  /** Games per page. @default 24 (use 12 on the home lobby) */
  pageSize?: number;
  /**
   * The server has pages beyond `games`: "load more" then calls `onLoadMore`.
   * @default false
   */
  hasMore?: boolean;
  /** Asks for the next page from the server. @default undefined */
  onLoadMore?: () => void;
  /** Label of the "load more" button, e.g. "Ver más juegos". */
  loadMoreLabel: string;
  /** A page is loading: placeholders fill it. @default false */
  loading?: boolean;
  /** Shown when there is no game and nothing is loading. @default undefined */
  empty?: ReactNode;
  /** Called when a game is opened. */
  onLaunch?: (game: GameGridItem) => void;
  /** Called when a game's favourite toggle changes. Without it, no toggle is shown. @default undefined */
  onFavouriteChange?: (game: GameGridItem, favourite: boolean) => void;
  /** Accessible name of each favourite toggle. @default undefined (needed with onFavouriteChange) */
  favouriteLabel?: string;
  /** A line under the grid such as "24 de 120 juegos", polite for screen readers. @default undefined */
  countLabel?: (shown: number, total: number | undefined) => string;
  /** Total games on the server, for `countLabel`. @default undefined */
  total?: number;
  /** How many of the first tiles load their artwork eagerly. @default 4 */
  eagerCount?: number;
  /**
   * Beyond this many games shown, only the rows near the viewport are drawn (the others are
   * padding of their height), so that scrolling and revealing cost the same at 2,000 as at 24;
   * `Infinity` draws every tile. @default 96
   */
  virtualiseFrom?: number;
}

interface CellProps {
  game: GameGridItem;
  index: number;
  /** The games shown, said by each tile when not all of them are drawn. */
  setSize: number | undefined;
  /** Drawn only because its row has focus, far from the rows in view: out of the layout. */
  kept: boolean;
  /** Came into view during a fling: a placeholder until the page slows. */
  passing: boolean;
  eager: boolean;
  favouriteLabel: string | undefined;
  withFavourite: boolean;
  handlers: { current: Pick<GameGridProps, 'onLaunch' | 'onFavouriteChange'> };
}

/**
 * One tile. Memoised, and reading the callbacks through a ref, so revealing a
 * page renders only the new tiles, not the hundreds already shown.
 */
const Cell = memo(function Cell({
  game,
  index,
  setSize,
  kept,
  passing,
  eager,
  favouriteLabel,
  withFavourite,
  handlers,
}: CellProps) {
  const item = {
    'data-index': index,
    'data-kept': kept || undefined,
    'aria-setsize': setSize,
    'aria-posinset': setSize === undefined ? undefined : index + 1,
  };
  if (passing)
    return (
      <GridItem {...item} data-passing="">
        <GameTile name={game.name} loading />
      </GridItem>
    );
  return (
    <GridItem {...item}>
      <GameTile
        name={game.name}
        eager={eager}
        {...(game.imageUrl === undefined ? {} : { imageUrl: game.imageUrl })}
        {...(game.caption === undefined ? {} : { caption: game.caption })}
        {...(game.badge === undefined ? {} : { badge: game.badge })}
        favourite={game.favourite ?? false}
        onLaunch={() => handlers.current.onLaunch?.(game)}
        {...(withFavourite && favouriteLabel
          ? {
              onFavouriteChange: (next: boolean) =>
                handlers.current.onFavouriteChange?.(game, next),
              favouriteLabel,
            }
          : {})}
      />
    </GridItem>
  );
});

/**
 * The columns the grid lays out (they follow its width: `auto-fill`), with the ref that measures
 * them: read when the list is attached, before the browser paints, so that trimming to whole rows
 * never shows a ragged row first; 0 until measured.
 */
function useColumns(): [number, (element: HTMLUListElement | null) => void] {
  const [columns, setColumns] = useState(0);
  const observer = useRef<ResizeObserver | null>(null);
  const attach = useCallback((element: HTMLUListElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element) return;
    const measure = () =>
      setColumns(getComputedStyle(element).gridTemplateColumns.split(' ').filter(Boolean).length);
    measure();
    if (typeof ResizeObserver !== 'function') return;
    observer.current = new ResizeObserver(measure);
    observer.current.observe(element);
  }, []);
  return [columns, attach];
}

/**
 * How many of `known` games to show so that, while more follow, the last row is full (12 on five
 * columns would leave two alone): filled up from the games already at hand, else cut back to the
 * last full row, the rest coming with "load more". The last page shows every game.
 */
export function wholeRows(known: number, have: number, columns: number, more: boolean): number {
  if (!more || columns <= 0 || known % columns === 0) return known;
  const up = known + columns - (known % columns);
  if (up <= have) return up;
  return known >= columns ? known - (known % columns) : known;
}

/**
 * A paged grid of games. A page is revealed at a time (locally when the games
 * are already known, else through `onLoadMore`), focus moves to the first new
 * game, and off-screen tiles cost no layout or paint.
 */
export const GameGrid = forwardRef<HTMLElement, GameGridProps>(function GameGrid(
  {
    label,
    games,
    pageSize = DEFAULT_PAGE_SIZE,
    hasMore = false,
    onLoadMore,
    loadMoreLabel,
    loading = false,
    empty,
    onLaunch,
    onFavouriteChange,
    favouriteLabel,
    countLabel,
    total,
    eagerCount = 4,
    virtualiseFrom = VIRTUALISE_FROM,
    ...rest
  },
  ref,
) {
  const [pages, setPages] = useState(1);
  const handlers = useRef<CellProps['handlers']['current']>({});
  // The latest callbacks, for the memoised tiles to call; set after each render, before any click.
  useLayoutEffect(() => {
    handlers.current = {
      ...(onLaunch ? { onLaunch } : {}),
      ...(onFavouriteChange ? { onFavouriteChange } : {}),
    };
  });
  const listRef = useRef<HTMLUListElement>(null);
  const focusIndex = useRef<number | null>(null);
  const [columns, measureColumns] = useColumns();
  const attachList = useCallback(
    (element: HTMLUListElement | null) => {
      listRef.current = element;
      measureColumns(element);
    },
    [measureColumns],
  );
  const known = Math.min(games.length, pages * pageSize);
  const serverHasMore = hasMore && onLoadMore !== undefined;
  const shown = wholeRows(
    known,
    games.length,
    columns,
    (games.length > known || serverHasMore) && !loading,
  );
  // Games beyond this page that a reveal would show (not those a cut to whole rows held back).
  const canRevealLocally = games.length > known && games.length > shown;
  const showMore = canRevealLocally || serverHasMore;
  const visible = games.slice(0, shown);
  const virtual = columns > 0 && shown > virtualiseFrom;
  const virtualList = useRef<VirtualGridHandle>(null);

  /** Focuses a game's tile, scrolling it into the page first when its row is not drawn. */
  const focusCell = useCallback(
    (index: number) => {
      const button = listRef.current
        ?.querySelector(`[data-index="${index}"]`)
        ?.querySelector<HTMLButtonElement>('button');
      if (button) button.focus();
      else if (virtual) virtualList.current?.focusCell(index, 'first');
    },
    [virtual],
  );

  // The tile a keyboard player was last on. A change of width can cut it off the last row (a
  // scroll bar that appears as the page grows below takes a column); focus then moves to the last
  // tile shown instead of falling to the page, where the next Tab would start again from the top.
  const focused = useRef<Element | null>(null);
  useLayoutEffect(() => {
    const element = focused.current;
    if (!element || element.isConnected) return;
    focused.current = null;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    focusCell(shown - 1);
  }, [shown, focusCell]);
  const trackFocus = (event: FocusEvent<HTMLUListElement>) => {
    focused.current = event.target;
  };

  // After "load more", focus the first new game once it is rendered.
  useEffect(() => {
    const index = focusIndex.current;
    if (index === null || index >= shown) return;
    focusIndex.current = null;
    focusCell(index);
  }, [shown, focusCell]);

  const loadMore = () => {
    focusIndex.current = shown;
    if (!canRevealLocally) onLoadMore?.();
    setPages((p) => p + 1);
  };

  // A grid whose first games are still on their way is a stop in the tab order. Without it, a
  // keyboard player tabbing faster than the lobby loads passes the page's last control of the
  // moment and leaves the document, to come back in at its top. Once the games are there the grid
  // stays focusable (-1), out of the tab order: the focus it holds stays, and Tab enters its games.
  const waiting = loading && visible.length === 0;
  const tabIndex = waiting ? 0 : -1;

  if (!loading && games.length === 0) {
    return (
      <GridRoot ref={ref} aria-label={label} tabIndex={tabIndex} {...rest}>
        <Empty>{empty}</Empty>
      </GridRoot>
    );
  }

  const cell = (index: number, kept = false, passing = false) => {
    const game = visible[index]!;
    return (
      <Cell
        key={game.id}
        game={game}
        index={index}
        setSize={virtual ? shown : undefined}
        kept={kept}
        passing={passing}
        eager={index < eagerCount}
        favouriteLabel={favouriteLabel}
        withFavourite={onFavouriteChange !== undefined}
        handlers={handlers}
      />
    );
  };
  // While a page loads, placeholders hold the room the page will take (the virtual list's own
  // padding does below its rows).
  const placeholders = loading && !virtual ? Math.max(0, pages * pageSize - shown) : 0;

  return (
    <GridRoot
      ref={ref}
      aria-label={label}
      aria-busy={loading || undefined}
      tabIndex={tabIndex}
      {...rest}
    >
      {virtual ? (
        <VirtualGridList
          ref={virtualList}
          count={shown}
          columns={columns}
          renderCell={cell}
          listRef={attachList}
          onFocus={trackFocus}
        />
      ) : (
        <GridList ref={attachList} onFocus={trackFocus}>
          {/* Until the columns are measured (the list's first commit, before any paint), a long
              list draws no more than the virtual list would start with. */}
          {(columns === 0 ? visible.slice(0, virtualiseFrom) : visible).map((_, index) =>
            cell(index),
          )}
          {Array.from({ length: placeholders }, (_, i) => (
            <GridItem key={`placeholder-${i}`} aria-hidden>
              <GameTile name="" loading />
            </GridItem>
          ))}
        </GridList>
      )}
      {countLabel || showMore ? (
        <GridFooter>
          {/* While the first games load, no "0 games": the line keeps its height (nothing below
              moves when the count comes) and the live region is there to announce it. */}
          {countLabel ? <p role="status">{waiting ? '\u00a0' : countLabel(shown, total)}</p> : null}
          {showMore ? (
            <Button variant="secondary" onClick={loadMore} loading={loading}>
              {loadMoreLabel}
            </Button>
          ) : null}
        </GridFooter>
      ) : null}
    </GridRoot>
  );
});
GameGrid.displayName = 'GameGrid';
