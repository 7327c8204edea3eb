// The stories' network boundary: window.fetch answered from the contract-typed fixtures, by the
// call the request names (method and path, as the contract writes them). Everything above fetch,
// the API client included, runs as it does in the app.
import { allCalls, calls, type CallDef, type GameType } from '@portal/contract';
import { activityAnswer } from './activityFixtures';
import { articleById, articlePage } from './articleFixtures';
import { teamAnswer } from './agentFixtures';
import { contractAnswer } from './contractFixtures';
import * as fixtures from './fixtures';
import { liveAnswer } from './liveFixtures';
import { pointsAnswer } from './pointsFixtures';
import { redEnvelopeAnswer } from './redEnvelopeFixtures';
import { reportAnswer } from './reportFixtures';
import { responsibleAnswer } from './responsibleFixtures';
import { profileAnswer } from './securityFixtures';

export type { Answer, NetworkOptions, StoryAnswer } from './networkTypes';
import type { Answer, NetworkOptions } from './networkTypes';

const notFound: Answer = { code: 'NOT_FOUND', status: 404 };

function envelope(answer: Answer): Response {
  const body =
    'value' in answer
      ? { success: true, value: answer.value }
      : {
          success: false,
          code: answer.code,
          message: answer.code,
          ...(answer.failure === undefined ? {} : { value: answer.failure }),
        };
  return new Response(JSON.stringify(body), {
    status: 'value' in answer ? 200 : answer.status,
    headers: { 'content-type': 'application/json' },
  });
}

function findCall(method: string, path: string): CallDef | undefined {
  return allCalls.find((c) => c.method === method && c.path === path);
}

