// The operator's domain check (spec 8, "domain check failed"): the hosts the portal may be opened
// on, each with its subdomains. The app shows the check's message on any other host, and an
// invitation code names a domain among them. Empty: any host. Every change is audited.
import { audit, operatorName } from '../commands/audit';
import type { Db } from '../db/types';
import { getSetting, setSetting } from '../settings/settings';

export const DOMAINS_USAGE = `  domains                                  the hosts the portal may be opened on (any: none set)
  domains <host>...                        replace them (each with its subdomains)
  domains off                              let any host open the portal`;

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
