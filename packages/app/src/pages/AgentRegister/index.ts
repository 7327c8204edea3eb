export { AgentRegister } from './AgentRegister';
