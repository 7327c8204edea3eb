export { AgentHome } from './AgentHome';