export async function answerFor(
  def: CallDef,
  query: URLSearchParams,
  options: NetworkOptions,
): Promise<Answer> {
  const member = options.account;
  const needsToken = def.token && !member;
  if (needsToken) return { code: 'UNAUTHORIZED', status: 401 };
  const number = (name: string, fallback: number) => Number(query.get(name) ?? fallback);
  // The agent domain's calls and the member centre's reports have fixture modules of their own.
  const own =
    teamAnswer(def, query, options) ??
    contractAnswer(def, query, options) ??
    reportAnswer(def, query, options) ??
    activityAnswer(def, query, options) ??
    pointsAnswer(def, query, options) ??
    profileAnswer(def, query, options) ??
    responsibleAnswer(def, query, options) ??
    liveAnswer(def, query, options) ??
    redEnvelopeAnswer(def, query, options);
  if (own) return own;
  switch (def.id) {
    case calls.systemInfo.id:
      return { value: await fixtures.systemInfo(options.status ?? 0) };
    case calls.gameMenus.id:
      return { value: fixtures.gameMenus() };
    case calls.gameVendors.id:
      // As the server: the lanes of the asked game type, or all of them.
      return {
        value: {
          lanes: fixtures
            .vendorLanes()
            .filter((l) => !query.get('gameType') || l.gameType === query.get('gameType')),
        },
      };
    case calls.gameList.id:
      return {
        value: fixtures.gamePage(
          (query.get('gameType') ?? 'RNG') as GameType,
          query.get('vassalage') ?? undefined,
          number('pageNo', 1),
          number('pageSize', 24),
        ),
      };
    case calls.gameSearch.id:
      return {
        value: fixtures.searchPage(
          query.get('keyword') ?? '',
          query.get('sort') ?? 'popular',
          number('pageNo', 1),
          number('pageSize', 24),
        ),
      };
    case calls.hotGames.id:
      return { value: fixtures.hotGames() };
    case calls.popular.id:
      return { value: fixtures.popularGames() };
    case calls.winnerBoard.id: {
      // As the server: one category's wins, or every category's (ALL), up to the limit.
      const category = query.get('gameCategory') ?? 'ALL';
      const winners = fixtures
        .winners()
        .winners.filter((w) => category === 'ALL' || w.gameType === category)
        .slice(0, number('limitNum', 20));
      return { value: { winners } };
    }
    case calls.notices.id:
      return { value: fixtures.notices() };
    case calls.banners.id:
      return { value: { group: query.get('group') ?? 'w_home', banners: [] } };
    case calls.announcements.id:
      return { value: { announcements: [], pageNo: 1, pageSize: 9, total: 0, totalPages: 0 } };
    case calls.articles.id:
      return { value: articlePage(query) };
    case calls.article.id:
      return articleById(query);
    case calls.helpCenter.id:
      return { value: fixtures.helpCenter() };
    case calls.countries.id:
      return { value: [{ countryCode: 'MX', countryDialingCode: '+52', name: 'México' }] };
    case calls.memberInfo.id:
      return { value: fixtures.memberInfo(member!) };
    case calls.memberIcon.id:
      return { value: { icon: null } };
    case calls.balance.id: {
      const info = fixtures.memberInfo(member!);
      return { value: { balance: info.balance, currencySymbol: info.currencySymbol } };
    }
    case calls.favouriteIds.id:
      return { value: { nodeIds: [fixtures.hotGames().games[1]!.nodeId] } };
    case calls.favouriteList.id:
    case calls.recentGames.id:
      return {
        value:
          def.id === calls.recentGames.id
            ? { games: [] }
            : { games: [], pageNo: 1, pageSize: 999, total: 0, totalPages: 0 },
      };
    case calls.promotions.id:
      return {
        value: { types: [], promotions: [], pageNo: 1, pageSize: 12, total: 0, totalPages: 0 },
      };
    case calls.unreadMessage.id:
      return options.unclaimed ? { value: fixtures.unreadMessages(member!) } : notFound;
    case calls.availablePromo.id:
      return options.unclaimed ? { value: fixtures.availablePromo(member!) } : notFound;
    case calls.messageList.id:
      return { value: fixtures.messageList(member!) };
    case calls.betRecords.id:
      return {
        value: fixtures.betRecords(member!, query.get('from') ?? '', query.get('to') ?? ''),
      };
    case calls.transactions.id:
      return {
        value: fixtures.transactions(member!, query.get('from') ?? '', query.get('to') ?? ''),
      };
    case calls.depositChannels.id:
      return { value: fixtures.depositChannels() };
    case calls.depositList.id:
      return { value: fixtures.depositList(member!) };
    case calls.depositCreate.id:
      return { value: fixtures.depositCreated() };
    case calls.withdrawInfo.id:
    case calls.withdrawCreate.id:
      // Money needs a real account (spec 6): the server refuses a trial one.
      if (member === 'trial') return { code: 'TRIAL_FORBIDDEN', status: 403 };
      return def.id === calls.withdrawInfo.id
        ? { value: fixtures.withdrawInfo(member!, options.withdraw ?? 'ready') }
        : { value: fixtures.withdrawalCreated() };
    case calls.merchantWallet.id:
      return { value: fixtures.merchantWallet(member!, options.wallets ?? 'transfer') };
    case calls.walletTransfer.id:
      if (member === 'trial') return { code: 'TRIAL_FORBIDDEN', status: 403 };
      return options.wallets === 'single'
        ? { code: 'FEATURE_DISABLED', status: 403 }
        : { value: fixtures.walletTransferred(member!) };
    case calls.withdrawList.id:
      return {
        value:
          options.withdrawals === 'after-payout' && member !== 'trial'
            ? fixtures.withdrawalsAfterPayout()
            : fixtures.withdrawList(member!),
      };
    case calls.captcha.id:
      return { value: fixtures.captchaChallenge() };
    case calls.smsNoLogin.id:
    case calls.smsRegister.id:
      return { value: fixtures.smsSent() };
    case calls.passwordEmail.id:
      return { value: null };
    default:
      return { code: 'NOT_FOUND', status: 404 };
  }
}

/** Replaces window.fetch for one story; returns what puts it back. */
export function installNetwork(storyOptions: NetworkOptions): () => void {
  // A copy per story: a fixture that remembers what the story wrote (the chat room keeps a posted
  // message, as the server does) starts afresh in the next story of the same file.
  const options = { ...storyOptions };
  const real = window.fetch;
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input.toString(), window.location.href);
    const def = findCall((init?.method ?? 'GET').toUpperCase(), url.pathname);
    if (!def) return new Response('not found', { status: 404 });
    // No live channel in a story: 204 tells the client not to try again.
    if (def.stream) return new Response(null, { status: 204 });
    const own = options.answers?.[def.id];
    const answer =
      own === undefined
        ? await answerFor(def, url.searchParams, options)
        : typeof own === 'function'
          ? await own(url.searchParams)
          : own;
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    return envelope(answer);
  };
  return () => {
    window.fetch = real;
  };
}
