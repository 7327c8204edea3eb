export { AgentAnnouncements } from './AgentAnnouncements';
