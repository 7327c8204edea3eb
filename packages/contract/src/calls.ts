import { activityCalls } from './activities';
import { addressCalls } from './addresses';
import { agentCalls } from './agent';
import type { CallDef } from './call';
import { cashierCalls } from './cashier';
import { catalogueCalls } from './catalogue';
import { chatCalls } from './chat';
import { contentCalls } from './content';
import { demoCalls } from './demo';
import { feedbackCalls } from './feedback';
import { launchCalls } from './launch';
import { liveCalls, livePageCalls, livePortalCalls } from './live';
import { liveChannelCalls } from './liveChannel';
import { lotteryCalls, lotteryPageCalls } from './lottery';
import { memberCalls } from './member';
import { messageCalls } from './messages';
import { missionCalls } from './missions';
import { pointCalls } from './points';
import { profileCalls } from './profile';
import { promoCalls } from './promos';
import { recordCalls } from './records';
import { responsibleCalls } from './responsible';
import { sessionCalls } from './session';
import { socialCalls } from './social';
import { systemCalls } from './system';
import { walletCalls } from './wallet';

/**
 * Every call of the API by domain: each domain keeps its schemas and its calls in its own module
 * (`session.ts`, `member.ts` ... `catalogue/`, `content/`), and the server has one folder a
 * domain that serves exactly these calls. A call belongs to exactly one domain.
 */
export const callDomains = {
  session: sessionCalls,
  member: memberCalls,
  system: systemCalls,
  feedback: feedbackCalls,
  catalogue: catalogueCalls,
  launch: launchCalls,
  demo: demoCalls,
  wallet: walletCalls,
  lottery: lotteryCalls,
  content: contentCalls,
  messages: messageCalls,
  promos: promoCalls,
  records: recordCalls,
  cashier: cashierCalls,
  agent: agentCalls,
  missions: missionCalls,
  activities: activityCalls,
  points: pointCalls,
  profile: profileCalls,
  responsible: responsibleCalls,
  live: { ...liveCalls, ...liveChannelCalls },
  chat: chatCalls,
  social: socialCalls,
  addresses: addressCalls,
} as const;

export type CallDomain = keyof typeof callDomains;

/**
 * The calls of the pages a launch opens (the demo slot, the demo lottery and the live chat): the
 * page is the game's (or the chat's), not the portal's, and authenticates with its own session
 * token and no `Merchant` header. They belong to their domains (demo, lottery, live) but stay out
 * of `calls`, the portal's call table, and so out of the portal's API client and the OpenAPI
 * document.
 */
export const pageCalls = { ...demoCalls, ...lotteryPageCalls, ...livePageCalls } as const;

/** The lottery's portal calls: its domain without the lottery page's own. */
const { lotteryState: _state, lotteryBuy: _buy, ...lotteryPortalCalls } = lotteryCalls;

/**
 * Every call of the portal API, by id: the domains merged, without the game pages' calls (the demo
 * domain's, and the lottery page's). A contract test checks that the domains partition these
 * calls and `pageCalls`.
 */
export const calls = {
  ...sessionCalls,
  ...socialCalls,
  ...addressCalls,
  ...memberCalls,
  ...systemCalls,
  ...feedbackCalls,
  ...catalogueCalls,
  ...launchCalls,
  ...walletCalls,
  ...lotteryPortalCalls,
  ...contentCalls,
  ...messageCalls,
  ...promoCalls,
  ...recordCalls,
  ...cashierCalls,
  ...agentCalls,
  ...missionCalls,
  ...activityCalls,
  ...pointCalls,
  ...profileCalls,
  ...responsibleCalls,
  ...livePortalCalls,
  ...liveChannelCalls,
  ...chatCalls,
} as const;

export type CallId = keyof typeof calls;
export const allCalls: readonly CallDef[] = Object.values(calls);

/** The header that carries the merchant code on every `/wps` and `/lgw` call. */
export const MERCHANT_HEADER = 'Merchant';
/**
 * The gateway version every call names (reference facts, "Request headers"): the client sends
 * `X-Gateway-Version: 3`; the server answers only the version it serves, and takes a call without
 * the header as one of that version (a hand-made request, a health check).
 */
export const GATEWAY_VERSION_HEADER = 'X-Gateway-Version';
export const GATEWAY_VERSION = '3';
