import { Type } from 'typebox';
import { call } from './call';
import { closed, opt } from './shared';

/**
 * The member's messages, "platform information" (spec 2.4 drop-down, 2.5 side menu, 2.7 messageV2
 * with its red count, 7.1 "relay call for the unread message count (token)"). The operator sends a
 * message to one member (the server's CLI); the member reads the list and marks messages read.
 * The header's unclaimed count adds the unread count to the available promos (spec 2.4, 3
 * `unreadMessage`).
 */

/** A page of messages when none is asked, and the largest page one may ask for. */
export const MESSAGE_PAGE_SIZE = 10;
export const MESSAGE_MAX_PAGE_SIZE = 50;
/** The longest title and text of a message, in characters. */
export const MESSAGE_MAX_TITLE = 200;
export const MESSAGE_MAX_CONTENT = 2000;
/** How many messages one mark-read call may name. */
export const MESSAGE_READ_MAX_IDS = 100;

const Timestamp = Type.String({ format: 'date-time' });
const MessageId = Type.Integer({ minimum: 1, maximum: 9_007_199_254_740_991 });

/** What the header and the member centre's badge read: spec 3 "unreadMessage". */
export const UnreadMessageValue = Type.Object(
  { unreadMessage: Type.Integer({ minimum: 0 }) },
  closed,
);

export const MessageListQuery = Type.Object(
  {
    pageNo: opt(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
    pageSize: opt(
      Type.Integer({ minimum: 1, maximum: MESSAGE_MAX_PAGE_SIZE, default: MESSAGE_PAGE_SIZE }),
    ),
    /** Only the unread ones. */
    unreadOnly: opt(Type.Boolean({ default: false })),
  },
  closed,
);

export const Message = Type.Object(
  {
    id: MessageId,
    /** Plain text (the operator CLI refuses markup). */
    title: Type.String(),
    /** Plain text; line breaks are the operator's. */
    content: Type.String(),
    sentAt: Timestamp,
    /** null while unread. */
    readAt: Type.Union([Timestamp, Type.Null()]),
  },
  closed,
);

/** A page of the member's messages, newest first, with the unread count of all of them. */
export const MessageListValue = Type.Object(
  {
    messages: Type.Array(Message),
    unreadMessage: Type.Integer({ minimum: 0 }),
    pageNo: Type.Integer(),
    pageSize: Type.Integer(),
    total: Type.Integer(),
    /** 0 when there are none. */
    totalPages: Type.Integer(),
  },
  closed,
);

/** Either some messages by id, or all of them: exactly one of the two. */
export const MessageReadBody = Type.Object(
  {
    ids: opt(
      Type.Array(MessageId, { minItems: 1, maxItems: MESSAGE_READ_MAX_IDS, uniqueItems: true }),
    ),
    all: opt(Type.Literal(true)),
  },
  closed,
);

/** How many were newly marked, and the unread count after. */
export const MessageReadValue = Type.Object(
  { marked: Type.Integer({ minimum: 0 }), unreadMessage: Type.Integer({ minimum: 0 }) },
  closed,
);

export const messageCalls = {
  unreadMessage: call({
    id: 'unreadMessage',
    method: 'GET',
    path: '/wps/relay/GCS_unreadMessage',
    summary:
      "Relay GCS_unreadMessage: how many of the logged-in member's messages (platform information) are unread",
    token: true,
    enc: false,
    body: undefined,
    query: undefined,
    value: UnreadMessageValue,
    errors: ['UNAUTHORIZED', 'FEATURE_DISABLED'],
  }),
  messageList: call({
    id: 'messageList',
    method: 'GET',
    path: '/wps/relay/GCS_messages',
    summary: `Relay GCS_messages: a page of the logged-in member's messages, newest first (pageSize 1..${MESSAGE_MAX_PAGE_SIZE}, ${MESSAGE_PAGE_SIZE} by default; unreadOnly for the unread ones), with the unread count. Reading the list marks nothing`,
    token: true,
    enc: false,
    body: undefined,
    query: MessageListQuery,
    value: MessageListValue,
    errors: ['UNAUTHORIZED', 'FEATURE_DISABLED'],
  }),
  messageRead: call({
    id: 'messageRead',
    method: 'POST',
    path: '/wps/relay/GCS_messageRead',
    summary: `Relay GCS_messageRead: mark messages read, by ids (1..${MESSAGE_READ_MAX_IDS}) or all: true, not both. Marking a read one again changes nothing; an id that is not one of the member's messages is NOT_FOUND and marks nothing`,
    token: true,
    enc: false,
    body: MessageReadBody,
    query: undefined,
    value: MessageReadValue,
    errors: ['UNAUTHORIZED', 'NOT_FOUND', 'FEATURE_DISABLED'],
  }),
} as const;
