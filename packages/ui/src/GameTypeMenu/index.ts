export {
  GameTypeMenu,
  GAME_TYPES,
  gameTypeIcons,
  type GameType,
  type GameTypeItem,
  type GameTypeMenuProps,
} from './GameTypeMenu';
