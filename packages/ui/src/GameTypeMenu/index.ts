export { GameTypeMenu, type GameTypeItem, type GameTypeMenuProps } from './GameTypeMenu';
export { GAME_TYPES, gameTypeIcons, type GameType } from './gameTypes';
