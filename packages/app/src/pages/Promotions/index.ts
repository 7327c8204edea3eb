export { Promotions } from './Promotions';
// The red envelope page is of the promotions area: one chunk, one entry in the first paint's table.
export { RedEnvelope } from '../RedEnvelope';
