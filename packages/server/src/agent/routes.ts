// The agent domain: the agent centre's team and reports (teamRoutes.ts), and the contracts with
// their settlements, the member's side included (contractRoutes.ts).
import type { FastifyInstance } from 'fastify';
import type { Context, DomainRoutes } from '../http/context';
import { registerContracts } from './contractRoutes';
import { registerTeam } from './teamRoutes';

function register(app: FastifyInstance, ctx: Context): void {
  registerTeam(app, ctx);
  registerContracts(app, ctx);
}

export const agentRoutes: DomainRoutes = { domain: 'agent', register };
