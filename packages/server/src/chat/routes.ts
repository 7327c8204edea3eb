import { calls, CHAT_MAX_LENGTH, LIVE_RETRY_MS, TRIAL_TYPE } from '@portal/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Context, DomainRoutes } from '../http/context';
import { ApiError, fieldErrors } from '../http/errors';
import { requestSession, serve, sessionOf } from '../http/serve';
import { openSse } from '../http/sse';
import { ChatHub, type ChatReader } from './hub';
import { meOf, meOfId, messageValue, openRoomFor, roomName } from './service';
import { lastMessageId, latestMessages, writeMessage } from './store';
import { authorOf, tidy } from './text';

/** The streams one address may hold open on the rooms at once (tabs, devices); the next is refused. */
export const CHAT_MAX_STREAMS_PER_ADDRESS = 16;

async function openStream(
  hub: ChatHub,
  perAddress: Map<string, number>,
  ctx: Context,
  req: FastifyRequest<{ Querystring: { room: string } }>,
  reply: FastifyReply,
): Promise<void> {
  const session = await requestSession(ctx, calls.chatEvents, req);
  const account = session?.account;
  await openRoomFor(ctx.db, account);
  const room = roomName(req.query.room);
  const held = perAddress.get(req.ip) ?? 0;
  if (held >= CHAT_MAX_STREAMS_PER_ADDRESS)
    throw new ApiError('RATE_LIMITED', {
      message: `At most ${CHAT_MAX_STREAMS_PER_ADDRESS} chat streams per address`,
      headers: { 'retry-after': '30' },
    });
  await hub.start();
  perAddress.set(req.ip, held + 1);

  const reader: ChatReader = {
    room,
    accountId: account?.id ?? null,
    lastId: undefined,
    send: (event, data) => stream.send(event, data),
    ping: () => stream.ping(),
    end: () => stream.end(),
  };
  const stream = openSse(reply, LIVE_RETRY_MS, () => {
    hub.remove(reader);
    const left = (perAddress.get(req.ip) ?? 1) - 1;
    if (left > 0) perAddress.set(req.ip, left);
    else perAddress.delete(req.ip);
  });
  // Registered before the history is read: what is written from now on reaches it too.
  hub.add(reader);
  await hub.enqueue(room, async () => {
    const [rows, last, me] = await Promise.all([
      latestMessages(ctx.db, room),
      lastMessageId(ctx.db, room),
      account ? meOf(ctx.db, account) : null,
    ]);
    reader.send('history', {
      messages: rows.map((r) => messageValue(r, reader.accountId)),
      me,
    });
    reader.lastId = last;
  });
  // A stream that could not start (the database failed it) ends: the client tries again.
  if (reader.lastId === undefined) reader.end();
  else await hub.drain(room);
}

/**
 * The chat room (contract chat.ts): the room's latest messages and rules, writing a message, and
 * the room's stream. Moderation is the operator's, from the CLI (chat/cli.ts).
 */
function register(app: FastifyInstance, ctx: Context): void {
  const { db } = ctx;
  const hub = new ChatHub(
    db,
    app.log,
    (accountId) => meOfId(db, accountId),
    (row, reader) => messageValue(row, reader.accountId),
  );
  // Streams never end by themselves: end them before the server waits for its connections.
  app.addHook('preClose', async () => hub.close());
  const perAddress = new Map<string, number>();

  serve(app, ctx, calls.chatRoom, async ({ query, session }) => {
    const account = session?.account;
    const settings = await openRoomFor(db, account);
    const room = roomName(query.room);
    return {
      room,
      visitorsRead: settings.visitorsRead,
      maxLength: CHAT_MAX_LENGTH,
      linkHosts: settings.linkHosts,
      messages: (await latestMessages(db, room)).map((r) => messageValue(r, account?.id ?? null)),
      me: account ? await meOf(db, account) : null,
    };
  });

  serve(app, ctx, calls.chatPost, async (input) => {
    const { account } = sessionOf(input);
    await openRoomFor(db, account);
    // A trial account reads the room; writing is for real accounts (spec 6).
    if (account.type === TRIAL_TYPE) throw new ApiError('TRIAL_FORBIDDEN');
    const text = tidy(input.body.text);
    if (!text) throw fieldErrors({ text: 'Write something first' });
    const row = await writeMessage(db, {
      room: roomName(input.body.room),
      accountId: account.id,
      author: authorOf(account),
      text,
    });
    return messageValue(row, account.id);
  });

  app.route({
    method: 'GET',
    url: calls.chatEvents.path,
    config: { call: calls.chatEvents },
    schema: { querystring: calls.chatEvents.query },
    handler: async (req, reply) =>
      openStream(
        hub,
        perAddress,
        ctx,
        req as FastifyRequest<{ Querystring: { room: string } }>,
        reply,
      ),
  });
}

export const chatRoutes: DomainRoutes = { domain: 'chat', register };
