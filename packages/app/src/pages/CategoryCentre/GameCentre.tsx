export { GameListCentre as GameCentre } from './CategoryCentre';
