// The members' messages (platform information, spec 2.7 messageV2): the unread count of the
// header (spec 2.4, 7.1), the list and marking read. The operator sends them (cli.ts).
import { calls, MESSAGE_PAGE_SIZE } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Context, DomainRoutes } from '../http/context';
import { serve, sessionOf } from '../http/serve';
import { fieldErrors } from '../http/errors';
import { markRead, messagePage, unreadMessages } from './service';
import { requireFlag } from '../settings/flags';

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

function register(app: FastifyInstance, ctx: Context): void {
  const { db } = ctx;

  // The member's messages are the inbox module (INBOX3): the operator's messages wait while it is off.
  const inbox = () => requireFlag(db, 'INBOX3', 'Messages are not offered');

  serve(app, ctx, calls.unreadMessage, async (input) => {
    await inbox();
    return { unreadMessage: await unreadMessages(db, sessionOf(input).account.id) };
  });

  serve(app, ctx, calls.messageList, async (input) => {
    const { account } = sessionOf(input);
    await inbox();
    const pageNo = input.query.pageNo ?? 1;
    const pageSize = input.query.pageSize ?? MESSAGE_PAGE_SIZE;
    const unreadOnly = input.query.unreadOnly ?? false;
    const { rows, total } = await messagePage(db, account.id, unreadOnly, pageNo, pageSize);
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
    await inbox();
    const { ids, all } = input.body;
    if ((ids === undefined) === (all === undefined))
      throw fieldErrors({ ids: 'give either ids or all: true, not both' });
    const marked = await markRead(db, account.id, all ? 'all' : (ids ?? []));
    return { marked, unreadMessage: await unreadMessages(db, account.id) };
  });
}

export const messageRoutes: DomainRoutes = { domain: 'messages', register };
