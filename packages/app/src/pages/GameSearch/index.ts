export { GameSearch } from './GameSearch';
