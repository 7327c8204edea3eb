export { Deposit } from './Deposit';
