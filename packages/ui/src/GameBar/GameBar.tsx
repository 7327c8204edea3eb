import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Icon } from '../Icon';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { DepositText, GameBarActions, GameBarRoot, GameBarTitle } from './GameBar.styles';

export interface GameBarProps extends Omit<
  ComponentPropsWithoutRef<'header'>,
  'children' | 'title'
> {
  /** The game's name: the page's heading, cut with an ellipsis where it does not fit. */
  title: string;
  /** Name of the exit button, e.g. "Salir del juego". */
  exitLabel: string;
  /** Called by the exit button: back to where the player was. */
  onExit: () => void;
  /** The player's balance at the bar's end (e.g. a BalanceDisplay). @default undefined */
  balance?: ReactNode;
  /** Name of the deposit button, e.g. "Depositar"; the button shows with `onDeposit`. @default undefined */
  depositLabel?: string;
  /** Called by the deposit button. @default undefined (no deposit button) */
  onDeposit?: () => void;
}

/**
 * The slim bar over a game shown full screen: the way out at the start, the game's name, and the
 * player's balance and deposit at the end. On a phone's width the name and the deposit's words are
 * read but not shown, so that everything stays on one line. It is the page's header: the
 * portal's own header and menus are out of the game's way.
 */
export const GameBar = forwardRef<HTMLElement, GameBarProps>(function GameBar(
  { title, exitLabel, onExit, balance, depositLabel, onDeposit, ...rest },
  ref,
) {
  return (
    <GameBarRoot ref={ref} {...rest}>
      {/* chevronStart points back along the text's direction (mirrored right to left). */}
      <IconButton label={exitLabel} icon={<Icon name="chevronStart" />} onClick={onExit} />
      <GameBarTitle title={title} dir="auto">
        {title}
      </GameBarTitle>
      <GameBarActions>
        {balance}
        {onDeposit && depositLabel ? (
          // On a phone the wallet alone, its words read but not shown: the line keeps its room.
          <Button size="sm" icon={<Icon name="wallet" />} onClick={onDeposit}>
            <DepositText>{depositLabel}</DepositText>
          </Button>
        ) : null}
      </GameBarActions>
    </GameBarRoot>
  );
});
GameBar.displayName = 'GameBar';
