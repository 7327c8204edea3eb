export { Articles } from './Articles';
