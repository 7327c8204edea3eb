// The operator's domain check (spec 8, "domain check failed"): the hosts the portal may be opened
// on, each with its subdomains. The app shows the check's message on any other host, and an
// invitation code names a domain among them. Empty: any host. Every change is audited.
import { audit, operatorName } from '../commands/audit';
import type { Db } from '../db/types';
import { getSetting, setSetting } from '../settings/settings';

export const DOMAINS_USAGE = `  domains                                  the hosts the portal may be opened on (any: none set)
  domains <host>...                        replace them (each with its subdomains)
  domains off                              let any host open the portal
  main-domain [<host>]                     the main domain the domain check's page leads to
  domain-routes ["<name>=<host>"...]       the lines a player may switch to, or replace them
  domain-routes off                        offer no line to switch to`;

const LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/u;

/** A host name as a browser's address bar has it: lower-case labels, no scheme, port or path. */
function hostName(raw: string): string {
  const host = raw.trim().toLowerCase().replace(/\.$/u, '');
  if (host.length > 253 || !host.includes('.') || !host.split('.').every((l) => LABEL.test(l)))
    throw new Error(
      `"${raw}" is not a host name (like portal.example.com: no https://, port or path)`,
    );
  return host;
}

/** `domains ...`: shows or replaces the hosts of the domain check. */
export async function domainsCommand(db: Db, args: string[]): Promise<string> {
  const site = await getSetting(db, 'site');
  const show = (domains: readonly string[]) => `domains: ${domains.join(' ') || '(any host)'}`;
  if (!args.length) return show(site.domains);
  const domains = args.length === 1 && args[0] === 'off' ? [] : [...new Set(args.map(hostName))];
  await setSetting(db, 'site', { ...site, domains });
  await audit(db, {
    actor: operatorName(),
    action: 'domains',
    subject: 'site',
    detail: { domains },
  });
  return show(domains);
}

/** `main-domain [<host>]`: shows or sets the main domain (system info `mainDomain`). */
export async function mainDomainCommand(db: Db, args: string[]): Promise<string> {
  const system = await getSetting(db, 'system');
  if (!args.length) return `main domain: ${system.mainDomain}`;
  if (args.length > 1) throw new Error('main-domain takes one host name');
  const mainDomain = hostName(args[0]!);
  await setSetting(db, 'system', { ...system, mainDomain });
  await audit(db, {
    actor: operatorName(),
    action: 'main-domain',
    subject: 'system',
    detail: { mainDomain },
  });
  return `main domain: ${mainDomain}`;
}

/** `domain-routes ["<name>=<host>"...]`: shows or replaces the lines (system info `domainRoute`). */
export async function domainRoutesCommand(db: Db, args: string[]): Promise<string> {
  const system = await getSetting(db, 'system');
  const show = (routes: readonly { name: string; domain: string }[]) =>
    routes.map((r) => `${r.name} = ${r.domain}`).join('\n') || '(no lines)';
  if (!args.length) return show(system.domainRoutes);
  const off = args.length === 1 && args[0] === 'off';
  const domainRoutes = (off ? [] : args).map((arg) => {
    const at = arg.lastIndexOf('=');
    const name = arg.slice(0, Math.max(at, 0)).trim();
    if (at < 0 || !name || name.length > 40)
      throw new Error(`"${arg}" is not a line: give "<name>=<host>", a name of 1 to 40 characters`);
    return { name, domain: hostName(arg.slice(at + 1)) };
  });
  await setSetting(db, 'system', { ...system, domainRoutes });
  await audit(db, {
    actor: operatorName(),
    action: 'domain-routes',
    subject: 'system',
    detail: { domainRoutes },
  });
  return show(domainRoutes);
}
