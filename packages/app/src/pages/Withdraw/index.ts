export { Withdraw } from './Withdraw';
