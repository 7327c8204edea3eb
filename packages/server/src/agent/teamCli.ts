import type { DomainCli } from '../commands/args';

export const teamCli: DomainCli = {
  usage: '',
  run: async () => undefined,
};
