export { Winners } from './Winners';
