// The operator's commands for social login: the identity providers whose buttons the pop-ups show,
// and the identities linked to an account (support: a member who lost the provider's account).
import { accountNamed, parseOptions, type DomainCli } from '../commands/args';
import { isUniqueViolation } from '../db/types';
import { listIdentities, unlinkIdentity } from './identities';
import { isLoopbackHttp } from './providers';

const ID = /^[a-z0-9][a-z0-9-]{0,31}$/u;

/** An issuer: https, or plain http to this machine only (a provider under test). */
function issuerOf(raw: string | undefined): string {
  if (!raw) throw new Error("--issuer is required (the provider's issuer address, https://...)");
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`--issuer "${raw}" is not an address`);
  }
  if (url.protocol !== 'https:' && !isLoopbackHttp(url))
    throw new Error(`--issuer must be https (plain http only to localhost), got "${raw}"`);
  if (url.search || url.hash) throw new Error('--issuer takes no query or fragment');
  return url.href.replace(/\/$/u, '');
}

/** An icon: an https image address or a path of this server. */
function iconOf(raw: string | undefined): string | null {
  if (raw === undefined) return null;
  if (/^\/(?![/\\])[^\s"'<>]*$/u.test(raw)) return raw;
  try {
    if (new URL(raw).protocol === 'https:') return raw;
  } catch {
    // said below
  }
  throw new Error(`--icon must be an https address or a path of this server (/...), got "${raw}"`);
}

export const socialCli: DomainCli = {
  usage: `  social                                   the social login providers (secrets not shown)
  social add <id> --label L --issuer URL --client-id ID --client-secret S [--icon URL] [--position N]
                                           add or replace a provider (OpenID Connect; its
                                           callback is <public address>/social/callback)
  social remove <id>                       remove a provider (linked identities stay, unused)
  social identities <username>             the providers linked to the account
  social unlink <username> <id>            unlink a provider from the account`,
  async run(db, command, rest) {
    if (command !== 'social') return undefined;
    const [verb, ...args] = rest;
    switch (verb) {
      case undefined: {
        const rows = await db.query<{
          id: string;
          label: string;
          issuer: string;
          client_id: string;
          icon: string | null;
        }>('SELECT id, label, issuer, client_id, icon FROM social_providers ORDER BY position, id');
        if (!rows.length) return 'no social login providers (add one: social add <id> ...)';
        return rows
          .map(
            (r) =>
              `${r.id}  "${r.label}"  ${r.issuer}  client ${r.client_id}  secret ••••${r.icon ? `  icon ${r.icon}` : ''}`,
          )
          .join('\n');
      }
      case 'add': {
        const [id, ...options] = args;
        if (!id || !ID.test(id))
          throw new Error(
            `social add takes an id first: lower-case letters, digits and -, got "${id ?? ''}"`,
          );
        const o = parseOptions(options, [
          'label',
          'issuer',
          'client-id',
          'client-secret',
          'icon',
          'position',
        ]);
        const label = o.get('--label')?.trim();
        if (!label || label.length > 40)
          throw new Error('--label is required, at most 40 characters');
        const clientId = o.get('--client-id');
        const secret = o.get('--client-secret');
        if (!clientId) throw new Error('--client-id is required');
        if (!secret) throw new Error('--client-secret is required');
        const position = Number(o.get('--position') ?? 0);
        if (!Number.isInteger(position) || position < 0)
          throw new Error('--position must be a whole number >= 0');
        const issuer = issuerOf(o.get('--issuer'));
        const icon = iconOf(o.get('--icon'));
        try {
          await db.query(
            `INSERT INTO social_providers (id, label, icon, issuer, client_id, client_secret, position)
             VALUES ($1, $2, $3, $4, $5, $6, $7)
             ON CONFLICT (id) DO UPDATE SET label = $2, icon = $3, issuer = $4, client_id = $5, client_secret = $6, position = $7`,
            [id, label, icon, issuer, clientId, secret, position],
          );
        } catch (error) {
          if (isUniqueViolation(error)) throw new Error(`provider ${id} could not be saved`);
          throw error;
        }
        return `provider ${id} saved: "${label}" at ${issuer}`;
      }
      case 'remove': {
        const [id] = args;
        const rows = await db.query('DELETE FROM social_providers WHERE id = $1 RETURNING id', [
          id ?? '',
        ]);
        if (!rows.length) throw new Error(`no provider ${id ?? '(none given)'}`);
        return `provider ${id} removed`;
      }
      case 'identities': {
        const account = await accountNamed(db, args[0], 'social identities');
        const list = await listIdentities(db, account.id);
        if (!list.length) return `${account.username}: no linked providers`;
        return list
          .map(
            (i) =>
              `${account.username}: ${i.provider} ${i.email ?? '(no e-mail)'} linked ${i.linkedAt}`,
          )
          .join('\n');
      }
      case 'unlink': {
        const account = await accountNamed(db, args[0], 'social unlink');
        const provider = args[1];
        if (!provider) throw new Error('social unlink takes a username and a provider id');
        if (!(await unlinkIdentity(db, account.id, provider)))
          throw new Error(`${account.username} has no ${provider} identity linked`);
        return `${account.username}: ${provider} unlinked`;
      }
      default:
        throw new Error(`unknown social command "${verb}"; see the usage`);
    }
  },
};
