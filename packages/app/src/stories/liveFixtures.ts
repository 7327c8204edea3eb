// The live models' and the PVP rooms' answers for the stories (App/Live screens): models in each
// status with their viewers, a chat launch, and the rooms of the PVP vendor's games by tier as the
// server's four tiers ask for them, open to the balance given.
import { calls, type CallDef, type CallValue, type ChatMessageValue } from '@portal/contract';
import { games, memberInfo, tileArt } from './fixtures';
import type { Answer, NetworkOptions, StoryAnswer } from './networkTypes';

type Models = CallValue<typeof calls.liveModels>;
type Rooms = CallValue<typeof calls.pvpRooms>;
type ChatRoomAnswer = CallValue<typeof calls.chatRoom>;

const MODELS: [string, string, Models['models'][number]['status'], number][] = [
  ['Camila', 'es', 'online', 14],
  ['Valentina', 'es', 'online', 6],
  ['Emma', 'en', 'online', 0],
  ['Sofía', 'es', 'busy', 3],
  ['Olivia', 'en', 'offline', 0],
];

export function liveModels(): Models {
  return {
    models: MODELS.map(([name, language, status, viewers], i) => ({
      modelId: i + 1,
      name,
      avatar: tileArt(name, i + 3),
      language,
      status,
      viewers,
    })),
  };
}

export const liveChatLaunched = (): CallValue<typeof calls.liveChatLaunch> => ({
  chatUrl: 'about:blank',
  expiresAt: '2026-11-24T12:01:00.000Z',
});

/** The server's four room tiers (migration 0008): base bet and the balance to enter. */
const TIERS: [string, string, number, number][] = [
  ['NOVICE', 'Principiantes', 0.1, 5],
  ['REGULAR', 'Habituales', 1, 50],
  ['EXPERT', 'Expertos', 10, 500],
  ['VIP', 'Sala VIP', 100, 5000],
];

/** The rooms of the PVP vendor's `count` games, for a member holding `balance`. */
export function pvpRooms(balance: number, count = 8): Rooms {
  return {
    balance,
    rooms: games('PVP', 'KY', count).flatMap((game) =>
      TIERS.map(([tier, tierName, baseBet, minBalance], t) => ({
        roomId: game.nodeId * 10 + t + 1,
        nodeId: game.nodeId,
        vassalage: game.vassalage,
        gameCode: game.gameCode,
        displayName: game.displayName,
        tier,
        tierName,
        baseBet,
        minBalance,
        canEnter: balance >= minBalance,
      })),
    ),
  };
}

/** A member's balance and its rooms, answered alike (the header and the rooms agree). */
export const pvpAnswers = (balance: number): Record<string, StoryAnswer> => ({
  balance: { value: { balance, currencySymbol: '$' } },
  pvpRooms: { value: pvpRooms(balance) },
});

const CHAT_LINES: [string, string, boolean][] = [
  ['lu****07', '¡Buenas noches a todos! 🍀', false],
  ['Marta', 'Las reglas del torneo están en https://help.example.com/torneo', false],
  ['de****01', 'Gracias, <b>ya lo vi</b> 👍', true],
  ['سا****12', 'مساء الخير للجميع', false],
];

/** The Spanish room as a member (or a visitor: no own message, no `me`) reads it. */
export function chatRoom(
  account: NetworkOptions['account'],
  me: Partial<NonNullable<ChatRoomAnswer['me']>> = {},
): ChatRoomAnswer {
  return {
    room: 'es',
    visitorsRead: true,
    maxLength: 200,
    linkHosts: ['example.com'],
    messages: CHAT_LINES.map(([author, text, own], i) => ({
      id: i + 1,
      room: 'es',
      author,
      text,
      sentAt: new Date(Date.UTC(2026, 10, 27, 21, 2 + i)).toISOString(),
      own: own && account !== undefined,
    })),
    me:
      account === undefined
        ? null
        : {
            author: 'de****01',
            mutedUntil: null,
            canPost: account !== 'trial',
            ...me,
          },
  };
}

/**
 * What a story posted in the room, by the story's network options: the room's next answer has it,
 * as the server's would (a story has no stream, so the pop-up asks for the room again every few
 * seconds, and a room that forgot the message would take it off the picture).
 */
const posted = new WeakMap<NetworkOptions, ChatMessageValue[]>();

/** The answers of the live and PVP calls, or undefined for other calls. */
export function liveAnswer(
  def: CallDef,
  _query: URLSearchParams,
  options: NetworkOptions,
): Answer | undefined {
  switch (def.id) {
    case calls.liveModels.id:
      return { value: liveModels() };
    case calls.liveChatLaunch.id:
      if (options.account === 'trial') return { code: 'TRIAL_FORBIDDEN', status: 403 };
      return { value: liveChatLaunched() };
    case calls.pvpRooms.id:
      return { value: pvpRooms(memberInfo(options.account ?? 'member').balance) };
    case calls.chatRoom.id: {
      const room = chatRoom(options.account);
      return { value: { ...room, messages: [...room.messages, ...(posted.get(options) ?? [])] } };
    }
    case calls.chatPost.id: {
      const message: ChatMessageValue = {
        id: 99,
        room: 'es',
        author: 'de****01',
        text: 'Hola a todos',
        sentAt: new Date(Date.UTC(2026, 10, 27, 21, 9)).toISOString(),
        own: true,
      };
      posted.set(options, [message]);
      return { value: message };
    }
    default:
      return undefined;
  }
}
