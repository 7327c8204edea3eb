import { Type, type Static } from 'typebox';
import { call } from './call';
import { closed } from './shared';

/**
 * The live channel: what changes for a signed-in player reaches the browser as it happens (spec
 * 2.2 "a real-time event listener when logged in"), as Server-Sent Events on one GET.
 *
 * Each event is `event: <kind>` and `data: <JSON>`. Events that must not be missed (a message, a
 * withdrawal or a contract changing state) carry an `id:`, numbered per account: a client that
 * reconnects with `Last-Event-ID: <n>` (EventSource does it by itself) is sent every stored event
 * after n, once, in order, then the live ones. The others hold a latest value (the balance, the
 * site's status) or end the stream (`logout`), and carry no id.
 *
 * The first event of every connection is `hello`: the balance and the unread count now, so that
 * a client (re)connecting needs no other call to be up to date. A `reset` after it says that the
 * events after the asked id are no longer kept: read everything again.
 */

/** How long stored events are kept for a client to resume from. */
export const LIVE_RETENTION_HOURS = 72;
/** Seconds between the comments that keep an idle connection open through proxies. */
export const LIVE_HEARTBEAT_SECONDS = 25;
/** Milliseconds a client waits before reconnecting (the stream's `retry:`). */
export const LIVE_RETRY_MS = 2_000;

const Money = Type.Number();

export const LiveHello = Type.Object(
  {
    balance: Money,
    unreadMessage: Type.Integer({ minimum: 0 }),
    /** The id of the last stored event of the account (0 before any). */
    lastEventId: Type.Integer({ minimum: 0 }),
  },
  closed,
);
export const LiveBalance = Type.Object({ balance: Money }, closed);
export const LiveMessage = Type.Object(
  { id: Type.Integer(), title: Type.String(), unreadMessage: Type.Integer({ minimum: 0 }) },
  closed,
);
export const LiveWithdrawal = Type.Object(
  {
    id: Type.Integer(),
    reference: Type.String(),
    status: Type.Union([Type.Literal('held'), Type.Literal('paid'), Type.Literal('rejected')]),
  },
  closed,
);
export const LiveContract = Type.Object(
  { id: Type.Integer(), kind: Type.String(), status: Type.String() },
  closed,
);
/** Why the stream ends: the session ended (logout elsewhere, expiry), a new password, a locked or closed account. */
export const LiveLogoutReason = Type.Union([
  Type.Literal('logout'),
  Type.Literal('ended'),
  Type.Literal('expired'),
  Type.Literal('password'),
  Type.Literal('locked'),
  Type.Literal('excluded'),
]);
export const LiveLogout = Type.Object({ reason: LiveLogoutReason }, closed);
/** The site's status changed (maintenance on or off, the region rules): read it again. */
export const LiveSystem = Type.Object({}, closed);
export const LiveReset = Type.Object({}, closed);

/** Every event of the stream by its `event:` name. */
export const LiveEvents = {
  hello: LiveHello,
  balance: LiveBalance,
  message: LiveMessage,
  withdrawal: LiveWithdrawal,
  contract: LiveContract,
  logout: LiveLogout,
  system: LiveSystem,
  reset: LiveReset,
} as const;

export type LiveEventKind = keyof typeof LiveEvents;
export type LiveEventData<K extends LiveEventKind> = Static<(typeof LiveEvents)[K]>;
export type LiveLogoutReasonValue = Static<typeof LiveLogoutReason>;

/** One event of the stream, as the contract describes it. */
export const LiveEvent = Type.Union(
  Object.entries(LiveEvents).map(([event, data]) =>
    Type.Object({ event: Type.Literal(event), id: Type.Optional(Type.String()), data }, closed),
  ),
);

export const liveChannelCalls = {
  liveEvents: call({
    id: 'liveEvents',
    method: 'GET',
    path: '/wps/live/events',
    summary:
      'The live channel (text/event-stream): hello first, then balance, message, withdrawal, contract, system and logout events as they happen; stored events resume after Last-Event-ID',
    token: true,
    enc: false,
    stream: 'sse',
    body: undefined,
    query: undefined,
    value: LiveEvent,
    errors: ['UNAUTHORIZED', 'PASSWORD_CHANGE_REQUIRED', 'RATE_LIMITED'],
  }),
} as const;
