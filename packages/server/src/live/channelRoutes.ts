import { calls, LIVE_RETRY_MS } from '@portal/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authenticate, mustChangePassword } from '../accounts/accounts';
import type { Context } from '../http/context';
import { ApiError } from '../http/errors';
import { LiveHub, type LiveConnection } from './hub';
import { canResume, snapshot } from './store';

/** The streams one account may hold open at once (tabs, devices); the next is refused. */
export const LIVE_MAX_STREAMS_PER_ACCOUNT = 8;
/** A client that reads nothing while this much waits to be written is cut off. */
const MAX_BUFFERED_BYTES = 1 << 20;

const def = calls.liveEvents;

const bearer = (req: FastifyRequest): string | undefined =>
  /^Bearer ([A-Za-z0-9_-]{20,128})$/u.exec(String(req.headers.authorization ?? '').trim())?.[1];

/** The id the client resumes after: EventSource's Last-Event-ID header (a whole number). */
const resumeAfter = (req: FastifyRequest): number | undefined => {
  const header = req.headers['last-event-id'];
  const text = Array.isArray(header) ? header[0] : header;
  if (text === undefined || text === '') return undefined;
  if (!/^\d{1,15}$/u.test(text.trim()))
    throw new ApiError('VALIDATION', { message: 'Last-Event-ID must be a whole number' });
  return Number(text.trim());
};

/** The stream's framing: one event (or comment) written as the Server-Sent Events format says. */
function frame(event: string, data: object, id?: number): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

async function openStream(
  hub: LiveHub,
  ctx: Context,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const token = bearer(req);
  const session = token ? await authenticate(ctx.db, ctx.config, token, ctx.cache) : undefined;
  if (!session) throw new ApiError('UNAUTHORIZED');
  if (mustChangePassword(session.account)) throw new ApiError('PASSWORD_CHANGE_REQUIRED');
  const after = resumeAfter(req);
  const accountId = session.account.id;
  if (hub.connectionsOf(accountId) >= LIVE_MAX_STREAMS_PER_ACCOUNT)
    throw new ApiError('RATE_LIMITED', {
      message: `At most ${LIVE_MAX_STREAMS_PER_ACCOUNT} live channels per account`,
      headers: { 'retry-after': '30' },
    });
  await hub.start();

  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    // No proxy may hold events back to fill a buffer.
    'x-accel-buffering': 'no',
    // The socket closes with the stream: a server shutting down does not wait for it to go idle.
    connection: 'close',
  });
  let open = true;
  const write = (text: string): void => {
    if (!open) return;
    res.write(text);
    if (res.writableLength > MAX_BUFFERED_BYTES) conn.end();
  };
  const conn: LiveConnection = {
    accountId,
    tokenHash: session.tokenHash,
    lastSeq: undefined,
    send: (event, data, id) => write(frame(event, data, id)),
    ping: () => write(': ping\n\n'),
    end: () => {
      if (!open) return;
      open = false;
      hub.remove(conn);
      // The socket goes with the stream (a hijacked answer is not Fastify's to close): a server
      // shutting down does not wait for the client to let go of it.
      res.end(() => res.socket?.destroy());
    },
  };
  res.on('close', () => {
    open = false;
    hub.remove(conn);
  });
  // Registered before the snapshot: what commits from now on is notified to this stream too.
  hub.add(conn);
  write(`retry: ${LIVE_RETRY_MS}\n\n`);
  await hub.enqueue(accountId, async () => {
    const now = await snapshot(ctx.db, accountId);
    conn.send('hello', now);
    if (after === undefined) {
      conn.lastSeq = now.lastEventId;
    } else if (await canResume(ctx.db, accountId, after, now.lastEventId)) {
      conn.lastSeq = after;
    } else {
      conn.send('reset', {});
      conn.lastSeq = now.lastEventId;
    }
  });
  // A stream that could not start (the database failed it) ends: the client tries again.
  if (conn.lastSeq === undefined) conn.end();
  else await hub.drain(accountId);
}

/** Serves the live channel (its part of the live domain, live/routes.ts). */
export const liveChannel = {
  register(app: FastifyInstance, ctx: Context) {
    const hub = new LiveHub(ctx.db, ctx.config.sessionIdleMinutes, app.log);
    // Streams never end by themselves: end them before the server waits for its connections.
    app.addHook('preClose', async () => hub.close());
    app.decorate('liveHub', hub);
    app.route({
      method: 'GET',
      url: def.path,
      config: { call: def },
      handler: async (req, reply) => openStream(hub, ctx, req, reply),
    });
  },
};

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's live streams (tests and the benchmark read their number). */
    liveHub: LiveHub;
  }
}
