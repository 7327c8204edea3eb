import type { callDomains, calls } from '@portal/contract';

/**
 * The calls only lazily loaded pages make, by the table of their own they are read from
 * (src/api/<domain>CallTable.ts, scripts/callTable.ts LAZY_CALLS): all the cashier's, the
 * lottery pages' and the member centre's records', and the wallet's but the header's balance (the transfer wallets of the member
 * centre's transferFund).
 */
export interface LazyCallTables {
  cashier: typeof callDomains.cashier;
  wallet: Pick<typeof callDomains.wallet, 'merchantWallet' | 'walletTransfer'>;
  /** The portal's lottery calls; the lottery game page's own (lotteryState, lotteryBuy) are not
   * the app's. */
  lottery: Pick<
    typeof callDomains.lottery,
    'vnGameMenu' | 'vnRecentGames' | 'vnOpenedNumbers' | 'lottoOpenedNumbers' | 'lotteryLaunch'
  >;
  records: typeof callDomains.records;
  /** The agent centre's, and the contract pop-up's. */
  agent: typeof callDomains.agent;
  /**
   * The rebate's and invite friends' pages (manualRebate, referral) and the red envelope's; the
   * promotions' are the header's, at first paint.
   */
  promos: Pick<
    typeof callDomains.promos,
    | 'rebateInfo'
    | 'rebateClaim'
    | 'referralInfo'
    | 'referralClaim'
    | 'redEnvelopes'
    | 'redEnvelopeGrab'
  >;
  /** The missions, their leaderboard and the raffles: the member centre's, loaded with it. */
  missions: typeof callDomains.missions;
  /** The promotions page's applications (activities): asked only with that page. */
  activities: typeof callDomains.activities;
  /** The points mall's and the VIP page's. */
  points: typeof callDomains.points;
  /** The security centre's (the member centre's securityCenter). */
  profile: typeof callDomains.profile;
  /** Responsible play's: the member centre's page, the reality check and the age confirmation. */
  responsible: typeof callDomains.responsible;
  /**
   * The live models page's (the model list and the chat launch; the chat page's own are not the
   * app's) and the live channel's, opened after login by a chunk of its own (session/LiveHost).
   */
  live: Pick<typeof callDomains.live, 'liveModels' | 'liveChatLaunch' | 'liveEvents'>;
  /**
   * The PVP rooms of the /pvp centre and the game search of /search: the catalogue's other calls
   * are the first paint's.
   */
  catalogue: Pick<typeof callDomains.catalogue, 'pvpRooms' | 'gameSearch'>;
  /**
   * The home lobby's popular games (its chunk loads after the first paint) and the news and blog
   * pages' articles.
   */
  content: Pick<typeof callDomains.content, 'popular' | 'articles' | 'article'>;
  /** The chat room pop-up's: its reads, its stream and its writes, loaded with it. */
  chat: typeof callDomains.chat;
  /** Social login's: the pop-ups' provider buttons, a first sign-in's registration, My account's links. */
  social: typeof callDomains.social;
  /**
   * The unknown-address check's (LOGINIPVERF3): the login's verification step, loaded when a login
   * asks for it, and My account's remembered networks.
   */
  addresses: typeof callDomains.addresses;
  /**
   * The member's writes (registration, its SMS code and invitation check, the password's change,
   * reset and recovery): made only from the forms' pop-ups, which load after the first paint.
   * The member info and icon the header shows are the first paint's.
   */
  member: Pick<
    typeof callDomains.member,
    | 'register'
    | 'registerMobile'
    | 'changePassword'
    | 'passwordEmail'
    | 'passwordReset'
    | 'passwordVerification'
    | 'smsRegister'
    | 'affiliate'
  >;
  /** The feedback page's one write. */
  feedback: typeof callDomains.feedback;
}

/** The calls of the first paint's table: all but those of the lazy tables. */
export type FirstPaintCalls = Omit<
  typeof calls,
  { [T in keyof LazyCallTables]: keyof LazyCallTables[T] }[keyof LazyCallTables]
>;
