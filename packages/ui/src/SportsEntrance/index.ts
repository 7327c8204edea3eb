export { SportsEntrance, type SportsEntranceProps } from './SportsEntrance';
