export { Referral } from './Referral';
