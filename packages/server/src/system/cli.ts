// The operator's switches of the whole site: maintenance, the region allow and deny lists, the
// white-label flags (the modules switched on), the languages offered, the app-download links and
// the official channels, the domains, the CDNs and the analytics id.
import { isWhitelabelFlag, WHITELABEL_FLAGS } from '@portal/contract';
import type { DomainCli } from '../commands/args';
import { APP_DOWNLOAD_USAGE, appDownloadCommand } from './appDownload';
import { ANALYTICS_USAGE, analyticsCommand } from './analytics';
import { CDN_USAGE, cdnCommand } from './cdn';
import { CHANNELS_USAGE, channelsCommand } from './channels';
import { DOMAINS_USAGE, domainRoutesCommand, domainsCommand, mainDomainCommand } from './domains';
import { getSetting, setSetting } from '../settings/settings';
import { languagesCommand } from './languages';

const isCidr = (s: string) => /^[0-9a-fA-F:.]+(\/\d{1,3})?$/u.test(s);

/** Members registered by number without a password need another way back in: said, not refused. */
function passwordlessNote(flags: readonly string[]): string {
  const passwordless = flags.includes('MOBILENUMREG3') && !flags.includes('MOBILENUMPASSREG3');
  return passwordless && !flags.includes('MOBILEVERCODELOGIN3')
    ? '\nnote: mobile registration asks no password (MOBILENUMPASSREG3 off) and code login ' +
        '(MOBILEVERCODELOGIN3) is off: such members sign in again only after a password reset ' +
        'by phone (CHNGPASSVERIF3)'
    : '';
}

export const systemCli: DomainCli = {
  usage: `  maintenance on|off                       switch the maintenance page on or off
  region                                   show the region allow and deny lists
  region allow|deny <cidr>...              replace a list (no blocks: empty it)
  flags                                    the white-label flags that are on
  flags on|off <FLAG>...                   switch white-label flags (docs/operators/whitelabel-flags.md)
  languages [<code>...]                    the languages offered, or replace them (es en ty ...)
${APP_DOWNLOAD_USAGE}
${CHANNELS_USAGE}
${DOMAINS_USAGE}
${CDN_USAGE}
${ANALYTICS_USAGE}`,
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
        // Only the flags the portal knows: a mistyped one would be kept and do nothing.
        const bad = names.filter((n) => !isWhitelabelFlag(n));
        if (bad.length)
          throw new Error(
            `not a white-label flag: ${bad.join(', ')} (the flags: ${WHITELABEL_FLAGS.join(' ')})`,
          );
        const next =
          state === 'on'
            ? [...flags, ...names.filter((n) => !flags.includes(n))]
            : flags.filter((f) => !names.includes(f));
        await setSetting(db, 'whitelabel', [...new Set(next)]);
        return `flags ${state}: ${names.join(' ')}${passwordlessNote(next)}`;
      }
      case 'languages':
        return languagesCommand(db, rest, (await getSetting(db, 'system')).defaultLanguage);
      case 'app-download':
        return appDownloadCommand(db, rest);
      case 'channels':
        return channelsCommand(db, rest);
      case 'domains':
        return domainsCommand(db, rest);
      case 'main-domain':
        return mainDomainCommand(db, rest);
      case 'domain-routes':
        return domainRoutesCommand(db, rest);
      case 'cdn':
        return cdnCommand(db, rest);
      case 'analytics':
        return analyticsCommand(db, rest);
      default:
        return undefined;
    }
  },
};
