import {
  LIVE_CHAT_HEADER,
  LIVE_CHAT_HISTORY,
  LIVE_CHAT_SESSION_SECONDS,
  LIVE_CHAT_TICKET_SECONDS,
  LIVE_VIEWER_SECONDS,
  liveModelAvatarPath,
  type LiveModelStatus,
} from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { Db, Queryable } from '../db/types';
import { ApiError } from '../http/errors';
import { newToken, sha256 } from '../security/tokens';
import { pageLanguage } from '../tickets/pages';
import { pageToken } from '../tickets/tickets';
import { greeting, replyTo, type ChatLanguage } from './replies';

// The live models and their chats, in SQL. A model's viewers are counted, never stored: the
// members whose chat page with it is open (opened, not left, not expired) and has asked for the
// chat within LIVE_VIEWER_SECONDS, each member once however many pages it has open.

/** At most this many messages a minute from one chat: the model cannot read faster. */
export const LIVE_MESSAGES_PER_MINUTE = 20;

export interface ModelRow {
  id: number;
  name: string;
  avatar: string | null;
  language: string;
  status: LiveModelStatus;
  viewers: number;
}

const VIEWERS_SQL = `(SELECT count(DISTINCT c.account_id)::int FROM live_chats c
   WHERE c.model_id = m.id AND c.left_at IS NULL AND c.opened_at IS NOT NULL
     AND c.expires_at > now() AND c.seen_at > now() - make_interval(secs => ${LIVE_VIEWER_SECONDS}))`;

const MODEL_COLUMNS = `m.id, m.name, m.avatar, m.language, m.status, ${VIEWERS_SQL} AS viewers`;

/** The avatar a model shows: its own, else the one the server draws for it. */
export const avatarOf = (model: { id: number; avatar: string | null }): string =>
  model.avatar ?? liveModelAvatarPath(model.id);

export const modelValue = (m: ModelRow) => ({
  modelId: m.id,
  name: m.name,
  avatar: avatarOf(m),
  language: m.language,
  status: m.status,
  viewers: m.viewers,
});

/** The models not removed: online, busy, then offline; the most watched first, then by name. */
export function listModels(db: Queryable, status?: LiveModelStatus): Promise<ModelRow[]> {
  return db.query<ModelRow>(
    `SELECT ${MODEL_COLUMNS} FROM live_models m
     WHERE m.removed_at IS NULL AND ($1::text IS NULL OR m.status = $1)
     ORDER BY CASE m.status WHEN 'online' THEN 0 WHEN 'busy' THEN 1 ELSE 2 END,
       viewers DESC, lower(m.name), m.id`,
    [status ?? null],
  );
}

/** A model not removed, with its viewers; undefined when there is none by that id. */
export async function modelById(db: Queryable, id: number): Promise<ModelRow | undefined> {
  const [row] = await db.query<ModelRow>(
    `SELECT ${MODEL_COLUMNS} FROM live_models m WHERE m.id = $1 AND m.removed_at IS NULL`,
    [id],
  );
  return row;
}

/** Why a model takes no chat now, if it does not. */
function refuseUnlessOnline(status: LiveModelStatus): void {
  if (status === 'offline') throw new ApiError('MODEL_OFFLINE');
  if (status === 'busy') throw new ApiError('MODEL_BUSY');
}

/**
 * Issues the ticket of a chat with an online model for a member: only its hash is kept, and it
 * opens the chat page once within LIVE_CHAT_TICKET_SECONDS.
 */
export async function launchChat(
  db: Db,
  launch: { accountId: number; modelId: number; language: string | undefined },
): Promise<{ ticket: string; expiresAt: string }> {
  const model = await modelById(db, launch.modelId);
  if (!model) throw new ApiError('NOT_FOUND', { message: `no live model ${launch.modelId}` });
  refuseUnlessOnline(model.status);
  const ticket = newToken();
  const [row] = await db.query<{ ticket_expires_at: Date | string }>(
    `INSERT INTO live_chats (model_id, account_id, language, ticket_hash, ticket_expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5::int)) RETURNING ticket_expires_at`,
    [
      model.id,
      launch.accountId,
      pageLanguage(launch.language),
      sha256(ticket),
      LIVE_CHAT_TICKET_SECONDS,
    ],
  );
  return { ticket, expiresAt: new Date(row?.ticket_expires_at ?? Date.now()).toISOString() };
}

export interface ChatRow {
  id: number;
  account_id: number;
  model_id: number;
  language: ChatLanguage;
  model_name: string;
  member_name: string;
}

const CHAT_COLUMNS = `c.id::int AS id, c.account_id, c.model_id, c.language,
  m.name AS model_name, coalesce(nullif(a.nickname, ''), a.username) AS member_name`;

/**
 * Spends a chat ticket, once and only while it is fresh and its model is still there, and opens
 * the page's session: the member now counts among the model's viewers. The model greets a chat
 * the first time it opens. Answers the chat and the page's session token, or for a spent,
 * expired or unknown ticket the language it asked for (if known).
 */
export async function openChat(
  db: Db,
  ticket: string,
): Promise<
  { chat: ChatRow; sessionToken: string } | { chat: undefined; language: string | undefined }
