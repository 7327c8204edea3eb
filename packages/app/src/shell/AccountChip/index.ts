export { AccountChip, MemberAvatar } from './AccountChip';
