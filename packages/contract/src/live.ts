import { Type } from 'typebox';
import { call } from './call';
import { closed, DateTime, Empty, Language, opt, Text } from './shared';

/**
 * Live models (spec 1 "live-model chat", 6, 7.1 "Live chat"): the list of the operator's live
 * models with their status and how many members are in each one's chat now (no token), and the
 * launch of a model's chat (token), which answers the chat page's address with a single-use
 * ticket, never the session token. The reference server is its own demo provider: the page at
 * that address is served by the server, and a scripted demo model answers the member there.
 * The chat page's own calls (`livePageCalls`) are the page's, not the portal's: they stay out of
 * `calls`, as the demo game's do.
 */

/** What a model is doing: taking chats, in a private chat (busy), or away. */
export const LIVE_MODEL_STATUSES = ['online', 'busy', 'offline'] as const;
export type LiveModelStatus = (typeof LIVE_MODEL_STATUSES)[number];

/** Where the launch address points: `<prefix><ticket>`. */
export const LIVE_CHAT_PREFIX = '/demo/live/';
/** How long a chat ticket may wait to be opened, in seconds; it opens once. */
export const LIVE_CHAT_TICKET_SECONDS = 60;
/** How long a chat page's session lasts once its ticket is opened, in seconds. */
export const LIVE_CHAT_SESSION_SECONDS = 2 * 60 * 60;
/** The header the chat page sends its chat-session token in. */
export const LIVE_CHAT_HEADER = 'X-Chat-Session';
/**
 * A member counts among a model's viewers while the chat page is open: it asks for the chat at
 * least every LIVE_CHAT_POLL_SECONDS, and a page not heard from for LIVE_VIEWER_SECONDS has gone.
 */
export const LIVE_CHAT_POLL_SECONDS = 10;
export const LIVE_VIEWER_SECONDS = 30;
/** The longest message a member may send, in characters. */
export const LIVE_MESSAGE_MAX = 500;
/** The chat page shows the latest messages of the chat, at most this many. */
export const LIVE_CHAT_HISTORY = 100;
/** A model's name and avatar address, at most, in characters. */
export const LIVE_MODEL_NAME_MAX = 40;
export const LIVE_AVATAR_MAX = 512;
/** Where the server draws the avatar of a model that has none of its own. */
export const liveModelAvatarPath = (modelId: number): string =>
  `/content/live-models/${modelId}.svg`;

const ModelId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Status = Type.Enum([...LIVE_MODEL_STATUSES]);

export const LiveModelsQuery = Type.Object(
  {
    /** Only the models of one status (online: those a member may chat with now). */
    status: opt(Status),
  },
  closed,
);

export const LiveModel = Type.Object(
  {
    modelId: ModelId,
    name: Type.String(),
    /** The avatar's path on this server (the pages allow images of their own origin only). */
    avatar: Type.String(),
    /** The language the model chats in (`es`, `en` ...). */
    language: Type.String(),
    status: Status,
    /** The members in this model's chat now (their chat page open), each counted once. */
    viewers: Type.Integer({ minimum: 0 }),
  },
  closed,
);

/** The models online first, then busy, then offline; the most watched first within each. */
export const LiveModelsValue = Type.Object({ models: Type.Array(LiveModel) }, closed);

export const LiveChatLaunchQuery = Type.Object(
  {
    modelId: ModelId,
    /** The language of the chat page and of the model's replies (es by default). */
    language: opt(Language),
  },
  closed,
);

export const LiveChatLaunchValue = Type.Object(
  {
    /** The chat page's address: it carries a single-use ticket, never the session token. */
    chatUrl: Type.String(),
    /** When the ticket stops opening the chat. */
    expiresAt: DateTime,
  },
  closed,
);

export const LIVE_SENDERS = ['member', 'model'] as const;

export const LiveChatMessage = Type.Object(
  {
    messageId: Type.Integer(),
    from: Type.Enum([...LIVE_SENDERS]),
    /** Plain text: the page shows it as text, never as markup. */
    text: Type.String(),
    sentAt: DateTime,
  },
  closed,
);

export const LiveChatStateQuery = Type.Object(
  {
    /** Only the messages after this one (the page's latest), for the page's polling. */
    after: opt(Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER })),
  },
  closed,
);