> {
  const sessionToken = newToken();
  const chat = await db.transaction(async (tx) => {
    const [opened] = await tx.query<ChatRow>(
      `UPDATE live_chats c SET opened_at = now(), seen_at = now(), token_hash = $2,
         expires_at = now() + make_interval(secs => $3::int)
       FROM live_models m, accounts a
       WHERE c.ticket_hash = $1 AND c.opened_at IS NULL AND c.ticket_expires_at > now()
         AND m.id = c.model_id AND m.removed_at IS NULL AND a.id = c.account_id
       RETURNING ${CHAT_COLUMNS}`,
      [sha256(ticket), sha256(sessionToken), LIVE_CHAT_SESSION_SECONDS],
    );
    if (!opened) return undefined;
    await tx.query(
      `INSERT INTO live_chat_messages (chat_id, sender, body) VALUES ($1, 'model', $2)`,
      [
        opened.id,
        greeting(opened.language, { model: opened.model_name, member: opened.member_name }),
      ],
    );
    return opened;
  });
  if (chat) return { chat, sessionToken };
  const [known] = await db.query<{ language: string }>(
    'SELECT language FROM live_chats WHERE ticket_hash = $1',
    [sha256(ticket)],
  );
  return { chat: undefined, language: known?.language };
}

/**
 * The open chat of the page's session token (its header): TICKET_INVALID once it left, expired,
 * or its model was removed. Asking keeps the member among the model's viewers.
 */
export async function chatOfPage(db: Queryable, req: FastifyRequest): Promise<ChatRow> {
  const token = pageToken(req, LIVE_CHAT_HEADER);
  const [chat] = await db.query<ChatRow>(
    `UPDATE live_chats c SET seen_at = now() FROM live_models m, accounts a
     WHERE c.token_hash = $1 AND c.left_at IS NULL AND c.expires_at > now()
       AND m.id = c.model_id AND m.removed_at IS NULL AND a.id = c.account_id
     RETURNING ${CHAT_COLUMNS}`,
    [sha256(token)],
  );
  if (!chat) throw new ApiError('TICKET_INVALID');
  return chat;
}

export interface MessageRow {
  id: number;
  sender: 'member' | 'model';
  body: string;
  sent_at: Date | string;
}

export const messageValue = (m: MessageRow) => ({
  messageId: m.id,
  from: m.sender,
  text: m.body,
  sentAt: new Date(m.sent_at).toISOString(),
});

/** The chat's latest messages after `after` (all when absent), oldest first. */
export function chatMessages(db: Queryable, chatId: number, after = 0): Promise<MessageRow[]> {
  return db.query<MessageRow>(
    `SELECT * FROM (
       SELECT id::int AS id, sender, body, sent_at FROM live_chat_messages
       WHERE chat_id = $1 AND id > $2 ORDER BY id DESC LIMIT $3
     ) latest ORDER BY id`,
    [chatId, after, LIVE_CHAT_HISTORY],
  );
}

/**
 * Keeps the member's message and the model's reply, in one transaction: refused while the model
 * is not online, and beyond LIVE_MESSAGES_PER_MINUTE a minute.
 */
export function sendMessage(db: Db, chat: ChatRow, text: string): Promise<MessageRow[]> {
  return db.transaction(async (tx) => {
    // One message of a chat at a time: the count below and the reply's turn stay exact.
    const [model] = await tx.query<{ status: LiveModelStatus }>(
      `SELECT m.status FROM live_chats c JOIN live_models m ON m.id = c.model_id
       WHERE c.id = $1 FOR UPDATE OF c`,
      [chat.id],
    );
    refuseUnlessOnline(model?.status ?? 'offline');
    const [counts] = await tx.query<{ total: number; lately: number }>(
      `SELECT count(*)::int AS total,
         count(*) FILTER (WHERE sent_at > now() - interval '1 minute')::int AS lately
       FROM live_chat_messages WHERE chat_id = $1 AND sender = 'member'`,
      [chat.id],
    );
    if ((counts?.lately ?? 0) >= LIVE_MESSAGES_PER_MINUTE)
      throw new ApiError('RATE_LIMITED', {
        message: `At most ${LIVE_MESSAGES_PER_MINUTE} messages a minute`,
      });
    const reply = replyTo(chat.language, text, (counts?.total ?? 0) + 1, {
      model: chat.model_name,
      member: chat.member_name,
    });
    // The reply comes a moment after the message, so the two never share a time.
    return tx.query<MessageRow>(
      `INSERT INTO live_chat_messages (chat_id, sender, body, sent_at)
       VALUES ($1, 'member', $2, now()), ($1, 'model', $3, now() + interval '1 millisecond')
       RETURNING id::int AS id, sender, body, sent_at`,
      [chat.id, text, reply],
    );
  });
}

/** The page closed: the member leaves the model's viewers and the session ends. */
export async function leaveChat(db: Queryable, chatId: number): Promise<void> {
  await db.query('UPDATE live_chats SET left_at = now() WHERE id = $1 AND left_at IS NULL', [
    chatId,
  ]);
}
