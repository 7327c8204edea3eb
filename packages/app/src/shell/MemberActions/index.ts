export { MemberActions, type MemberActionsProps } from './MemberActions';
