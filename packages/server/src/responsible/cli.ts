// The operator's commands over responsible play: the switch, the defaults and help links, the age
// gate and the verified flag, and the list of members in a time-out or self-exclusion. There is,
// on purpose, no command that ends or shortens one (RTS 14): the database refuses it as well.
import { AGE_GATES, type AgeGate } from '@portal/contract';
import { accountNamed, parseOptions, type DomainCli } from '../commands/args';
import { audit, operatorName } from '../commands/audit';
import type { Db } from '../db/types';
import { setSetting } from '../settings/settings';
import { excludedMembers } from './exclusions';
import { responsibleSettings } from './gate';
import { askRealityCheck } from './reality';
import { setAgeVerified } from './service';

const iso = (d: Date | string) => new Date(d).toISOString();

const record = (db: Db, action: string, subject: string, detail: Record<string, unknown>) =>
  audit(db, { actor: operatorName(), action, subject, detail });

/** `Name=https://...;Other=https://...`: each link a name and an http(s) address. */
function helpLinks(raw: string): { name: string; url: string }[] {
  if (raw === '') return [];
  return raw.split(';').map((part) => {
    const at = part.indexOf('=');
    const name = part.slice(0, at).trim();
    const url = part.slice(at + 1).trim();
    if (at < 1 || !name || name.length > 60 || /[<>]/u.test(name))
      throw new Error(`--help-links: "${part}" is not Name=https://address`);
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new Error(`--help-links: "${url}" is not an address`);
    }
    if (!['https:', 'http:', 'tel:'].includes(parsed.protocol))
      throw new Error(`--help-links: "${url}" must be https, http or tel`);
    return { name, url: parsed.href };
  });
}

export const responsibleCli: DomainCli = {
  usage: `  responsible-play on|off                  the responsible-play tools (on by default); time-outs
                                           and self-exclusions hold either way
  responsible-defaults [--reality-minutes N] [--help-links "Name=https://..;Other=https://.."]
                                           the reality check's default interval (5 to 240) and the
                                           help links shown with the tools; none: show them
  responsible-age off|confirm|verified|both
                                           what play and deposits need: the member's confirmation
                                           of being 18 or over, the operator's verified flag, both
  age-verify <username> [--off]            set (or take away) a member's age-verified flag
  reality-check <username>                 ask the member's reality check now: the next launch or
                                           round waits for the member's answer
  excluded                                 members in a time-out or self-exclusion, or closed after
                                           one until reopened`,
  async run(db, command, rest) {
    switch (command) {
      case 'responsible-play': {
        const [state, ...extra] = rest;
        if ((state !== 'on' && state !== 'off') || extra.length)
          throw new Error('responsible-play takes on or off');
        await setSetting(db, 'responsible', {
          ...(await responsibleSettings(db)),
          enabled: state === 'on',
        });
        await record(db, 'responsible-play', 'settings', { enabled: state === 'on' });
        return `responsible play ${state}`;
      }
      case 'responsible-defaults': {
        const options = parseOptions(rest, ['reality-minutes', 'help-links']);
        const settings = await responsibleSettings(db);
        const minutes = options.get('--reality-minutes');
        if (minutes !== undefined) {
          const n = Number(minutes);
          if (!/^\d+$/u.test(minutes) || n < 5 || n > 240)
            throw new Error('--reality-minutes: a whole number from 5 to 240');
          settings.realityCheckMinutes = n;
        }
        const links = options.get('--help-links');
        if (links !== undefined) settings.helpLinks = helpLinks(links);
        if (options.size) {
          await setSetting(db, 'responsible', settings);
          await record(db, 'responsible-defaults', 'settings', {
            realityCheckMinutes: settings.realityCheckMinutes,
            helpLinks: settings.helpLinks,
          });
        }
        return [
          `reality check every ${settings.realityCheckMinutes} minutes by default`,
          `help links: ${settings.helpLinks.map((l) => `${l.name} ${l.url}`).join(', ') || '(none)'}`,
        ].join('\n');
      }
      case 'responsible-age': {
        const [gate, ...extra] = rest;
        if (!AGE_GATES.includes(gate as AgeGate) || extra.length)
          throw new Error(`responsible-age takes one of ${AGE_GATES.join(', ')}`);
        await setSetting(db, 'responsible', {
          ...(await responsibleSettings(db)),
          ageGate: gate as AgeGate,
        });
        await record(db, 'responsible-age', 'settings', { ageGate: gate });
        return `age gate: ${gate}`;
      }
      case 'age-verify': {
        const [username, ...extra] = rest;
        const account = await accountNamed(db, username, 'age-verify');
        const off = extra[0] === '--off';
        if (extra.length > (off ? 1 : 0)) throw new Error('age-verify takes a username and --off');
        await setAgeVerified(db, account.id, !off);
        await record(db, 'age-verify', account.username, { verified: !off });
        return `${account.username}: age ${off ? 'not verified' : 'verified'}`;
      }
      case 'reality-check': {
        const [username, ...extra] = rest;
        const account = await accountNamed(db, username, 'reality-check');
        if (extra.length) throw new Error('reality-check takes a username');
        await askRealityCheck(db, account.id);
        await record(db, 'reality-check', account.username, {});
        return `${account.username}: reality check asked, shown before the next launch or round`;
      }
      case 'excluded': {
        if (rest.length) throw new Error('excluded takes nothing more');
        const rows = await excludedMembers(db);
        if (!rows.length) return '(no member in a time-out or self-exclusion)';
        return rows
          .map(
            (r) =>
              `${r.username} ${r.kind} from ${iso(r.starts_at)} to ${iso(r.ends_at)}${
                r.kind === 'self-exclusion'
                  ? r.reopens_at
                    ? `, reopens ${iso(r.reopens_at)}`
                    : ', closed until the member asks to reopen'
                  : ''
              }`,
          )
          .join('\n');
      }
      default:
        return undefined;
    }
  },
};
