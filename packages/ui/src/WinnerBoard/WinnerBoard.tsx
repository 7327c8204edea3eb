import {
  forwardRef,
  type ComponentPropsWithoutRef,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { formatAmount } from '../format/amount';
import {
  Amount,
  BoardRoot,
  Empty,
  Head,
  List,
  Rank,
  RowButton,
  Scroller,
  Title,
  Track,
  Who,
} from './WinnerBoard.styles';

/** A win on the board (names arrive masked by the server). */
export interface WinnerRow {
  id?: string;
  customerName: string;
  gameName: string;
  winAmount: number;
}

/** Spec 9: the board asks for 20 rows and fixes the top 3. */
export const WINNER_BOARD_LIMIT = 20;
const FIXED = 3;
const medals = ['gold', 'silver', 'bronze'] as const;

export interface WinnerBoardProps extends Omit<
  ComponentPropsWithoutRef<'section'>,
  'children' | 'onSelect'
> {
  /** Heading of the board, e.g. "Ganadores". */
  title: string;
  /** The wins, in any order: the board sorts them by amount, largest first. */
  rows: readonly WinnerRow[];
  /** The currency symbol from the operator's configuration, e.g. "$". */
  currencySymbol: string;
  /** Locale for the amounts' separators. @default 'es' */
  locale?: string;
  /** Called when a row is chosen: the app starts that game. */
  onSelect?: (row: WinnerRow) => void;
  /** Accessible text of a row, e.g. (row, rank, amount) => "1. Ju*** ganó $ 1.200,00 en Fortuna". */
  rowLabel: (row: WinnerRow, rank: number, amount: string) => string;
  /** Seconds each scrolling row stays in view; sets the scroll speed. @default 2.5 */
  secondsPerRow?: number;
  /** Shown when there is no win yet. @default undefined */
  emptyLabel?: string;
  /** Beside the title, e.g. a link to the whole list of winners. @default undefined */
  action?: ReactNode;
}

/**
 * The winner board (spec 2.6): the top three fixed with gold, silver and
 * bronze marks, the rest scrolling upward in CSS (paused on hover and focus,
 * still under reduced motion). Each row starts its game.
 */
export const WinnerBoard = forwardRef<HTMLElement, WinnerBoardProps>(function WinnerBoard(
  {
    title,
    rows,
    currencySymbol,
    locale = 'es',
    onSelect,
    rowLabel,
    secondsPerRow = 2.5,
    emptyLabel,
    action,
    ...rest
  },
  ref,
) {
  const sorted = [...rows].sort((a, b) => b.winAmount - a.winAmount).slice(0, WINNER_BOARD_LIMIT);
  const top = sorted.slice(0, FIXED);
  const others = sorted.slice(FIXED);
  const headingId = rest.id ? `${rest.id}-title` : undefined;

  const row = (item: WinnerRow, rank: number, copy: boolean) => {
    const amount = `${currencySymbol} ${formatAmount(item.winAmount, locale)}`;
    return (
      <li key={`${copy ? 'copy-' : ''}${item.id ?? rank}`}>
        <RowButton
          type="button"
          onClick={() => onSelect?.(item)}
          aria-label={rowLabel(item, rank, amount)}
          {...(copy ? { tabIndex: -1 } : {})}
        >
          <Rank data-medal={medals[rank - 1]} aria-hidden>
            {rank}
          </Rank>
          {/* Masked names and amounts keep their own direction inside RTL text. */}
          <Who aria-hidden>
            <span dir="auto">{item.customerName}</span>
            <span dir="auto">{item.gameName}</span>
          </Who>
          <Amount aria-hidden dir="ltr">
            {amount}
          </Amount>
        </RowButton>
      </li>
    );
  };

  const scrollStyle = {
    '--winner-scroll-duration': `${Math.max(others.length, 1) * secondsPerRow}s`,
  } as CSSProperties;

  return (
    <BoardRoot
      ref={ref}
      aria-labelledby={headingId}
      {...(headingId ? {} : { 'aria-label': title })}
      {...rest}
    >
      {action ? (
        <Head>
          <Title id={headingId}>{title}</Title>
          {action}
        </Head>
      ) : (
        <Title id={headingId}>{title}</Title>
      )}
      {sorted.length === 0 && emptyLabel ? <Empty>{emptyLabel}</Empty> : null}
      <List>{top.map((item, i) => row(item, i + 1, false))}</List>
      {others.length > 0 ? (
        <Scroller style={scrollStyle}>
          <Track data-part="track">
            <List start={FIXED + 1}>
              {others.map((item, i) => row(item, i + FIXED + 1, false))}
            </List>
            {/* A second copy makes the loop seamless; screen readers and Tab skip it. */}
            <List aria-hidden data-part="copy">
              {others.map((item, i) => row(item, i + FIXED + 1, true))}
            </List>
          </Track>
        </Scroller>
      ) : null}
    </BoardRoot>
  );
});
WinnerBoard.displayName = 'WinnerBoard';
