// Contract-typed answers for the stories: what the server would answer, written once and checked
// against the contract's schemas (fixtures.test.ts), so a story can never show a shape the real
// server does not send. Artwork is drawn here as data URLs: a story has no server to ask.
import {
  BUNDLED_INTERFACE_LANGUAGES,
  DEFAULT_PASSWORD_RULE,
  PLATFORM_LANGUAGES,
  sealText,
  type CallValue,
  type calls,
  type GameType,
} from '@portal/contract';

type V<K extends keyof typeof calls> = CallValue<(typeof calls)[K]>;

const HUES = [12, 200, 140, 280, 40, 330, 170, 250];

/** A tile picture: a gradient and the initials, as the server's artwork looks. */
export function tileArt(label: string, seed: number): string {
  const hue = HUES[seed % HUES.length]!;
  const initials = label
    .split(/\s+/u)
    .map((w) => w[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,45%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},70%,30%)"/></linearGradient></defs><rect width="200" height="200" fill="url(#g)"/><text x="100" y="120" font-family="DejaVu Sans, sans-serif" font-size="64" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const VENDORS: readonly [GameType, string, string][] = [
  ['RNG', 'PG', 'PG Soft'],
  ['RNG', 'JDB', 'JDB'],
  ['LIVE', 'AG', 'Asia Gaming'],
  ['SPORTS', 'SBT', 'SBTech'],
  ['FISH', 'CQ9', 'CQ9'],
  ['ESPORTS', 'IMES', 'IM eSports'],
  ['PVP', 'KY', 'Kaiyuan'],
  ['LOTT', 'TCG', 'TCG Lottery'],
];

const NAMES = [
  'Fortuna Dorada',
  'Dragón de Oro',
  'Ruleta Real',
  'Tesoro Maya',
  'Pirata Rojo',
  'Mina de Oro',
];

export function vendorLanes(): V<'gameVendors'>['lanes'] {
  return VENDORS.map(([gameType, vassalage, displayName], i) => ({
    gameType,
    vassalage,
    displayName,
    gameCount: 12 + i,
    logo: tileArt(vassalage, i),
  }));
}

export function gameMenus(): V<'gameMenus'> {
  const lanes = vendorLanes();
  const types = [...new Set(lanes.map((l) => l.gameType))];
  return {
    menus: types.map((gameType) => ({
      gameType,
      vendors: lanes.filter((l) => l.gameType === gameType),
    })),
  };
}

export function games(
  gameType: GameType,
  vassalage: string,
  count: number,
  from = 0,
): V<'gameList'>['games'] {
  return Array.from({ length: count }, (_, k) => {
    const i = from + k;
    const displayName = `${NAMES[i % NAMES.length]} ${i + 1}`;
    return {
      gameId: 1000 + i,
      nodeId: 100_000 + i + vassalage.length * 1000,
      vassalage,
      gameType,
      gameCode: `${vassalage}-${String(i + 1).padStart(3, '0')}`,
      displayName,
      icon: tileArt(displayName, i),
      isGame: 'GAME' as const,
      gameClassify: null,
    };
  });
}

export function gamePage(
  gameType: GameType,
  vassalage: string | undefined,
  pageNo: number,
  pageSize: number,
): V<'gameList'> {
  const total = 30;
  const start = (pageNo - 1) * pageSize;
  return {
    games: games(
      gameType,
      vassalage ?? 'PG',
      Math.max(0, Math.min(pageSize, total - start)),
      start,
    ),
    pageNo,
    pageSize,
    total,
    totalPages: Math.ceil(total / pageSize),
  };
}

/**
 * The game search's answer (gameSearch): the 30 games of gamePage whose name holds the keyword,
 * whatever its accents and case, in the order asked, as the server answers it.
 */
export function searchPage(
  keyword: string,
  sort: string,
  pageNo: number,
  pageSize: number,
): V<'gameSearch'> {
  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const all = games('RNG', 'PG', 30).filter((g) => fold(g.displayName).includes(fold(keyword)));
  if (sort === 'name') all.sort((a, b) => fold(a.displayName).localeCompare(fold(b.displayName)));
  if (sort === 'new') all.reverse();
  const start = (pageNo - 1) * pageSize;
  return {
    games: all.slice(start, start + pageSize),
    pageNo,
    pageSize,
    total: all.length,
    totalPages: Math.ceil(all.length / pageSize),
  };
}

export const RANKED_AT = '2026-01-15T12:00:00.000Z';

export function hotGames(): V<'hotGames'> {
  return { games: games('RNG', 'PG', 12), rankedAt: RANKED_AT };
}

/** The home's popular games: the hot list's, as a fresh catalogue fills it (no rounds yet). */
export function popularGames(): V<'popular'> {
  return { games: hotGames().games.map((g) => ({ ...g, rounds: 0, players: 0 })) };
}

export function winners(): V<'winnerBoard'> {
  const rows: [string, number][] = [
    ['ju****88', 18250.5],
    ['ma****_g', 9600],
    ['lu****21', 7420.25],
    ['pe****24', 3300],
    ['an****01', 2100.75],
  ];
  return {
    winners: rows.map(([customerName, winAmount], i) => ({
      customerName,
      winAmount,
      gameName: NAMES[i]!,
      nodeId: 100_000 + i,
      vassalage: 'PG',
      gameType: 'RNG' as const,
      gameCode: `PG-${String(i + 1).padStart(3, '0')}`,
      wonAt: RANKED_AT,
    })),
  };
}

export function notices(): V<'notices'> {
  const titles = [
    'Mantenimiento programado el martes de 02:00 a 04:00',
    'Nuevo juego: Fortuna Dorada',
  ];
  return {
    notices: titles.map((title, i) => ({
      id: i + 1,
      title,
      content: `<p>${title}</p>`,
      promotionType: 'PL' as const,
      execution: 'B' as const,
      language: 'es',
      publishedAt: RANKED_AT,
    })),
    pageNo: 1,
    pageSize: 50,
    total: titles.length,
    totalPages: 1,
  };
}

export type Account = 'member' | 'vip' | 'trial' | 'agent';

export function memberInfo(account: Account): V<'memberInfo'> {
  const base = {
    id: 3,
    account: 'demo01',
    nickname: 'Demo',
    type: 0,
    isAgent: false,
    isTrial: false,
    hasVip: false,
    vipLabelName: null,
    vipRankLevel: 0,
    balance: 12850.75,
    currencySymbol: '$',
    mobileNum: '5512345678',
    email: 'demo01@example.com',
    upline: null,
    affiliateCode: null,
    firstTimeLogin: false,
    passwordExpired: false,
  };
  if (account === 'vip')
    return {
      ...base,
      id: 4,
      account: 'vip01',
      nickname: 'Vip',
      hasVip: true,
      vipLabelName: 'VIP 3',
      vipRankLevel: 3,
    };
  if (account === 'trial')
    return {
      ...base,
      id: 9,
      account: 'trial_7f3a',
      nickname: '',
      type: 4,
      isTrial: true,
      balance: 2000,
      mobileNum: null,
      email: null,
    };
  if (account === 'agent')
    return {
      ...base,
      id: 1,
      account: 'agent01',
      nickname: 'Agente Uno',
      type: 1,
      isAgent: true,
      affiliateCode: 'AGENT01',
    };
  return base;
}

export async function systemInfo(status: 0 | 1 | 2 = 0): Promise<V<'systemInfo'>> {
  const key = 'iTt0GV24tfAPuwoXF7ngQix0Wk1U9DkrpvTgxljBTT0';
  return {
    systemStatus: status,
    location: { ip: '203.0.113.7' },
    maintenance: status === 1,
    regionRestriction: status === 2,
    customerService: [
      { csType: 'LIVECHAT', path: await sealText(key, 'https://chat.example.com/portal') },
    ],
    customerServiceKey: key,
    domainRoute: [{ name: 'Línea 1', domain: 'portal.example.com' }],
    mainDomain: 'portal.example.com',
    domains: [],
    resources: {
      APP_IOS: { url: 'https://portal.example.com/app/ios', labelNameEn: 'iOS app' },
      APP_ANDROID: {
        url: 'https://portal.example.com/app/android.apk',
        labelNameEn: 'Android app',
      },
    },
    whitelabel: [
      'COMM3',
      'REG3',
      'USERNAMEREG3',
      'MOBILENUMREG3',
      'MOBILENUMPASSREG3',
      'FREEPLAY3',
      'MOBILEVERCODELOGIN3',
      'GAMELOFAV3',
      'GAMELOREC3',
      'GAMELOHOT3',
      'AFFMAN3',
      'FUNDTRANS3',
      'INBOX3',
      'REWCEN3',
    ],
    register: {
      username: {
        enabled: true,
        required: true,
        acceptedPattern: '',
        patternId: 1,
        minLength: 6,
        maxLength: 16,
      },
      password: DEFAULT_PASSWORD_RULE,
    },
    analytics: { gtagId: null },
    imageCDNs: [],
    launchGameCDNs: [],
    currencySymbol: '$',
    languages: [...PLATFORM_LANGUAGES],
    // The app's own languages: the operator of the stories added none.
    interfaceLanguages: [...BUNDLED_INTERFACE_LANGUAGES],
    encryption: {
      kid: 'story-key',
      alg: 'RSA-OAEP-256+A256GCM',
      // A real public key (its private one thrown away): a story that sends an enc call (a
      // withdrawal) seals it as the app does, and the fixtures answer without reading it.
      jwk: {
        kty: 'RSA',
        n: 'pM4AdVBvIuButfJSn0v3tvATJA3IwdSuof_8FgRkZzPFCofvQdCY650DFxK4NR63kOhTJ6M7nsSrUEon9WF48TmNlSvAy6caUiubLjV6oV6x4ykZCHO4iO_rYgPJkRafvDGQdSxvomVvXALheUqSKXvxr6Z7FukU9NqTZ4HlvjlKa1aBAztiyHufsY6Kh7wfIn8Nn7qX09oCFmkoP9AS78k3OSz0QoZGKjYKRwBXb-8vRZGRb-CluPQvfdLY29wjGSZuo9eJXJ6T2S486gIXlKKCCyLzY7Wpv33x4VER1n5oRFIp_rrt-2PK1WMtbTvcNMa6i7ym9pdclF0qfdwHzQ',
        e: 'AQAB',
      },
    },
  };
}

export function helpCenter(): V<'helpCenter'> {
  return {
    lang: 'es',
    topics: [
      { id: 'term', title: 'Términos y condiciones', content: '<p>Debe tener 18 años o más.</p>' },
      { id: 'privacy', title: 'Privacidad', content: '<p>Sus datos se tratan con cuidado.</p>' },
    ],
  };
}

/** The member's unread messages, half of the header's unclaimed count (spec 2.4). */
export function unreadMessages(account: Account): V<'unreadMessage'> {
  // A trial account has no messages (spec 6); the app does not even ask.
  return { unreadMessage: account === 'trial' ? 0 : 2 };
}

/** The member's messages (the member centre's messageV2): two unread of three, newest first. */
export function messageList(account: Account): V<'messageList'> {
  const messages: V<'messageList'>['messages'] =
    account === 'trial'
      ? []
      : [
          {
            id: 3,
            title: 'Su retiro fue aprobado',
            content: 'El retiro de $ 250,00 llegará a su cuenta en 24 horas.\nGracias por jugar.',
            sentAt: '2026-11-23T18:40:00.000Z',
            readAt: null,
          },
          {
            id: 2,
            title: 'Nuevo bono de bienvenida',
            content: 'Reclámelo en el centro de recompensas.',
            sentAt: '2026-11-21T09:15:00.000Z',
            readAt: null,
          },
          {
            id: 1,
            title: 'Bienvenido a la plataforma',
            content: 'Su cuenta está lista.',
            sentAt: '2026-11-20T12:00:00.000Z',
            readAt: '2026-11-20T12:05:00.000Z',
          },
        ];
  return {
    messages,
    unreadMessage: messages.filter((m) => m.readAt === null).length,
    pageNo: 1,
    pageSize: 10,
    total: messages.length,
    totalPages: messages.length ? 1 : 0,
  };
}

/** The member's betting record (personalHistoryCopy): three rounds of the week. */
export function betRecords(account: Account, from: string, to: string): V<'betRecords'> {
  const records: V<'betRecords'>['records'] =
    account === 'trial'
      ? []
      : [
          {
            id: 3,
            game: 'Fortuna Dorada 1',
            vassalage: 'PG',
            gameType: 'RNG',
            stake: 5,
            win: 12.5,
            profit: 7.5,
            placedAt: '2026-11-23T20:15:00.000Z',
          },
          {
            id: 2,
            game: 'Fortuna Dorada 1',
            vassalage: 'PG',
            gameType: 'RNG',
            stake: 5,
            win: 0,
            profit: -5,
            placedAt: '2026-11-23T20:14:00.000Z',
          },
          {
            id: 1,
            game: 'Pesca Real 2',
            vassalage: 'JDB',
            gameType: 'FISH',
            stake: 2,
            win: 2,
            profit: 0,
            placedAt: '2026-11-22T18:02:00.000Z',
          },
        ];
  const stake = records.reduce((n, r) => n + r.stake, 0);
  const win = records.reduce((n, r) => n + r.win, 0);
  return {
    records,
    totals: { stake, win, profit: win - stake },
    pageNo: 1,
    pageSize: 10,
    total: records.length,
    totalPages: records.length ? 1 : 0,
    from,
    to,
  };
}

/** The member's account record (transactionHistory): the movements behind those rounds. */
export function transactions(account: Account, from: string, to: string): V<'transactions'> {
  const records: V<'transactions'>['records'] =
    account === 'trial'
      ? []
      : [
          {
            id: 5,
            kind: 'round',
            amount: 7.5,
            balance: 12850.75,
            createdAt: '2026-11-23T20:15:00.000Z',
          },
          {
            id: 4,
            kind: 'round',
            amount: -5,
            balance: 12843.25,
            createdAt: '2026-11-23T20:14:00.000Z',
          },
          {
            id: 3,
            kind: 'promo-claim',
            amount: 100,
            balance: 12848.25,
            createdAt: '2026-11-23T09:00:00.000Z',
          },
          {
            id: 2,
            kind: 'funding',
            amount: 500,
            balance: 12748.25,
            createdAt: '2026-11-22T18:00:00.000Z',
          },
        ];
  return {
    records,
    pageNo: 1,
    pageSize: 10,
    total: records.length,
    totalPages: records.length ? 1 : 0,
    from,
    to,
  };
}

/** The promotions the member may claim now, and the referral flag (spec 2.4, 2.5). */
export function availablePromo(account: Account): V<'availablePromo'> {
  if (account === 'trial')
    return { availablePromoCount: 0, availablePromo: { REFERRAL: { enabled: false } }, promos: [] };
  const promos: V<'availablePromo'>['promos'] = [
    {
      promotionId: 1,
      promoType: 'NEW',
      title: 'Bono de bienvenida',
      claimAmount: 100,
      endsAt: null,
      language: 'es',
    },
  ];
  return {
    availablePromoCount: promos.length,
    availablePromo: { REFERRAL: { enabled: true } },
    promos,
  };
}

/**
 * A proof-of-work challenge as the server sends it: fixed, so that it pictures the same on every
 * machine (its signature is made up; a story does not log in with it).
 */
export function captchaChallenge(): V<'captcha'> {
  return {
    parameters: {
      algorithm: 'PBKDF2/SHA-256',
      nonce: '6f1c2a9e4b7d3c8a5e0f1b2c3d4e5f60',
      salt: '9a8b7c6d5e4f30211203040506070809',
      cost: 1,
      keyLength: 32,
      keyPrefix: '0',
      expiresAt: 4102444800,
    },
    signature: '0'.repeat(64),
  };
}

/** What a code sent by SMS answers: how long the code holds. */
export function smsSent(): V<'smsNoLogin'> {
  return { expiredMinutes: 5 };
}

/**
 * An operator that asks for more at registration (spec 3 register rules): the mobile number and
 * an invitation code besides the username and password, and the captcha.
 */
export function registerRulesWithMobile(): V<'systemInfo'>['register'] {
  return {
    username: {
      enabled: true,
      required: true,
      acceptedPattern: '',
      patternId: 1,
      minLength: 6,
      maxLength: 16,
    },
    password: DEFAULT_PASSWORD_RULE,
    mobileNum: {
      enabled: true,
      required: true,
      acceptedPattern: '',
      patternId: 6,
      minLength: 10,
      maxLength: 10,
    },
    affiliateCode: { enabled: true, required: false, patternId: 4, minLength: 4, maxLength: 16 },
    captcha: { enabled: true, required: true, patternId: 0, minLength: 4, maxLength: 4 },
  };
}

/** The operator's deposit channels, as the demo seeds them (in Spanish). */
export function depositChannels(): V<'depositChannels'> {
  return {
    currencySymbol: '$',
    channels: [
      {
        code: 'demo-bank',
        kind: 'bank',
        name: 'Transferencia bancaria (demo)',
        instructions:
          'Pulse «Pagar ahora»: el proveedor de demostración confirma el pago al momento.',
        min: 10,
        max: 50000,
        fee: 0,
      },
      {
        code: 'demo-wallet',
        kind: 'ewallet',
        name: 'Monedero electrónico (demo)',
        instructions: 'Pague desde su monedero en la página del proveedor de demostración.',
        min: 5,
        max: 5000,
        fee: 1,
      },
      {
        code: 'usdt-trc20',
        kind: 'crypto',
        name: 'USDT (TRC-20)',
        instructions:
          'Envíe el importe a TQ5demoAddressOnlyForTheDemo0000 con la referencia; el operador lo confirma.',
        min: 20,
        max: 100000,
        fee: 0,
      },
    ],
  };
}

/** A deposit just started on the demo e-wallet: pending, with the provider's page to pay on. */
export function depositCreated(): V<'depositCreate'> {
  return {
    reference: 'D27Q6PR3PYX',
    channel: 'demo-wallet',
    channelName: 'Monedero electrónico (demo)',
    amount: 100,
    fee: 1,
    credited: 99,
    status: 'pending',
    reason: null,
    createdAt: '2026-11-24T10:25:00.000Z',
    decidedAt: null,
    payUrl: '/demo/pay/D27Q6PR3PYX?lang=es',
  };
}

/** The member's deposits: one pending, one credited, one rejected; none for a trial account. */
export function depositList(account: Account): V<'depositList'> {
  const list: V<'depositList'>['list'] =
    account === 'trial'
      ? []
      : [
          depositCreated(),
          {
            reference: 'D8KM2ZQ7T4A',
            channel: 'demo-bank',
            channelName: 'Transferencia bancaria (demo)',
            amount: 500,
            fee: 0,
            credited: 500,
            status: 'credited',
            reason: null,
            createdAt: '2026-11-22T17:58:00.000Z',
            decidedAt: '2026-11-22T18:00:00.000Z',
            payUrl: null,
          },
          {
            reference: 'DX3PL9V6N2C',
            channel: 'usdt-trc20',
            channelName: 'USDT (TRC-20)',
            amount: 250,
            fee: 0,
            credited: 250,
            status: 'rejected',
            reason: 'No se recibió la transferencia',
            createdAt: '2026-11-20T09:10:00.000Z',
            decidedAt: '2026-11-21T12:00:00.000Z',
            payUrl: null,
          },
        ];
  return { list, pageNo: 1, pageSize: 10, total: list.length, totalPages: list.length ? 1 : 0 };
}

/** The member's receiving accounts: a bank account and a USDT wallet. */
export function receivingAccounts(): V<'withdrawInfo'>['accounts'] {
  return [
    { id: 1, kind: 'bank', name: 'Banco Demo', holder: 'Ana Pérez', masked: '•••• 4821' },
    { id: 2, kind: 'wallet', name: 'TRC-20', holder: 'Ana Pérez', masked: '•••• 9XzQ' },
  ];
}

/**
 * What a withdrawal needs, as the demo's operator sets it: the password set (or not yet, or
 * locked after too many wrong ones), two saved accounts, the member's balance. (A trial account
 * is refused: see network.ts.)
 */
export function withdrawInfo(
  account: Account,
  state: 'ready' | 'no-password' | 'locked' = 'ready',
): V<'withdrawInfo'> {
  const info = memberInfo(account);
  return {
    hasPassword: state !== 'no-password',
    lockedUntil: state === 'locked' ? '2026-11-24T11:00:00.000Z' : null,
    min: 50,
    max: 50000,
    fee: 2,
    maxAccounts: 3,
    accounts: state === 'no-password' ? [] : receivingAccounts(),
    balance: info.balance,
    currencySymbol: info.currencySymbol,
  };
}

/** A withdrawal just asked for to the bank account: held. */
export function withdrawalCreated(): V<'withdrawCreate'> {
  return {
    reference: 'WQ7M3KP9T2XA',
    amount: 100,
    fee: 2,
    status: 'held',
    reason: null,
    account: receivingAccounts()[0]!,
    createdAt: '2026-11-24T10:25:00.000Z',
    received: 0,
    remainder: 100,
    confirmBy: null,
    history: [step('held', '2026-11-24T10:25:00.000Z')],
  };
}

type Step = V<'withdrawList'>['list'][number]['history'][number];

/** A step of a withdrawal: by the member unless said, without money unless given. */
const step = (
  status: Step['status'],
  at: string,
  more: Partial<Omit<Step, 'status' | 'at'>> = {},
): Step => ({ status, at, note: null, by: 'member', amount: null, remainder: null, ...more });

/** The member's withdrawals: one held, one paid, one rejected; none for a trial account. */
export function withdrawList(account: Account): V<'withdrawList'> {
  const [bank, wallet] = receivingAccounts();
  const list: V<'withdrawList'>['list'] =
    account === 'trial'
      ? []
      : [
          withdrawalCreated(),
          {
            reference: 'W8HN4RZ6C3LD',
            amount: 250,
            fee: 2,
            status: 'paid',
            reason: null,
            account: wallet!,
            createdAt: '2026-11-22T17:58:00.000Z',
            received: 0,
            remainder: 250,
            // A day after the payout, unless the member answers before.
            confirmBy: '2026-11-23T19:30:00.000Z',
            history: [
              step('held', '2026-11-22T17:58:00.000Z'),
              step('paid', '2026-11-22T19:30:00.000Z', { by: 'operator', remainder: 250 }),
            ],
          },
          {
            reference: 'WX2PL9V6N5CE',
            amount: 1000,
            fee: 2,
            status: 'rejected',
            reason: 'El titular no coincide con la cuenta',
            account: bank!,
            createdAt: '2026-11-20T09:10:00.000Z',
            received: 0,
            remainder: 1000,
            confirmBy: null,
            history: [
              step('held', '2026-11-20T09:10:00.000Z'),
              step('rejected', '2026-11-21T12:00:00.000Z', {
                by: 'operator',
                note: 'El titular no coincide con la cuenta',
              }),
            ],
          },
        ];
  return { list, pageNo: 1, pageSize: 10, total: list.length, totalPages: list.length ? 1 : 0 };
}

/**
 * Withdrawals after their payout (spec 4.11): one partly received and still open, one disputed
 * with its proof, one refunded by the operator, one that counted as received when its time ran
 * out.
 */
export function withdrawalsAfterPayout(): V<'withdrawList'> {
  const [bank, wallet] = receivingAccounts();
  const paid = (at: string, remainder: number) => step('paid', at, { by: 'operator', remainder });
  const list: V<'withdrawList'>['list'] = [
    {
      reference: 'WK4T8P2M6RQA',
      amount: 500,
      fee: 2,
      status: 'partial',
      reason: null,
      account: bank!,
      createdAt: '2026-11-24T08:05:00.000Z',
      received: 300,
      remainder: 200,
      confirmBy: '2026-11-25T09:00:00.000Z',
      history: [
        step('held', '2026-11-24T08:05:00.000Z'),
        paid('2026-11-24T09:00:00.000Z', 500),
        step('partial', '2026-11-24T10:40:00.000Z', { amount: 300, remainder: 200 }),
      ],
    },
    {
      reference: 'WD7N3X9L2VBE',
      amount: 150,
      fee: 2,
      status: 'disputed',
      reason: null,
      account: wallet!,
      createdAt: '2026-11-23T15:20:00.000Z',
      received: 0,
      remainder: 150,
      confirmBy: null,
      history: [
        step('held', '2026-11-23T15:20:00.000Z'),
        paid('2026-11-23T16:00:00.000Z', 150),
        step('disputed', '2026-11-23T21:15:00.000Z', {
          note: 'No ha llegado nada a mi cuenta',
          remainder: 150,
        }),
      ],
    },
    {
      reference: 'WR2C6H8J4MZF',
      amount: 400,
      fee: 2,
      status: 'refunded',
      reason: null,
      account: bank!,
      createdAt: '2026-11-21T11:00:00.000Z',
      received: 100,
      remainder: 300,
      confirmBy: null,
      history: [
        step('held', '2026-11-21T11:00:00.000Z'),
        paid('2026-11-21T12:30:00.000Z', 400),
        step('partial', '2026-11-21T14:00:00.000Z', { amount: 100, remainder: 300 }),
        step('disputed', '2026-11-21T14:05:00.000Z', { remainder: 300 }),
        step('refunded', '2026-11-22T10:00:00.000Z', {
          by: 'operator',
          amount: 300,
          remainder: 300,
          note: 'El banco devolvió la transferencia',
        }),
      ],
    },
    {
      reference: 'WA9F5S3U7YCG',
      amount: 120,
      fee: 2,
      status: 'auto-received',
      reason: null,
      account: wallet!,
      createdAt: '2026-11-19T18:45:00.000Z',
      received: 120,
      remainder: 0,
      confirmBy: null,
      history: [
        step('held', '2026-11-19T18:45:00.000Z'),
        paid('2026-11-19T20:00:00.000Z', 120),
        step('auto-received', '2026-11-20T20:00:00.000Z', {
          by: 'system',
          amount: 120,
          remainder: 0,
        }),
      ],
    },
  ];
  return { list, pageNo: 1, pageSize: 10, total: list.length, totalPages: 1 };
}

/**
 * The member's wallets: with transfer wallets the main one (the member's balance) and the demo
 * vendor's; with a single wallet the main one alone, nothing to transfer.
 */
export function merchantWallet(
  account: Account,
  mode: 'transfer' | 'single' = 'transfer',
): V<'merchantWallet'> {
  const balance = memberInfo(account).balance;
  return mode === 'single'
    ? { isSingle: true, wallets: [{ code: 'MAIN', balance, transferable: false }] }
    : {
        isSingle: false,
        wallets: [
          { code: 'MAIN', balance, transferable: true },
          { code: 'DEMO', balance: 320.5, transferable: true },
        ],
      };
}

/** A move of 100 from the main wallet to the demo vendor's, and the wallets after it. */
export function walletTransferred(account: Account): V<'walletTransfer'> {
  const [main, demo] = merchantWallet(account).wallets;
  return {
    reference_no: '5f0c2a9e8b7d4c31a6e2f9b8d7c6a5e4',
    from: 'MAIN',
    to: 'DEMO',
    amount: 100,
    wallets: [
      { ...main!, balance: main!.balance - 100 },
      { ...demo!, balance: demo!.balance + 100 },
    ],
  };
}
