// The operator CLI: `pnpm --filter @portal/server cli <command>`. It opens the same database as the
// server (DATABASE_URL, or the PGlite directory; PGlite allows one process, so stop the server first).
import { isAgentType, TRIAL_TYPE } from '@portal/contract';
import { openRedisCache, type SharedCache } from './cache';
import { CONTENT_USAGE, runContentCli } from './cli-content';
import { LOTTERY_USAGE, runLotteryCli } from './cli-lottery';
import { MEMBERS_USAGE, runMemberCli } from './cli-members';
import { runWalletCli, WALLET_USAGE } from './cli-wallet';
import { loadConfig } from './config';
import { openDatabase } from './db/index';
import type { Db } from './db/types';
import { readOutbox } from './outbox';
import { hashPassword } from './security/passwords';
import { getSetting, setSetting } from './settings';

export const USAGE = `Usage: portal-server-cli <command>

  maintenance on|off                       switch the maintenance page on or off
  region                                   show the region allow and deny lists
  region allow|deny <cidr>...              replace a list (no blocks: empty it)
  create-account member|agent|trial <username> <password> [--type N] [--upline NAME] [--code CODE]
  reset-password <username> [password]     without a password: the default one, which forces a change
  outbox [limit]                           the latest e-mails and SMS codes the server sent
${WALLET_USAGE}
${LOTTERY_USAGE}
${CONTENT_USAGE}
${MEMBERS_USAGE}`;

const isCidr = (s: string) => /^[0-9a-fA-F:.]+(\/\d{1,3})?$/u.test(s);

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

/** Runs one command; returns the text to print. Throws an Error with a clear message on bad input. */
export async function runCli(db: Db, args: string[], cache?: SharedCache): Promise<string> {
  const [command, ...rest] = args;
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
    case 'create-account': {
      const [kind, username, password] = rest;
      if (kind !== 'member' && kind !== 'agent' && kind !== 'trial')
        throw new Error('create-account takes member, agent or trial');
      if (!username || !/^[A-Za-z0-9_]{3,32}$/u.test(username))
        throw new Error('the username must be 3 to 32 letters, digits or _');
      if (!password || password.length < 6)
        throw new Error('the password must have at least 6 characters');
      const type =
        kind === 'trial' ? TRIAL_TYPE : kind === 'member' ? 0 : Number(option(rest, '--type') ?? 1);
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
        option(rest, '--code')?.toUpperCase() ?? (kind === 'agent' ? username.toUpperCase() : null);
      try {
        await db.query(
          `INSERT INTO accounts (username, username_key, password_hash, type, nickname, upline_id, affiliate_code, first_login_at)
           VALUES ($1, lower($1), $2, $3, $1, $4, $5, NULL)`,
          [username, await hashPassword(password), type, uplineId, code],
        );
      } catch (error) {
        if ((error as { code?: string }).code === '23505')
          throw new Error(`${username} or the code ${code ?? ''} is taken`);
        throw error;
      }
      return `created ${kind} ${username} (type ${type}${uplineName ? `, upline ${uplineName}` : ''}${code ? `, code ${code}` : ''})`;
    }
    case 'reset-password': {
      const [username, given] = rest;
      if (!username) throw new Error('reset-password takes a username');
      const site = await getSetting(db, 'site');
      const password = given ?? site.defaultPassword;
      const rows = await db.query<{ id: number }>(
        `UPDATE accounts SET password_hash = $2, must_change_password = $3, password_changed_at = now()
         WHERE username_key = lower($1) RETURNING id`,
        [username, await hashPassword(password), given === undefined],
      );
      const [row] = rows;
      if (!row) throw new Error(`no account named ${username}`);
      const ended = await db.query<{ token_hash: string }>(
        'DELETE FROM sessions WHERE account_id = $1 RETURNING token_hash',
        [row.id],
      );
      // Servers sharing Redis trust a cached session for up to 30 s: forget them there too.
      await cache?.dropSessions(ended.map((r) => r.token_hash));
      return given === undefined
        ? `${username}: password reset to the default; it must be changed at the next login`
        : `${username}: password set`;
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
    case 'credit':
    case 'ledger-check':
      return (await runWalletCli(db, command, rest)) ?? USAGE;
    case 'lottery':
      return runLotteryCli(db, rest);
    case 'publish':
    case 'withdraw':
    case 'list-content':
      // Announcements, notices and banners: cli-content.ts.
      return (await runContentCli(db, command, rest)) ?? USAGE;
    case 'message':
    case 'messages':
    case 'promo-bonus':
    case 'referral':
      // Messages, claimable promos and the referral promo: cli-members.ts.
      return (await runMemberCli(db, command, rest)) ?? USAGE;
    default:
      throw new Error(command ? `unknown command: ${command}\n\n${USAGE}` : USAGE);
  }
}

const isMain = process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '');
if (isMain) {
  const config = loadConfig();
  const db = await openDatabase(config);
  const cache = config.redisUrl ? openRedisCache(config.redisUrl, config.redisPrefix) : undefined;
  let code = 0;
  try {
    process.stdout.write(`${await runCli(db, process.argv.slice(2), cache)}\n`);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    code = 1;
  } finally {
    await cache?.close();
    await db.close();
  }
  process.exit(code);
}
