export { BonusDetails } from './BonusDetails';
