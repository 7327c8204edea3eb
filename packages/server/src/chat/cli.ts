// The operator's moderation of the chat room: read a room with the writers' usernames, delete a
// message, mute and unmute a member, keep the masked words, and set the room's rules. Every input
// is checked before anything is written, so a refused command changes nothing; each change is
// audited.
import { CHAT_HISTORY, CHAT_MUTE_MAX_MINUTES, isTextOf } from '@portal/contract';
import { accountNamed, parseOptions, type DomainCli } from '../commands/args';
import { audit, operatorName } from '../commands/audit';
import type { Db } from '../db/types';
import { roomName } from './service';
import { chatSettings, deleteMessage, maskedWords, setChatSettings } from './store';

const ROOM = /^[A-Za-z]{2,3}(-[A-Za-z]{2,4})?$/u;
/** A host name: labels of letters, digits and hyphens, at least one dot. */
const HOST = /^(?=.{4,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/u;

function roomArg(raw: string | undefined, command: string): string {
  if (!raw || !ROOM.test(raw))
    throw new Error(`${command} takes a room first: its language code, such as es or en`);
  return roomName(raw);
}

function onOff(name: string, raw: string | undefined): boolean | undefined {
  if (raw === undefined) return undefined;
  if (raw !== 'on' && raw !== 'off') throw new Error(`--${name} takes on or off, not "${raw}"`);
  return raw === 'on';
}

function reasonArg(raw: string | undefined): string | null {
  if (raw === undefined) return null;
  if (!raw.trim() || raw.length > 200 || !isTextOf('line', raw))
    throw new Error('--reason takes 1 to 200 characters on one line');
  return raw.trim();
}

async function messages(db: Db, args: string[]): Promise<string> {
  const [raw, ...rest] = args;
  const room = roomArg(raw, 'chat-messages');
  const limitText = parseOptions(rest, ['limit']).get('--limit') ?? String(CHAT_HISTORY);
  if (!/^[1-9]\d{0,3}$/u.test(limitText) || Number(limitText) > 1000)
    throw new Error(`--limit takes a whole number from 1 to 1000, not "${limitText}"`);
  const rows = await db.query<{
    id: string;
    username: string;
    author: string;
    body: string;
    sent_at: Date | string;
    deleted_at: Date | string | null;
  }>(
    `SELECT m.id::text, a.username, m.author, m.body, m.sent_at, m.deleted_at
     FROM chat_messages m JOIN accounts a ON a.id = m.account_id
     WHERE m.room = $1 ORDER BY m.id DESC LIMIT $2`,
    [room, Number(limitText)],
  );
  if (!rows.length) return `no messages in the ${room} room`;
  return rows
    .reverse()
    .map(
      (r) =>
        `#${r.id}  ${new Date(r.sent_at).toISOString()}  ${r.username} (${r.author})${
          r.deleted_at ? '  [deleted]' : ''
        }: ${JSON.stringify(r.body)}`,
    )
    .join('\n');
}

async function remove(db: Db, args: string[]): Promise<string> {
  const [raw, ...rest] = args;
  if (!raw || !/^[1-9]\d{0,15}$/u.test(raw))
    throw new Error('chat-delete takes the id of a message first (chat-messages lists them)');
  const reason = reasonArg(parseOptions(rest, ['reason']).get('--reason'));
  const actor = operatorName();
  const row = await db.transaction(async (tx) => {
    const deleted = await deleteMessage(tx, Number(raw), actor);
    if (deleted)
      await audit(tx, {
        actor,
        action: 'chat-delete',
        subject: `chat-message:${raw}`,
        detail: { room: deleted.room, text: deleted.body, reason },
      });
    return deleted;
  });
  if (!row) throw new Error(`no message #${raw} standing (chat-messages lists them)`);
  return `message #${raw} deleted from the ${row.room} room: its readers no longer see it`;
}

async function mute(db: Db, args: string[]): Promise<string> {
  const [username, ...rest] = args;
  const account = await accountNamed(db, username, 'chat-mute');
  const options = parseOptions(rest, ['minutes', 'reason']);
  const minutesText = options.get('--minutes');
  if (!minutesText) throw new Error('chat-mute needs --minutes N (how long the mute lasts)');
  if (!/^[1-9]\d{0,5}$/u.test(minutesText) || Number(minutesText) > CHAT_MUTE_MAX_MINUTES)
    throw new Error(
      `--minutes takes a whole number from 1 to ${CHAT_MUTE_MAX_MINUTES} (30 days), not "${minutesText}"`,
    );
  const reason = reasonArg(options.get('--reason'));
  const actor = operatorName();
  const [row] = await db.transaction(async (tx) => {
    const muted = await tx.query<{ until: Date | string }>(
      `INSERT INTO chat_mutes (account_id, until, reason, muted_by)
       VALUES ($1, now() + make_interval(mins => $2), $3, $4)
       ON CONFLICT (account_id) DO UPDATE SET until = EXCLUDED.until, reason = EXCLUDED.reason,
         muted_by = EXCLUDED.muted_by, created_at = now()
       RETURNING until`,
      [account.id, Number(minutesText), reason, actor],
    );
    await audit(tx, {
      actor,
      action: 'chat-mute',
      subject: `account:${account.id}`,
      detail: { minutes: Number(minutesText), reason },
    });
    return muted;
  });
  return `${account.username} muted in the chat rooms until ${new Date(row!.until).toISOString()}`;
}

async function unmute(db: Db, args: string[]): Promise<string> {
  const [username, ...rest] = args;
  const account = await accountNamed(db, username, 'chat-unmute');
  if (rest.length) throw new Error('chat-unmute takes only a username');
  const removed = await db.transaction(async (tx) => {
    const rows = await tx.query('DELETE FROM chat_mutes WHERE account_id = $1 RETURNING 1', [
      account.id,
    ]);
    if (rows.length)
      await audit(tx, {
        actor: operatorName(),
        action: 'chat-unmute',
        subject: `account:${account.id}`,
      });
    return rows.length > 0;
  });
  return removed
    ? `${account.username} may write in the chat rooms again`
    : `${account.username} was not muted`;
}

async function mutes(db: Db, args: string[]): Promise<string> {
  if (args.length) throw new Error('chat-mutes takes no arguments');
  const rows = await db.query<{ username: string; until: Date | string; reason: string | null }>(
    `SELECT a.username, m.until, m.reason FROM chat_mutes m JOIN accounts a ON a.id = m.account_id
     WHERE m.until > now() ORDER BY m.until`,
  );
  if (!rows.length) return 'nobody is muted';
  return rows
    .map(
      (r) =>
        `${r.username}  until ${new Date(r.until).toISOString()}${r.reason ? `  (${r.reason})` : ''}`,
    )
    .join('\n');
}

async function words(db: Db, args: string[]): Promise<string> {
  const [verb, raw, ...rest] = args;
  if (verb === undefined) {
    const list = await maskedWords(db);
    return list.length ? list.join('\n') : 'no masked words';
  }
  if ((verb !== 'add' && verb !== 'remove') || raw === undefined || rest.length)
    throw new Error('chat-words takes nothing (the list), add WORD or remove WORD');
  const word = raw.trim().toLowerCase();
  if (!word || [...word].length > 60 || !isTextOf('line', word))
    throw new Error('a masked word has 1 to 60 characters on one line');
  await db.transaction(async (tx) => {
    if (verb === 'add')
      await tx.query('INSERT INTO chat_words (word) VALUES ($1) ON CONFLICT DO NOTHING', [word]);
    else await tx.query('DELETE FROM chat_words WHERE word = $1', [word]);
    await audit(tx, {
      actor: operatorName(),
      action: `chat-word-${verb}`,
      subject: 'chat-words',
      detail: { word },
    });
  });
  return verb === 'add'
    ? `"${word}" is masked in new messages`
    : `"${word}" is no longer masked in new messages`;
}

async function settings(db: Db, args: string[]): Promise<string> {
  const options = parseOptions(args, ['enabled', 'visitors', 'links']);
  const enabled = onOff('enabled', options.get('--enabled'));
  const visitorsRead = onOff('visitors', options.get('--visitors'));
  const linksText = options.get('--links');
  let linkHosts: string[] | undefined;
  if (linksText !== undefined) {
    linkHosts =
      linksText === 'none'
        ? []
        : [...new Set(linksText.split(',').map((h) => h.trim().toLowerCase()))];
    const bad = linkHosts.find((h) => !HOST.test(h));
    if (bad !== undefined)
      throw new Error(
        `--links takes host names separated by commas (example.com,help.example.com) or none, not "${bad}"`,
      );
  }
  const change = {
    ...(enabled === undefined ? {} : { enabled }),
    ...(visitorsRead === undefined ? {} : { visitorsRead }),
    ...(linkHosts === undefined ? {} : { linkHosts }),
  };
  if (Object.keys(change).length)
    await db.transaction(async (tx) => {
      await setChatSettings(tx, change);
      await audit(tx, {
        actor: operatorName(),
        action: 'chat-settings',
        subject: 'chat',
        detail: change,
      });
    });
  const now = await chatSettings(db);
  return [
    `chat room: ${now.enabled ? 'on' : 'off'}`,
    `visitors read: ${now.visitorsRead ? 'yes' : 'no'}`,
    `links shown as links: ${now.linkHosts.length ? now.linkHosts.join(', ') : 'none'}`,
  ].join('\n');
}

export const chatCli: DomainCli = {
  usage: `  chat-settings [--enabled on|off] [--visitors on|off] [--links HOST,HOST|none]
                                           the chat room's rules (no option: show them); links
                                           to these hosts (and their subdomains) are clickable
  chat-messages <room> [--limit N]         a room's latest messages with their writers and ids
  chat-delete <messageId> [--reason TEXT]  take a message out of its room
  chat-mute <username> --minutes N [--reason TEXT]
                                           the member may read but not write until then
  chat-unmute <username>                   lift a mute
  chat-mutes                               the members muted now, until when
  chat-words [add WORD | remove WORD]      the words masked in new messages (no argument: list)`,
  async run(db, command, args) {
    if (command === 'chat-settings') return settings(db, args);
    if (command === 'chat-messages') return messages(db, args);
    if (command === 'chat-delete') return remove(db, args);
    if (command === 'chat-mute') return mute(db, args);
    if (command === 'chat-unmute') return unmute(db, args);
    if (command === 'chat-mutes') return mutes(db, args);
    if (command === 'chat-words') return words(db, args);
    return undefined;
  },
};
