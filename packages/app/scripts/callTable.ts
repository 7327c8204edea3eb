import {
  GATEWAY_VERSION,
  GATEWAY_VERSION_HEADER,
  MERCHANT_HEADER,
  allCalls,
  callDomains,
  type CallDef,
} from '@portal/contract';
import type { LazyCallTables } from '../src/api/callTable.types';

/**
 * What the production build puts in place of src/api/callTable.ts: each call's routing facts
 * (id, method, path, token, enc, body encoding, max age) taken from the contract at build time,
 * without its schemas. The browser needs only these to make a call, and the schema library would
 * otherwise sit in the first paint. Tests and Storybook use the contract's module itself.
 *
 * The facts are written as rows of values, made into objects when the module runs: written as
 * objects, every row of the first paint's JavaScript would repeat the same six keys. The calls of
 * the lazy domains go to tables of their own (src/api/<domain>CallTable.ts), loaded with the
 * pages that make them.
 */
/**
 * The domains whose calls only lazily loaded pages make: they get a table of their own
 * (src/api/<domain>CallTable.ts), so that the first paint does not carry their rows.
 */
export const LAZY_DOMAINS = [
  'cashier',
  'wallet',
  'lottery',
  'records',
  'agent',
  'promos',
  'missions',
  'activities',
  'points',
  'profile',
  'responsible',
  'live',
  'catalogue',
  'content',
  'chat',
  'social',
  'addresses',
  'member',
  'feedback',
] as const;
type LazyDomain = (typeof LAZY_DOMAINS)[number] & keyof LazyCallTables;

/**
 * Per lazy domain, its calls in the lazy table: all the cashier's, the lottery's and the member
 * centre's records'; the rebate's, invite friends' and the red envelopes' of the promos; the wallet's
 * but the balance, which the header shows at first paint (src/api/callTable.types.ts says the
 * same to the types).
 */
export const LAZY_CALLS: { [D in LazyDomain]: readonly (keyof LazyCallTables[D])[] } = {
  cashier: Object.keys(callDomains.cashier) as (keyof LazyCallTables['cashier'])[],
  wallet: ['merchantWallet', 'walletTransfer'],
  lottery: [
    'vnGameMenu',
    'vnRecentGames',
    'vnOpenedNumbers',
    'lottoOpenedNumbers',
    'lotteryLaunch',
  ],
  records: Object.keys(callDomains.records) as (keyof LazyCallTables['records'])[],
  agent: Object.keys(callDomains.agent) as (keyof LazyCallTables['agent'])[],
  promos: [
    'rebateInfo',
    'rebateClaim',
    'referralInfo',
    'referralClaim',
    'redEnvelopes',
    'redEnvelopeGrab',
  ],
  missions: Object.keys(callDomains.missions) as (keyof LazyCallTables['missions'])[],
  activities: Object.keys(callDomains.activities) as (keyof LazyCallTables['activities'])[],
  points: Object.keys(callDomains.points) as (keyof LazyCallTables['points'])[],
  profile: Object.keys(callDomains.profile) as (keyof LazyCallTables['profile'])[],
  responsible: Object.keys(callDomains.responsible) as (keyof LazyCallTables['responsible'])[],
  live: ['liveModels', 'liveChatLaunch', 'liveEvents'],
  catalogue: ['pvpRooms', 'gameSearch'],
  content: ['popular', 'articles', 'article'],
  chat: Object.keys(callDomains.chat) as (keyof LazyCallTables['chat'])[],
  social: Object.keys(callDomains.social) as (keyof LazyCallTables['social'])[],
  addresses: Object.keys(callDomains.addresses) as (keyof LazyCallTables['addresses'])[],
  member: [
    'register',
    'registerMobile',
    'changePassword',
    'passwordEmail',
    'passwordReset',
    'passwordVerification',
    'smsRegister',
    'affiliate',
  ],
  feedback: ['feedback'],
};

const lazyDefs = (domain: LazyDomain): CallDef[] =>
  LAZY_CALLS[domain].map((id) => (callDomains[domain] as Record<string, CallDef>)[id]!);

const lazyIds = new Set<string>(LAZY_DOMAINS.flatMap((d) => lazyDefs(d).map((c) => c.id)));

/** The module of one lazy domain's calls, exported as `<domain>Calls`. */
export function lazyCallTableSource(domain: LazyDomain): string {
  return tableSource(lazyDefs(domain), `${domain}Calls`, `LazyCallTables['${domain}']`);
}

export function callTableSource(): string {
  return `${tableSource(
    allCalls.filter((c) => !lazyIds.has(c.id)),
    'calls',
    'FirstPaintCalls',
  )}
/** The header that carries the merchant code. */
export const MERCHANT_HEADER = ${JSON.stringify(MERCHANT_HEADER)};
/** The headers every call carries besides: the gateway version. */
export const GATEWAY_HEADERS = ${JSON.stringify({ [GATEWAY_VERSION_HEADER]: GATEWAY_VERSION })};
`;
}

function tableSource(defs: readonly CallDef[], name: string, type: string): string {
  const rows = defs.map((c) => [
    c.id,
    c.method,
    c.path,
    (c.token ? 1 : 0) + (c.enc ? 2 : 0) + (c.optionalToken ? 4 : 0),
    c.bodyEncoding ?? null,
    c.maxAge ?? null,
  ]);
  return `// Generated at build time from @portal/contract (scripts/callTable.ts).
import type { FirstPaintCalls, LazyCallTables } from './callTable.types';

type Row = [string, string, string, number, string | null, number | null];

// id, method, path, flags (1: token, 2: enc, 4: optional token), body encoding, max age.
const rows: Row[] = ${JSON.stringify(rows)};

const table = Object.fromEntries(
  rows.map(([id, method, path, flags, bodyEncoding, maxAge]) => [
    id,
    {
      id,
      method,
      path,
      token: (flags & 1) === 1,
      enc: (flags & 2) === 2,
      optionalToken: (flags & 4) === 4,
      ...(bodyEncoding === null ? {} : { bodyEncoding }),
      ...(maxAge === null ? {} : { maxAge }),
    },
  ]),
);

/** The contract's calls, as far as a request needs them (no schemas at run time). */
export const ${name} = table as unknown as ${type};
`;
}
