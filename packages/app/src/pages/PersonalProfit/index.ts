export { PersonalProfit } from './PersonalProfit';
