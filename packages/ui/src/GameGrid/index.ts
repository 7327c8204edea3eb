export {
  GameGrid,
  LOBBY_PAGE_SIZE,
  DEFAULT_PAGE_SIZE,
  type GameGridItem,
  type GameGridProps,
} from './GameGrid';
