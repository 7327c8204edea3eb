export { AgentSettlements } from './AgentSettlements';
export { ContractKindPage } from './ContractKindPage';
