export { AgentContracts } from './AgentContracts';
