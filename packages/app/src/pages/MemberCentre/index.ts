export { MemberCentre } from './MemberCentre';
