export { Promotions } from './Promotions';
