import { describe, expect, it } from 'vitest';
import type { CallDef } from './call';
import { allCalls, callDomains, calls, pageCalls } from './calls';

/** The domain map the contract, the server's folders and the app's api modules share. */
const DOMAIN_MAP = {
  session: [
    'login',
    'freeplay',
    'logout',
    'sessionHandoff',
    'sessionExchange',
    'captcha',
    'smsNoLogin',
  ],
  member: [
    'memberInfo',
    'memberIcon',
    'register',
    'registerMobile',
    'changePassword',
    'passwordEmail',
    'passwordReset',
    'passwordVerification',
    'smsRegister',
    'affiliate',
  ],
  system: [
    'systemStatus',
    'whitelabel',
    'registerSettings',
    'systemInfo',
    'domainRoute',
    'helpCenter',
    'countries',
  ],
  feedback: ['feedback'],
  catalogue: [
    'gameMenus',
    'gameVendors',
    'gameList',
    'favouriteIds',
    'favouriteList',
    'favouriteAdd',
    'favouriteRemove',
    'hotGames',
    'recentGames',
    'gameTypes',
    'pvpRooms',
    'gameSearch',
  ],
  launch: ['launchGame'],
  demo: ['demoState', 'demoRound'],
  wallet: ['balance', 'merchantWallet', 'walletTransfer'],
  lottery: [
    'vnGameMenu',
    'vnRecentGames',
    'vnOpenedNumbers',
    'lottoOpenedNumbers',
    'lotteryLaunch',
    'lotteryState',
    'lotteryBuy',
  ],
  content: [
    'announcements',
    'notices',
    'banners',
    'promotions',
    'popular',
    'resources',
    'winnerBoard',
    'articles',
    'article',
  ],
  messages: ['unreadMessage', 'messageList', 'messageRead'],
  promos: [
    'availablePromo',
    'claimPromo',
    'rebateInfo',
    'rebateClaim',
    'referralInfo',
    'referralClaim',
    'redEnvelopes',
    'redEnvelopeGrab',
  ],
  records: ['betRecords', 'transactions', 'profitReport', 'bonusRecords'],
  cashier: [
    'depositChannels',
    'depositCreate',
    'depositList',
    'withdrawInfo',
    'withdrawPassword',
    'receivingAccountAdd',
    'receivingAccountRemove',
    'withdrawCreate',
    'withdrawList',
    'withdrawConfirm',
    'transferUpline',
    'transferDownline',
  ],
  agent: [
    'agentTeamOverview',
    'agentInvite',
    'agentOpenAccount',
    'agentDownlines',
    'agentTeamBets',
    'agentUserLoss',
    'agentIncome',
    'agentTeamTransactions',
    'agentAnnouncements',
    'agentContracts',
    'agentOfferContract',
    'agentSettlements',
    'myContracts',
    'contractAction',
    'consolidated',
  ],
  missions: ['missionSummary', 'missionLeaderboard', 'missionClaim', 'raffleList', 'raffleClaim'],
  activities: ['activityList', 'activityApply', 'activityApplication', 'activityClaim'],
  points: [
    'pointBalance',
    'pointConfig',
    'pointConvert',
    'pointDetails',
    'pointRedeem',
    'pointRedeemList',
    'pointRewards',
    'vipInfo',
  ],
  profile: [
    'profileInfo',
    'avatarUpload',
    'avatarPick',
    'mobileCode',
    'mobileBind',
    'emailCode',
    'emailBind',
    'profileSessions',
    'sessionsLogout',
  ],
  responsible: [
    'responsibleState',
    'responsibleLimitSet',
    'responsibleSessionLimit',
    'responsibleLimitConfirm',
    'realityCheck',
    'realityCheckAnswer',
    'realityCheckSet',
    'responsibleTimeOut',
    'responsibleSelfExclude',
    'responsibleReopen',
    'ageConfirm',
    'responsibleHistory',
  ],
  live: [
    'liveModels',
    'liveChatLaunch',
    'liveChatState',
    'liveChatSend',
    'liveChatLeave',
    'liveEvents',
  ],
  chat: ['chatRoom', 'chatPost', 'chatEvents'],
  social: [
    'socialProviders',
    'socialStart',
    'socialLink',
    'socialSignup',
    'socialRegister',
    'socialIdentities',
    'socialUnlink',
  ],
  addresses: ['addressCode', 'addressVerify', 'knownAddresses', 'addressForget'],
} as const;

const entries = Object.entries(callDomains) as [string, Record<string, CallDef>][];

describe('the call domains', () => {
  it('are the agreed domains, each with its agreed calls', () => {
    expect(Object.keys(callDomains)).toEqual(Object.keys(DOMAIN_MAP));
    for (const [domain, defs] of entries)
      expect(Object.keys(defs).sort(), domain).toEqual(
        [...DOMAIN_MAP[domain as keyof typeof DOMAIN_MAP]].sort(),
      );
  });

  it('name each call by its id', () => {
    for (const [domain, defs] of entries)
      for (const [id, def] of Object.entries(defs)) expect(def.id, `${domain}.${id}`).toBe(id);
  });

  it('put every call in exactly one domain', () => {
    const owners = new Map<string, string[]>();
    for (const [domain, defs] of entries)
      for (const id of Object.keys(defs)) owners.set(id, [...(owners.get(id) ?? []), domain]);
    for (const [id, domains] of owners) expect(domains, id).toHaveLength(1);
    for (const id of Object.keys(calls)) expect(owners.get(id), id).toHaveLength(1);
    for (const id of Object.keys(pageCalls)) expect(owners.get(id), id).toHaveLength(1);
  });

  it('partition the portal calls and the game pages calls, which do not overlap', () => {
    const inDomains = entries.flatMap(([, defs]) => Object.keys(defs)).sort();
    const portal = Object.keys(calls);
    const pages = Object.keys(pageCalls);
    expect(portal.filter((id) => pages.includes(id))).toEqual([]);
    expect(inDomains).toEqual([...portal, ...pages].sort());
    expect(allCalls.map((c) => c.id).sort()).toEqual([...portal].sort());
  });

  it('hold the very definitions the call table holds', () => {
    const byId = new Map(entries.flatMap(([, defs]) => Object.entries(defs)));
    for (const [id, def] of Object.entries(calls)) expect(byId.get(id), id).toBe(def);
    for (const [id, def] of Object.entries(pageCalls)) expect(byId.get(id), id).toBe(def);
  });

  it('keep the game pages calls under /demo/ and everything else off it', () => {
    for (const def of Object.values(pageCalls)) expect(def.path, def.id).toMatch(/^\/demo\//);
    for (const def of allCalls) expect(def.path, def.id).not.toMatch(/^\/demo\//);
  });
});
