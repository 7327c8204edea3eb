export { AgentTeamOverview } from './AgentTeamOverview';
