export { BettingRecord } from './BettingRecord';
