import { SuccessEnvelope, calls, type CallDef } from '@portal/contract';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { promotionsPage } from './activityFixtures';
import * as fixtures from './fixtures';
import { answerFor, type NetworkOptions } from './network';

// Every answer a story gets must be one the real server could send.
const cases: [CallDef, Record<string, string>, NetworkOptions][] = [
  [calls.systemInfo, {}, {}],
  [calls.systemInfo, {}, { status: 1 }],
  [calls.gameMenus, {}, {}],
  [calls.gameVendors, {}, {}],
  [calls.gameList, { gameType: 'RNG', pageNo: '2', pageSize: '12' }, {}],
  [calls.hotGames, {}, {}],
  [calls.popular, {}, {}],
  [calls.liveModels, {}, {}],
  [calls.liveChatLaunch, { modelId: '1' }, { account: 'member' }],
  [calls.pvpRooms, {}, { account: 'member' }],
  [calls.chatRoom, { room: 'es' }, {}],
  [calls.chatRoom, { room: 'es' }, { account: 'member' }],
  [calls.chatRoom, { room: 'es' }, { account: 'trial' }],
  [calls.chatPost, {}, { account: 'member' }],
  [calls.winnerBoard, {}, {}],
  [calls.notices, {}, {}],
  [calls.banners, { group: 'w_home' }, {}],
  [calls.announcements, {}, {}],
  [calls.helpCenter, {}, {}],
  [calls.countries, {}, {}],
  [calls.promotions, {}, {}],
  [calls.articles, { kind: 'news', pageSize: '2', pageNo: '2' }, {}],
  [calls.articles, { kind: 'blog' }, {}],
  [calls.article, { id: '7' }, {}],
  [calls.captcha, {}, {}],
  [calls.smsNoLogin, {}, {}],
  [calls.smsRegister, {}, {}],
  [calls.passwordEmail, {}, {}],
  ...(['member', 'vip', 'trial', 'agent'] as const).flatMap((account) =>
    [
      calls.memberInfo,
      calls.memberIcon,
      calls.balance,
      calls.favouriteIds,
      calls.favouriteList,
      calls.recentGames,
    ].map((def): [CallDef, Record<string, string>, NetworkOptions] => [def, {}, { account }]),
  ),
  ...(['member', 'trial'] as const).flatMap((account) =>
    [
      calls.betRecords,
      calls.transactions,
      calls.profitReport,
      calls.bonusRecords,
      calls.rebateInfo,
      calls.referralInfo,
    ].map((def): [CallDef, Record<string, string>, NetworkOptions] => [
      def,
      { from: '2026-11-17', to: '2026-11-23' },
      { account },
    ]),
  ),
  ...(['member', 'trial'] as const).flatMap((account) =>
    [calls.depositChannels, calls.depositList, calls.depositCreate].map(
      (def): [CallDef, Record<string, string>, NetworkOptions] => [def, {}, { account }],
    ),
  ),
  ...(['member', 'trial'] as const).map(
    (account): [CallDef, Record<string, string>, NetworkOptions] => [
      calls.withdrawList,
      {},
      { account },
    ],
  ),
  [calls.withdrawCreate, {}, { account: 'member' }],
  ...(['transfer', 'single'] as const).map(
    (wallets): [CallDef, Record<string, string>, NetworkOptions] => [
      calls.merchantWallet,
      {},
      { account: 'member', wallets },
    ],
  ),
  [calls.walletTransfer, {}, { account: 'member' }],
  [calls.withdrawList, {}, { account: 'member', withdrawals: 'after-payout' }],
  ...[
    calls.profileInfo,
    calls.profileSessions,
    calls.avatarUpload,
    calls.avatarPick,
    calls.mobileCode,
    calls.mobileBind,
    calls.emailCode,
    calls.emailBind,
    calls.sessionsLogout,
  ].map((def): [CallDef, Record<string, string>, NetworkOptions] => [
    def,
    {},
    { account: 'member' },
  ]),
  ...(['ready', 'no-password', 'locked'] as const).map(
    (withdraw): [CallDef, Record<string, string>, NetworkOptions] => [
      calls.withdrawInfo,
      {},
      { account: 'member', withdraw },
    ],
  ),
  ...(['member', 'vip', 'trial', 'agent'] as const).flatMap((account) =>
    [calls.unreadMessage, calls.availablePromo, calls.messageList].map(
      (def): [CallDef, Record<string, string>, NetworkOptions] => [
        def,
        {},
        { account, unclaimed: true },
      ],
    ),
  ),
  ...[calls.activityList, calls.activityApplication, calls.activityApply, calls.activityClaim].map(
    (def): [CallDef, Record<string, string>, NetworkOptions] => [def, {}, { account: 'member' }],
  ),
  ...[
    calls.pointBalance,
    calls.pointRewards,
    calls.pointRedeemList,
    calls.pointDetails,
    calls.pointConfig,
    calls.pointRedeem,
    calls.pointConvert,
    calls.vipInfo,
  ].map((def): [CallDef, Record<string, string>, NetworkOptions] => [
    def,
    {},
    { account: 'member' },
  ]),
  [calls.pointRedeemList, { status: 'rejected' }, { account: 'member' }],
];

describe('story fixtures', () => {
  it.each(cases)('answer %s as the contract says', async (def, query, options) => {
    const answer = await answerFor(def, new URLSearchParams(query), options);
    expect('value' in answer).toBe(true);
    const envelope = { success: true, value: (answer as { value: unknown }).value };
    const schema = SuccessEnvelope(def.value);
    const errors = [...Value.Errors(schema, envelope)].map((e) => `${e.instancePath} ${e.message}`);
    expect(errors).toEqual([]);
  });

  it('have a promotions page the activities stories may answer', () => {
    const schema = SuccessEnvelope(calls.promotions.value);
    const errors = [...Value.Errors(schema, { success: true, value: promotionsPage() })].map(
      (e) => `${e.instancePath} ${e.message}`,
    );
    expect(errors).toEqual([]);
  });

  it('have register rules the system info may carry (the stories of other operators)', async () => {
    const info = { ...(await fixtures.systemInfo()), register: fixtures.registerRulesWithMobile() };
    const schema = SuccessEnvelope(calls.systemInfo.value);
    const errors = [...Value.Errors(schema, { success: true, value: info })].map(
      (e) => `${e.instancePath} ${e.message}`,
    );
    expect(errors).toEqual([]);
  });
});
