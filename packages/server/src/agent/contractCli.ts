import type { DomainCli } from '../commands/args';

export const contractCli: DomainCli = {
  usage: '',
  run: async () => undefined,
};
