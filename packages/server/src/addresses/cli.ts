// The operator's commands for support over the unknown-address check (LOGINIPVERF3): an account's
// remembered networks, forgetting them (a member who lost a device, or asks for the check again),
// and remembering one for a member who cannot get a code (no mobile number nor e-mail).
import { accountNamed, type DomainCli } from '../commands/args';
import { audit, operatorName } from '../commands/audit';
import { forgetNetworks, listNetworks, rememberNetwork } from './known';
import { networkOf } from './network';

/** A network as the operator writes it: an address (its network is meant) or the network itself. */
function networkArg(raw: string | undefined, verb: string): string {
  const network = raw ? networkOf(raw.replace(/\/\d+$/u, '')) : undefined;
  if (!network) throw new Error(`${verb} takes an IPv4 or IPv6 address or network`);
  return network;
}

export const addressCli: DomainCli = {
  usage: `  addresses <username>                     the networks the account has logged in from (an
                                           IPv4 /24, an IPv6 /64): first and last seen, device
  address-forget <username> <address|all>  forget the network of an address (or every one): the
                                           next login from there asks for a code (LOGINIPVERF3)
  address-remember <username> <address>    remember the network of an address for the account,
                                           for a member with no mobile nor e-mail for a code`,
  async run(db, command, rest) {
    switch (command) {
      case 'addresses': {
        const account = await accountNamed(db, rest[0], 'addresses');
        const list = await listNetworks(db, account.id);
        if (!list.length) return `${account.username}: no remembered networks`;
        return [
          `${account.username}: ${list.length} remembered network(s)`,
          ...list.map(
            (n) =>
              `#${n.id} ${n.network} first seen ${n.firstSeenAt} last seen ${n.lastSeenAt} ${n.userAgent ?? '(no user agent)'}`,
          ),
        ].join('\n');
      }
      case 'address-forget': {
        const account = await accountNamed(db, rest[0], 'address-forget');
        const network = rest[1] === 'all' ? 'all' : networkArg(rest[1], 'address-forget');
        const forgotten = await db.transaction(async (tx) => {
          const n = await forgetNetworks(tx, account.id, network);
          await audit(tx, {
            actor: operatorName(),
            action: 'address-forget',
            subject: account.username,
            detail: { network, forgotten: n },
          });
          return n;
        });
        return `${account.username}: ${forgotten} network(s) forgotten`;
      }
      case 'address-remember': {
        const account = await accountNamed(db, rest[0], 'address-remember');
        const network = networkArg(rest[1], 'address-remember');
        await db.transaction(async (tx) => {
          await rememberNetwork(tx, account.id, network, undefined);
          await audit(tx, {
            actor: operatorName(),
            action: 'address-remember',
            subject: account.username,
            detail: { network },
          });
        });
        return `${account.username}: ${network} remembered`;
      }
      default:
        return undefined;
    }
  },
};
