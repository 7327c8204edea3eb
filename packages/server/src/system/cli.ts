// The operator's switches of the whole site: maintenance, and the region allow and deny lists.
import type { DomainCli } from '../commands/args';
import { getSetting, setSetting } from '../settings/settings';

const isCidr = (s: string) => /^[0-9a-fA-F:.]+(\/\d{1,3})?$/u.test(s);

export const systemCli: DomainCli = {
  usage: `  maintenance on|off                       switch the maintenance page on or off
  region                                   show the region allow and deny lists
  region allow|deny <cidr>...              replace a list (no blocks: empty it)`,
  async run(db, command, rest) {
    switch (command) {
      case 'maintenance': {
        const [state] = rest;
        if (state !== 'on' && state !== 'off') throw new Error('maintenance takes on or off');
        await setSetting(db, 'maintenance', state === 'on');
        return `maintenance ${state}`;
      }
      case 'region': {
        const region = await getSetting(db, 'region');
        const [list, ...blocks] = rest;
        if (list === undefined)
          return `allow: ${region.allow.join(', ') || '(any)'}\ndeny: ${region.deny.join(', ') || '(none)'}`;
        if (list !== 'allow' && list !== 'deny') throw new Error('region takes allow or deny');
        const bad = blocks.filter((b) => !isCidr(b));
        if (bad.length) throw new Error(`not an address or CIDR block: ${bad.join(', ')}`);
        await setSetting(db, 'region', { ...region, [list]: blocks });
        return `region ${list}: ${blocks.join(', ') || '(empty)'}`;
      }
      default:
        return undefined;
    }
  },
};
