export {
  WinnerBoard,
  WINNER_BOARD_LIMIT,
  type WinnerBoardProps,
  type WinnerRow,
} from './WinnerBoard';
