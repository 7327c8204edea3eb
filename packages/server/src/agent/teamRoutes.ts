import type { FastifyInstance } from 'fastify';
import type { Context } from '../http/context';

/** The agent centre's team calls: overview, invitation and accounts, downlines, reports, announcements. */
export function registerTeam(_app: FastifyInstance, _ctx: Context): void {}
