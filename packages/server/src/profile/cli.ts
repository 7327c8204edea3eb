// The operator's commands for support over a member's security centre: the account's sessions,
// ending them all (a lost phone, a shared computer), and taking an unsuitable avatar down.
import { accountNamed, type DomainCli } from '../commands/args';
import { resetAvatar } from './avatars';
import { endOtherSessions, listSessions } from './sessions';

export const profileCli: DomainCli = {
  usage: `  sessions <username>                      the account's live sessions: number, started, last
                                           seen, address and device
  logout-all <username>                    end every session of the account
  avatar-reset <username>                  take the account's avatar down (the fallback shows)`,
  async run(db, command, rest) {
    switch (command) {
      case 'sessions': {
        const account = await accountNamed(db, rest[0], 'sessions');
        const list = await listSessions(db, account.id, '');
        if (!list.length) return `${account.username}: no live sessions`;
        return [
          `${account.username}: ${list.length} live session(s)`,
          ...list.map(
            (s) =>
              `#${s.id} started ${s.startedAt} last seen ${s.lastSeenAt} from ${s.ip ?? '-'} ${s.userAgent ?? '(no user agent)'}`,
          ),
        ].join('\n');
      }
      case 'logout-all': {
        const account = await accountNamed(db, rest[0], 'logout-all');
        // No session is kept: the empty hash is nobody's.
        const ended = await endOtherSessions(db, account.id, '');
        return `${account.username}: ${ended} session(s) ended`;
      }
      case 'avatar-reset': {
        const account = await accountNamed(db, rest[0], 'avatar-reset');
        const was = await resetAvatar(db, account.id);
        return was
          ? `${account.username}: avatar ${was} taken down`
          : `${account.username}: had no avatar`;
      }
      default:
        return undefined;
    }
  },
};
