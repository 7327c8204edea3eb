export { GameTile, FAVOURITE_THROTTLE_MS, type GameTileProps } from './GameTile';
