export { RewardCentre } from './RewardCentre';
