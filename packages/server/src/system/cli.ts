// The operator's switches of the whole site: maintenance, the region allow and deny lists, the
// white-label flags (the modules switched on) and the app-download links.
import type { DomainCli } from '../commands/args';
import { APP_DOWNLOAD_USAGE, appDownloadCommand } from './appDownload';
import { getSetting, setSetting } from '../settings/settings';

const isCidr = (s: string) => /^[0-9a-fA-F:.]+(\/\d{1,3})?$/u.test(s);
const isFlag = (s: string) => /^[A-Z][A-Z0-9_]{0,31}$/u.test(s);

export const systemCli: DomainCli = {
  usage: `  maintenance on|off                       switch the maintenance page on or off
  region                                   show the region allow and deny lists
  region allow|deny <cidr>...              replace a list (no blocks: empty it)
  flags                                    the white-label flags that are on
  flags on|off <FLAG>...                   switch white-label flags (CAPTCHA3, FREEPLAY3, ...)
${APP_DOWNLOAD_USAGE}`,
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
      case 'flags': {
        const flags = await getSetting(db, 'whitelabel');
        const [state, ...names] = rest;
        if (state === undefined) return flags.join(' ') || '(none)';
        if (state !== 'on' && state !== 'off') throw new Error('flags takes on or off');
        if (!names.length) throw new Error(`flags ${state} takes one or more flag names`);
        const bad = names.filter((n) => !isFlag(n));
        if (bad.length) throw new Error(`not a flag name (capitals, digits, _): ${bad.join(', ')}`);
        const next =
          state === 'on'
            ? [...flags, ...names.filter((n) => !flags.includes(n))]
            : flags.filter((f) => !names.includes(f));
        await setSetting(db, 'whitelabel', [...new Set(next)]);
        return `flags ${state}: ${names.join(' ')}`;
      }
      case 'app-download':
        return appDownloadCommand(db, rest);
      default:
        return undefined;
    }
  },
};
