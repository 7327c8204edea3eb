export { AgentDownlines } from './AgentDownlines';
