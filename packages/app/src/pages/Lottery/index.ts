export { Lottery } from './Lottery';
