import { calls, LIVE_RETRY_MS } from '@portal/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Context } from '../http/context';
import { ApiError } from '../http/errors';
import { requestSession } from '../http/serve';
import { openSse } from '../http/sse';
import { LiveHub, type LiveConnection } from './hub';
import { canResume, snapshot } from './store';

/** The streams one account may hold open at once (tabs, devices); the next is refused. */
export const LIVE_MAX_STREAMS_PER_ACCOUNT = 8;

const def = calls.liveEvents;

/** The id the client resumes after: EventSource's Last-Event-ID header (a whole number). */
const resumeAfter = (req: FastifyRequest): number | undefined => {
  const header = req.headers['last-event-id'];
  const text = Array.isArray(header) ? header[0] : header;
  if (text === undefined || text === '') return undefined;
  if (!/^\d{1,15}$/u.test(text.trim()))
    throw new ApiError('VALIDATION', { message: 'Last-Event-ID must be a whole number' });
  return Number(text.trim());
};

async function openStream(
  hub: LiveHub,
  ctx: Context,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  // A token call: a session, or 401 (403 while a password change is due).
  const session = (await requestSession(ctx, def, req))!;
  const after = resumeAfter(req);
  const accountId = session.account.id;
  if (hub.connectionsOf(accountId) >= LIVE_MAX_STREAMS_PER_ACCOUNT)
    throw new ApiError('RATE_LIMITED', {
      message: `At most ${LIVE_MAX_STREAMS_PER_ACCOUNT} live channels per account`,
      headers: { 'retry-after': '30' },
    });
  await hub.start();

  const conn: LiveConnection = {
    accountId,
    tokenHash: session.tokenHash,
    lastSeq: undefined,
    send: (event, data, id) => stream.send(event, data, id),
    ping: () => stream.ping(),
    end: () => stream.end(),
  };
  const stream = openSse(reply, LIVE_RETRY_MS, () => hub.remove(conn));
  // Registered before the snapshot: what commits from now on is notified to this stream too.
  hub.add(conn);
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
