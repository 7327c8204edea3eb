// The operator's commands over accounts: create one, reset a password, and read the outbox of the
// e-mails and SMS codes the server sent to members.
import { isAgentType, TRIAL_TYPE } from '@portal/contract';
import { option, type DomainCli } from '../commands/args';
import { audit, operatorName } from '../commands/audit';
import { endingFor } from '../live/endReason';
import { readOutbox } from '../outbox/outbox';
import { confirmAge } from '../responsible/service';
import { hashPassword, oneTimePassword } from '../security/passwords';

export const memberCli: DomainCli = {
  usage: `  create-account member|agent|trial <username> <password> [--type N] [--upline NAME] [--code CODE] [--adult]
                                           --adult: the member has confirmed being 18 or over (on
                                           the operator's own form); without it the age gate asks
                                           at the first game or deposit
  reset-password <username> [password]     without a password: a random one-time password, shown
                                           once here, which must be changed at the next login
  account-status <username> active|disabled  disable an account (its sessions and live channels end
                                           at once, on every process) or enable it again
  outbox [limit]                           the latest e-mails and SMS codes the server sent`,
  async run(db, command, rest) {
    switch (command) {
      case 'create-account': {
        const [kind, username, password] = rest;
        if (kind !== 'member' && kind !== 'agent' && kind !== 'trial')
          throw new Error('create-account takes member, agent or trial');
        if (!username || !/^[A-Za-z0-9_]{3,32}$/u.test(username))
          throw new Error('the username must be 3 to 32 letters, digits or _');
        if (!password || password.length < 6)
          throw new Error('the password must have at least 6 characters');
        const type =
          kind === 'trial'
            ? TRIAL_TYPE
            : kind === 'member'
              ? 0
              : Number(option(rest, '--type') ?? 1);
        if (kind === 'agent' && !isAgentType(type))
          throw new Error('an agent type is 1, 2, 41 or 42');
        const uplineName = option(rest, '--upline');
        let uplineId: number | null = null;
        if (uplineName) {
          const [upline] = await db.query<{ id: number; type: number }>(
            'SELECT id, type FROM accounts WHERE username_key = lower($1)',
            [uplineName],
          );
          if (!upline || !isAgentType(upline.type)) throw new Error(`no agent named ${uplineName}`);
          uplineId = upline.id;
        }
        const code =
          option(rest, '--code')?.toUpperCase() ??
          (kind === 'agent' ? username.toUpperCase() : null);
        const adult = rest.includes('--adult');
        try {
          const [made] = await db.query<{ id: number }>(
            `INSERT INTO accounts (username, username_key, password_hash, type, nickname, upline_id, affiliate_code, first_login_at)
           VALUES ($1, lower($1), $2, $3, $1, $4, $5, NULL) RETURNING id`,
            [username, await hashPassword(password), type, uplineId, code],
          );
          if (adult && made) await confirmAge(db, made.id);
        } catch (error) {
          if ((error as { code?: string }).code === '23505')
            throw new Error(`${username} or the code ${code ?? ''} is taken`);
          throw error;
        }
        return `created ${kind} ${username} (type ${type}${uplineName ? `, upline ${uplineName}` : ''}${code ? `, code ${code}` : ''}${adult ? ', 18 or over confirmed' : ''})`;
      }
      case 'reset-password': {
        const [username, given] = rest;
        if (!username) throw new Error('reset-password takes a username');
        // Never a shared default: each reset gets its own random password, expired at once.
        const password = given ?? oneTimePassword();
        const rows = await db.query<{ id: number }>(
          `UPDATE accounts SET password_hash = $2, must_change_password = $3, password_changed_at = now()
         WHERE username_key = lower($1) RETURNING id`,
          [username, await hashPassword(password), given === undefined],
        );
        const [row] = rows;
        if (!row) throw new Error(`no account named ${username}`);
        await db.query(
          `${endingFor('password')} DELETE FROM sessions WHERE account_id = $1 AND EXISTS (SELECT FROM why)`,
          [row.id],
        );
        return given === undefined
          ? `${username}: one-time password ${password}\n(shown only now; it must be changed at the next login)`
          : `${username}: password set`;
      }
      case 'account-status': {
        const [username, status] = rest;
        if (!username) throw new Error('account-status takes a username and active or disabled');
        if (status !== 'active' && status !== 'disabled')
          throw new Error('account-status takes active or disabled');
        const done = await db.transaction(async (tx) => {
          const [row] = await tx.query<{ id: number; before: string }>(
            `UPDATE accounts a SET status = $2 FROM accounts b
             WHERE a.id = b.id AND a.username_key = lower($1) RETURNING a.id, b.status AS before`,
            [username, status],
          );
          if (!row) throw new Error(`no account named ${username}`);
          if (row.before === status) return `${username} is already ${status}`;
          let ended: { token_hash: string }[] = [];
          if (status === 'disabled')
            ended = await tx.query<{ token_hash: string }>(
              `${endingFor('locked')} DELETE FROM sessions
               WHERE account_id = $1 AND EXISTS (SELECT FROM why) RETURNING token_hash`,
              [row.id],
            );
          await audit(tx, {
            actor: operatorName(),
            action: 'account-status',
            subject: username,
            detail: { from: row.before, to: status },
          });
          return `${username}: ${status}${ended.length ? ` (${ended.length} session(s) ended)` : ''}`;
        });
        return done;
      }
      case 'outbox': {
        const limit = Number(rest[0] ?? 10);
        if (!Number.isInteger(limit) || limit < 1 || limit > 200)
          throw new Error('outbox takes a limit from 1 to 200');
        const rows = await readOutbox(db, limit);
        if (!rows.length) return '(the outbox is empty)';
        return rows
          .map(
            (r) =>
              `#${r.id} ${r.createdAt} ${r.channel} to ${r.recipient}${r.subject ? ` "${r.subject}"` : ''}\n  ${r.body}`,
          )
          .join('\n');
      }
      default:
        return undefined;
    }
  },
};
