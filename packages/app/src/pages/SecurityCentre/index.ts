export { SecurityCentre } from './SecurityCentre';
