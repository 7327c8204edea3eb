export { Transfer } from './Transfer';
