export { AgentIncome } from './AgentIncome';
export { TeamBets } from './TeamBets';
export { TeamTransactions } from './TeamTransactions';
export { UserLoss } from './UserLoss';
