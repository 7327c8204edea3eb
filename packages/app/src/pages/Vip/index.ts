export { Vip } from './Vip';
