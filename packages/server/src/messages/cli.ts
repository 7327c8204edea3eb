// The operator's commands over members' messages (platform information): send one, list them.
// Every input is checked before anything is written.
import { MESSAGE_MAX_CONTENT, MESSAGE_MAX_TITLE, TRIAL_TYPE } from '@portal/contract';
import { accountNamed, parseOptions, valueOf, type DomainCli } from '../commands/args';
import type { Db } from '../db/types';
import { closingExclusion } from '../responsible/exclusions';
import { sendMessage, unreadMessages } from './service';

async function message(db: Db, args: string[]): Promise<string> {
  const [username, ...rest] = args;
  const account = await accountNamed(db, username, 'message');
  // Trial accounts are guests of a moment: nothing is delivered to them (spec 6).
  if (account.type === TRIAL_TYPE)
    throw new Error(`${account.username} is a trial account: messages go to real accounts only`);
  // Responsible play: nothing reaches a member in a time-out or self-exclusion (or closed after one).
  const closed = await closingExclusion(db, account.id);
  if (closed)
    throw new Error(
      `${account.username} is in a ${closed.kind} until ${new Date(closed.ends_at).toISOString()}: no messages reach them`,
    );
  const options = parseOptions(rest, ['title', 'content']);
  const problems: string[] = [];
  const text = async (name: 'title' | 'content', max: number): Promise<string> => {
    const raw = options.get(`--${name}`);
    if (raw === undefined) {
      problems.push(`--${name} is required`);
      return '';
    }
    const value = (await valueOf(raw)).trim();
    if (!value) problems.push(`--${name} is empty`);
    if (value.length > max) problems.push(`--${name} is longer than ${max} characters`);
    if (/[<>]/u.test(value)) problems.push(`--${name} is plain text: no < or >`);
    if (name === 'title' && /[\r\n]/u.test(value)) problems.push('--title is one line');
    return value;
  };
  const title = await text('title', MESSAGE_MAX_TITLE);
  const content = await text('content', MESSAGE_MAX_CONTENT);
  if (problems.length) throw new Error(`not sent:\n  ${problems.join('\n  ')}`);
  const id = await sendMessage(db, account.id, title, content);
  return `sent message #${id} to ${account.username} (unread: ${await unreadMessages(db, account.id)})`;
}

async function listMessages(db: Db, args: string[]): Promise<string> {
  const [username, ...rest] = args;
  const account = await accountNamed(db, username, 'messages');
  const unread = rest[0] === '--unread';
  if (rest.length > (unread ? 1 : 0))
    throw new Error('messages takes a username and optionally --unread');
  const rows = await db.query<{ id: string; title: string; sent_at: Date | string; read: boolean }>(
    `SELECT id::text AS id, title, sent_at, read_at IS NOT NULL AS read FROM member_messages
     WHERE account_id = $1 AND (NOT $2::boolean OR read_at IS NULL) ORDER BY sent_at DESC, id DESC`,
    [account.id, unread],
  );
  if (!rows.length) return `(no ${unread ? 'unread ' : ''}messages for ${account.username})`;
  return rows
    .map(
      (r) =>
        `#${r.id} ${new Date(r.sent_at).toISOString()} ${r.read ? 'read  ' : 'unread'} "${r.title}"`,
    )
    .join('\n');
}

export const messageCli: DomainCli = {
  usage: `  message <username> --title TEXT --content TEXT|@FILE
                                           send a message (platform information) to a member;
                                           plain text, no < or >
  messages <username> [--unread]           a member's messages, newest first`,
  async run(db, command, args) {
    if (command === 'message') return message(db, args);
    if (command === 'messages') return listMessages(db, args);
    return undefined;
  },
};
