import { Type } from 'typebox';
import { call } from './call';
import { BackPath, closed, DateTime, Language, NodeId, opt } from './shared';

/**
 * Game launch: a logged-in member opens a game of the catalogue. The answer is the game's address
 * with a single-use ticket, never the session token; the demo game page (`./demo`) opens it.
 */

/** How long a launch ticket may wait to be opened, in seconds; it opens once. */
export const LAUNCH_TICKET_SECONDS = 60;
/** Where the launch address points: `<prefix><ticket>`. */
export const DEMO_PLAY_PREFIX = '/demo/play/';

export const LaunchGameBody = Type.Object(
  {
    nodeId: NodeId,
    /** The language of the game page (es by default). */
    language: opt(Language),
    device: opt(Type.Union([Type.Literal('desktop'), Type.Literal('mobile')])),
    /** A path of the portal the game's back button returns to. */
    backUrl: opt(BackPath),
  },
  closed,
);

export const LaunchGameValue = Type.Object(
  {
    /** The game's address: it carries a single-use ticket, never the session token. */
    gameUrl: Type.String(),
    /** When the ticket stops opening the game. */
    expiresAt: DateTime,
  },
  closed,
);

export const launchCalls = {
  launchGame: call({
    id: 'launchGame',
    method: 'POST',
    path: '/wps/game/launchGame',
    summary: `Launch a game (nodeId): records it among the recent games and answers its address with a ticket that opens it once within ${LAUNCH_TICKET_SECONDS} s. Trial accounts are refused (in_need_true_account)`,
    token: true,
    enc: false,
    body: LaunchGameBody,
    query: undefined,
    value: LaunchGameValue,
    errors: [
      'UNAUTHORIZED',
      'TRIAL_FORBIDDEN',
      'NOT_FOUND',
      'ACCOUNT_EXCLUDED',
      'AGE_UNCONFIRMED',
      'REALITY_CHECK_DUE',
      'LOSS_LIMIT_REACHED',
    ],
  }),
} as const;
