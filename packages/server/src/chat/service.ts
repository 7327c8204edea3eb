// The chat room's rules over the store: who may read and write, and what each is sent.
import { TRIAL_TYPE, type ChatMessageValue, type ChatMeValue } from '@portal/contract';
import type { AccountRow as Account } from '../accounts/accounts';
import type { Queryable } from '../db/types';
import { ApiError } from '../http/errors';
import { chatSettings, mutedUntil, type ChatSettings, type MessageRow } from './store';
import { authorOf } from './text';

/** A room's name as kept: the language code in lower case. */
export const roomName = (language: string): string => language.toLowerCase();

/** The settings, once the room is open to this reader: on, and a member or allowed visitors. */
export async function openRoomFor(
  db: Queryable,
  account: Account | undefined,
): Promise<ChatSettings> {
  const settings = await chatSettings(db);
  if (!settings.enabled)
    throw new ApiError('FEATURE_DISABLED', { message: 'The chat room is closed' });
  if (!account && !settings.visitorsRead)
    throw new ApiError('UNAUTHORIZED', { message: 'Log in to read the chat room' });
  return settings;
}

export const messageValue = (row: MessageRow, readerId: number | null): ChatMessageValue => ({
  id: Number(row.id),
  room: row.room,
  author: row.author,
  text: row.body,
  sentAt: new Date(row.sent_at).toISOString(),
  own: readerId !== null && row.account_id === readerId,
});

/** The member in the room: their name there, their mute, whether they may write. */
export async function meOf(
  db: Queryable,
  account: Pick<Account, 'id' | 'type' | 'username' | 'nickname'>,
): Promise<ChatMeValue> {
  const until = await mutedUntil(db, account.id);
  return {
    author: authorOf(account),
    mutedUntil: until ? until.toISOString() : null,
    canPost: !until && account.type !== TRIAL_TYPE,
  };
}

/** `meOf` by account id (a mute notified for an account): null when it is gone. */
export async function meOfId(db: Queryable, accountId: number): Promise<ChatMeValue | null> {
  const [account] = await db.query<Pick<Account, 'id' | 'type' | 'username' | 'nickname'>>(
    'SELECT id, type, username, nickname FROM accounts WHERE id = $1',
    [accountId],
  );
  return account ? meOf(db, account) : null;
}
