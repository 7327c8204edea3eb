export { MemberMessages } from './MemberMessages';
