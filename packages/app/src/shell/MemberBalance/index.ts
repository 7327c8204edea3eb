export { MemberBalance, type MemberBalanceProps } from './MemberBalance';
