import type { FastifyInstance } from 'fastify';
import type { Context } from '../http/context';

/** The contracts and their settlements: the agent's offers and records, the member's answers. */
export function registerContracts(_app: FastifyInstance, _ctx: Context): void {}
