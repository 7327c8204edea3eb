export { GameListCentre } from './CategoryCentre';