export const LiveChatStateValue = Type.Object(
  {
    model: Type.Object(
      {
        modelId: ModelId,
        name: Type.String(),
        avatar: Type.String(),
        language: Type.String(),
        status: Status,
        viewers: Type.Integer({ minimum: 0 }),
      },
      closed,
    ),
    /** The chat page's language: es or en. */
    language: Type.String(),
    /** The latest messages (after `after`), oldest first. */
    messages: Type.Array(LiveChatMessage),
    /** How often the page asks again, in seconds. */
    pollSeconds: Type.Integer(),
  },
  closed,
);

export const LiveChatSendBody = Type.Object(
  {
    /** One line or several of plain text, 1 to LIVE_MESSAGE_MAX characters once trimmed. */
    text: Text(LIVE_MESSAGE_MAX, 1),
  },
  closed,
);

/** The member's message as kept, and the model's reply. */
export const LiveChatSendValue = Type.Object({ messages: Type.Array(LiveChatMessage) }, closed);

/** The portal's live calls: the model list and the chat launch. */
export const livePortalCalls = {
  liveModels: call({
    id: 'liveModels',
    method: 'GET',
    path: '/wps/relay/GCS_liveModels',
    summary:
      'Relay GCS_liveModels, the live model list: each model with its avatar, language, status (online, busy, offline) and viewers (the members whose chat with the model is open now), online first',
    token: false,
    enc: false,
    body: undefined,
    query: LiveModelsQuery,
    value: LiveModelsValue,
    errors: [],
  }),
  liveChatLaunch: call({
    id: 'liveChatLaunch',
    method: 'GET',
    path: '/wps/relay/GCS_liveChatLaunch',
    summary: `Relay GCS_liveChatLaunch: the chat with an online model (modelId); answers the chat page's address (chatUrl) with a ticket that opens it once within ${LIVE_CHAT_TICKET_SECONDS} s. Trial accounts are refused (in_need_true_account), as are a model offline or busy`,
    token: true,
    enc: false,
    body: undefined,
    query: LiveChatLaunchQuery,
    value: LiveChatLaunchValue,
    errors: ['UNAUTHORIZED', 'TRIAL_FORBIDDEN', 'NOT_FOUND', 'MODEL_OFFLINE', 'MODEL_BUSY'],
  }),
} as const;

/**
 * The chat page's calls, not the portal's: the page is served by the server at the launch
 * address and authenticated by its own chat-session token (`X-Chat-Session`), with no `Merchant`
 * header.
 */
export const livePageCalls = {
  liveChatState: call({
    id: 'liveChatState',
    method: 'GET',
    path: '/demo/api/live/chat',
    summary: `The chat page's state (${LIVE_CHAT_HEADER} header): the model with its status and viewers, and the latest messages (after \`after\`); asking keeps the member among the model's viewers`,
    token: false,
    enc: false,
    body: undefined,
    query: LiveChatStateQuery,
    value: LiveChatStateValue,
    errors: ['TICKET_INVALID'],
  }),
  liveChatSend: call({
    id: 'liveChatSend',
    method: 'POST',
    path: '/demo/api/live/message',
    summary: `Send the model a message of plain text (${LIVE_CHAT_HEADER} header): answers it with the model's reply, in the chat's language; refused once the model went offline or busy`,
    token: false,
    enc: false,
    body: LiveChatSendBody,
    query: undefined,
    value: LiveChatSendValue,
    errors: ['TICKET_INVALID', 'MODEL_OFFLINE', 'MODEL_BUSY', 'RATE_LIMITED'],
  }),
  liveChatLeave: call({
    id: 'liveChatLeave',
    method: 'POST',
    path: '/demo/api/live/leave',
    summary: `Leave the chat (${LIVE_CHAT_HEADER} header): the page closed; the member no longer counts among the model's viewers and the chat session ends`,
    token: false,
    enc: false,
    body: undefined,
    query: undefined,
    value: Empty,
    errors: ['TICKET_INVALID'],
  }),
} as const;

/** The live domain: the portal's calls and the chat page's. */
export const liveCalls = { ...livePortalCalls, ...livePageCalls } as const;
