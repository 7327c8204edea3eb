// The members' messages (platform information, spec 2.7 messageV2): the unread count of the
// header (spec 2.4, 7.1), the list and marking read. The operator sends them (cli-members.ts).
import { calls, MESSAGE_PAGE_SIZE } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { serve, sessionOf, type Context } from './app';
import type { Queryable } from './db/types';
import { ApiError, fieldErrors } from './errors';

/** How many of an account's messages are unread. */
export async function unreadMessages(db: Queryable, accountId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM member_messages WHERE account_id = $1 AND read_at IS NULL',
    [accountId],
  );
  return row?.n ?? 0;
}

/** Puts a message in an account's inbox; the caller checks the account and the texts. */
export async function sendMessage(
  db: Queryable,
  accountId: number,
  title: string,
  content: string,
): Promise<number> {
  const [row] = await db.query<{ id: string }>(
    'INSERT INTO member_messages (account_id, title, content) VALUES ($1, $2, $3) RETURNING id',
    [accountId, title, content],
  );
  if (!row) throw new Error('member_messages: insert returned nothing');
  return Number(row.id);
}

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

export function registerMessageRoutes(app: FastifyInstance, ctx: Context): void {
  const { db } = ctx;

  serve(app, ctx, calls.unreadMessage, async (input) => ({
    unreadMessage: await unreadMessages(db, sessionOf(input).account.id),
  }));

  serve(app, ctx, calls.messageList, async (input) => {
    const { account } = sessionOf(input);
    const pageNo = input.query.pageNo ?? 1;
    const pageSize = input.query.pageSize ?? MESSAGE_PAGE_SIZE;
    const unreadOnly = input.query.unreadOnly ?? false;
    const rows = await db.query<{
      id: string;
      title: string;
      content: string;
      sent_at: Date | string;
      read_at: Date | string | null;
      total: number;
    }>(
      `SELECT id, title, content, sent_at, read_at, count(*) OVER ()::int AS total
       FROM member_messages WHERE account_id = $1 AND (NOT $2::boolean OR read_at IS NULL)
       ORDER BY sent_at DESC, id DESC LIMIT $3 OFFSET $4`,
      [account.id, unreadOnly, pageSize, (pageNo - 1) * pageSize],
    );
    // Past the last page the window has no row to carry the total: count it apart.
    const total =
      rows[0]?.total ??
      (pageNo > 1
        ? ((
            await db.query<{ n: number }>(
              `SELECT count(*)::int AS n FROM member_messages
               WHERE account_id = $1 AND (NOT $2::boolean OR read_at IS NULL)`,
              [account.id, unreadOnly],
            )
          )[0]?.n ?? 0)
        : 0);
    return {
      messages: rows.map((r) => ({
        id: Number(r.id),
        title: r.title,
        content: r.content,
        sentAt: iso(r.sent_at) ?? '',
        readAt: iso(r.read_at),
      })),
      unreadMessage: await unreadMessages(db, account.id),
      pageNo,
      pageSize,
      total,
      totalPages: Math.ceil(total / pageSize),
    };
  });

  serve(app, ctx, calls.messageRead, async (input) => {
    const { account } = sessionOf(input);
    const { ids, all } = input.body;
    if ((ids === undefined) === (all === undefined))
      throw fieldErrors({ ids: 'give either ids or all: true, not both' });
    const marked = await db.transaction(async (tx) => {
      if (all) {
        const rows = await tx.query(
          `UPDATE member_messages SET read_at = now()
           WHERE account_id = $1 AND read_at IS NULL RETURNING id`,
          [account.id],
        );
        return rows.length;
      }
      const wanted = (ids ?? []).map(String);
      // Another member's message is as unknown as one that does not exist.
      const mine = await tx.query<{ id: string }>(
        'SELECT id::text AS id FROM member_messages WHERE account_id = $1 AND id = ANY($2::bigint[])',
        [account.id, wanted],
      );
      const found = new Set(mine.map((r) => r.id));
      const missing = wanted.filter((id) => !found.has(id));
      if (missing.length)
        throw new ApiError('NOT_FOUND', {
          message: `ids: no message ${missing.join(', ')}`,
          value: { fields: { ids: `no message ${missing.join(', ')}` } },
        });
      const rows = await tx.query(
        `UPDATE member_messages SET read_at = now()
         WHERE account_id = $1 AND id = ANY($2::bigint[]) AND read_at IS NULL RETURNING id`,
        [account.id, wanted],
      );
      return rows.length;
    });
    return { marked, unreadMessage: await unreadMessages(db, account.id) };
  });
}
