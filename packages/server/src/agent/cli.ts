// The agent domain's operator commands: announcements for agents (teamCli.ts), and contracts and
// their settlements (contractCli.ts).
import type { DomainCli } from '../commands/args';
import { contractCli } from './contractCli';
import { teamCli } from './teamCli';

export const agentCli: DomainCli = {
  usage: `${teamCli.usage}\n${contractCli.usage}`,
  run: async (db, command, args) =>
    (await teamCli.run(db, command, args)) ?? (await contractCli.run(db, command, args)),
};
