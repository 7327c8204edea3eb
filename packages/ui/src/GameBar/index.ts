export { GameBar, type GameBarProps } from './GameBar';
