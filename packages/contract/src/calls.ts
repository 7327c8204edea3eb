import { Type, type TSchema } from 'typebox';
import { call, type CallDef } from './call';
import { contentCalls } from './content';
import { lotteryCalls } from './lottery';
import { messageCalls } from './messages';
import { promoCalls } from './promos';
import { recordCalls } from './records';
import { walletCalls } from './wallet';
import {
  FavouriteAddBody,
  FavouriteChangeValue,
  FavouriteIdsValue,
  FavouriteListQuery,
  FavouriteRemoveQuery,
  GameListQuery,
  GameMenusValue,
  GamePageValue,
  GameVendorQuery,
  GameVendorValue,
  HOT_GAMES_LIMIT,
  HOT_GAMES_MAX_AGE,
  HotGamesQuery,
  HotGamesValue,
  RECENT_GAMES_DEFAULT_LIMIT,
  RECENT_GAMES_MAX_LIMIT,
  RecentGamesQuery,
  RecentGamesValue,
} from './games';
import { RESET_TOKEN_RULE } from './resetToken';
import { RegistrationRulesSchema } from './rules';
import {
  FEEDBACK_IMAGE_TYPES,
  FEEDBACK_MAX_CONTENT,
  FEEDBACK_MAX_IMAGE_BYTES,
  FEEDBACK_MAX_IMAGES,
} from './uploads';

const Str = (max: number, min = 0) => Type.String({ minLength: min, maxLength: max });
const opt = <T extends TSchema>(schema: T) => Type.Optional(schema);
const closed = { additionalProperties: false } as const;

/** Account types: 0 member, 1/2/41/42 agents, 4 trial (spec 9). */
export const AGENT_TYPES = [1, 2, 41, 42] as const;
export const TRIAL_TYPE = 4;
export const MEMBER_TYPE = 0;
export const isAgentType = (type: number): boolean =>
  (AGENT_TYPES as readonly number[]).includes(type);

/** A captcha answer travels with the key its image was asked for with. */
const CaptchaFields = {
  captcha: opt(Str(16)),
  captchaKey: opt(Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' })),
};

export const LoginBody = Type.Object(
  {
    username: Str(100, 1),
    password: Str(255, 1),
    type: Type.Union([Type.Literal('username'), Type.Literal('sms')]),
    /** `agent` for the agent landing page: only agents may log in there. */
    area: opt(Type.Union([Type.Literal('member'), Type.Literal('agent')])),
    countryDialingCode: opt(Str(8)),
    ...CaptchaFields,
  },
  closed,
);

export const SessionValue = Type.Object(
  {
    token: Type.String(),
    firstTimeLogin: Type.Boolean(),
    passwordExpired: Type.Boolean(),
    customerId: Type.Integer(),
    account: Type.String(),
    nickname: Type.String(),
    type: Type.Integer(),
    isAgent: Type.Boolean(),
    isTrial: Type.Boolean(),
  },
  closed,
);

export const MemberInfoValue = Type.Object(
  {
    id: Type.Integer(),
    account: Type.String(),
    nickname: Type.String(),
    type: Type.Integer(),
    isAgent: Type.Boolean(),
    isTrial: Type.Boolean(),
    hasVip: Type.Boolean(),
    vipLabelName: Type.Union([Type.String(), Type.Null()]),
    vipRankLevel: Type.Integer(),
    balance: Type.Number(),
    currencySymbol: Type.String(),
    mobileNum: Type.Union([Type.String(), Type.Null()]),
    email: Type.Union([Type.String(), Type.Null()]),
    upline: Type.Union([Type.String(), Type.Null()]),
    affiliateCode: Type.Union([Type.String(), Type.Null()]),
    firstTimeLogin: Type.Boolean(),
    passwordExpired: Type.Boolean(),
  },
  closed,
);

/** The registration user of spec 3. Field rules decide which of them are required and how. */
export const RegisterBody = Type.Object(
  {
    username: opt(Str(100)),
    password: Str(255, 1),
    confirmPassword: Str(255, 1),
    payeeName: opt(Str(255)),
    email: opt(Str(255)),
    qqNum: opt(Str(255)),
    mobileNum: opt(Str(32)),
    recommenderId: opt(Str(255)),
    verificationCode: opt(Str(255)),
    affiliateCode: opt(Str(255)),
    paymentPassword: opt(Str(255)),
    line: opt(Str(255)),
    whatsapp: opt(Str(255)),
    facebook: opt(Str(255)),
    wechat: opt(Str(255)),
    telegram: opt(Str(255)),
    zalo: opt(Str(255)),
    idNumber: opt(Str(255)),
    birthday: opt(Str(32)),
    nickname: opt(Str(255)),
    referralCode: opt(Str(255)),
    domain: opt(Str(255)),
    countryDialingCode: opt(Str(8)),
    /** Ask for a session in the answer. */
    login: opt(Type.Boolean()),
    ...CaptchaFields,
  },
  closed,
);

export const RegisterValue = Type.Object(
  {
    customerId: Type.Integer(),
    account: Type.String(),
    /** Present when the request said `login: true`. */
    session: opt(SessionValue),
  },
  closed,
);

export const ChangePasswordBody = Type.Object(
  {
    oldPassword: Str(255, 1),
    newPassword: Str(255, 1),
    confirmNewPassword: Str(255, 1),
  },
  closed,
);

export const EmailResetBody = Type.Object(
  {
    username: Str(100, 1),
    email: Str(255, 1),
  },
  closed,
);

export const ResetWithTokenBody = Type.Object(
  {
    token: Type.String(RESET_TOKEN_RULE),
    newPassword: Str(255, 1),
  },
  closed,
);

export const PhoneResetBody = Type.Object(
  {
    mobileNum: Str(32, 1),
    countryDialingCode: opt(Str(8)),
    verificationCode: Str(255, 1),
    newPassword: Str(255, 1),
  },
  closed,
);

/**
 * The account whose password a phone reset changed: a number may belong to an account with
 * another username, and the client logs in with this one (spec 4.7).
 */
export const PhoneResetValue = Type.Object({ account: Type.String() }, closed);

export const SmsNoLoginBody = Type.Object(
  {
    mobileNum: Str(32, 1),
    countryDialingCode: opt(Str(8)),
    /** What the code is for: `login` (code login, the default) or `reset` (password by phone). */
    purpose: opt(Type.Union([Type.Literal('login'), Type.Literal('reset')])),
  },
  closed,
);

export const SmsRegisterBody = Type.Object(
  {
    mobileNo: Str(32, 1),
    countryDialingCode: opt(Str(8)),
    regType: opt(Type.Union([Type.Literal('username'), Type.Literal('mobile')])),
  },
  closed,
);

export const SmsValue = Type.Object({ expiredMinutes: Type.Integer() }, closed);

export const FreeplayBody = Type.Object(
  {
    os: opt(Str(32)),
    platform: opt(Str(8)),
  },
  closed,
);

export const CaptchaQuery = Type.Object(
  { key: Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }) },
  closed,
);

export const AffiliateQuery = Type.Object(
  {
    code: Str(64, 1),
    domain: opt(Str(255)),
  },
  closed,
);

export const SystemStatusValue = Type.Object(
  {
    /** 0 normal, 1 maintenance, 2 region restricted; maintenance wins when both apply. */
    systemStatus: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]),
    ip: Type.String(),
    maintenance: Type.Boolean(),
    regionRestriction: Type.Boolean(),
  },
  closed,
);

export const WhitelabelValue = Type.Object(
  {
    /** Every module flag the operator switched on, e.g. `USERNAMEREG3`. */
    flags: Type.Array(Type.String()),
    currencySymbol: Type.String(),
  },
  closed,
);

export const MemberIconValue = Type.Object(
  {
    /**
     * The member's avatar as a path on the image CDN (`imageCDNs` of the system info), or null
     * when the member has none: the client shows its fallback picture then, as it does when the
     * image fails to load.
     */
    icon: Type.Union([Type.String(), Type.Null()]),
  },
  closed,
);

/** One domain the portal answers on; players may switch to another when one is blocked. */
export const DomainRoute = Type.Object({ name: Type.String(), domain: Type.String() }, closed);

export const DomainRouteValue = Type.Object(
  { mainDomain: Type.String(), routes: Type.Array(DomainRoute) },
  closed,
);

export const HelpCenterQuery = Type.Object(
  {
    /** A language code (`es`, `en`, `pt-BR` ...), any case; the operator's default when absent or not translated. */
    lang: opt(Type.String({ maxLength: 10, pattern: '^[A-Za-z]{2,3}(-[A-Za-z]{2,4})?$' })),
    device: opt(Type.Literal('WEB')),
    /** One topic only (`term` for the terms, as in `/help#term`). */
    topic: opt(Type.String({ maxLength: 32, pattern: '^[a-z][a-z0-9_-]*$' })),
  },
  closed,
);

export const HelpTopic = Type.Object(
  {
    id: Type.String(),
    title: Type.String(),
    /** Operator HTML (p, h3, ul, ol, li, strong, em, a): sanitise before rendering, as announcements are. */
    content: Type.String(),
  },
  closed,
);

export const HelpCenterValue = Type.Object(
  {
    /** The language the topics are in: the asked one, or the default when it has no translation. */
    lang: Type.String(),
    topics: Type.Array(HelpTopic),
  },
  closed,
);

export const Country = Type.Object(
  {
    /** ISO 3166-1 alpha-2. */
    countryCode: Type.String(),
    /** With the plus sign, e.g. `+52`. */
    countryDialingCode: Type.String(),
    name: Type.String(),
  },
  closed,
);

/** The operator's countries in its order; the first is the default of a phone field. */
export const CountriesValue = Type.Array(Country);

export const CustomerServiceEntry = Type.Object(
  {
    /** The channel: LIVECHAT, TELEGRAM, WHATSAPP, EMAIL ... */
    csType: Type.String(),
    /** The link, sealed with `customerServiceKey` (`openSealedText`); obfuscation, not secrecy. */
    path: Type.String(),
  },
  closed,
);

export const Resource = Type.Object({ url: Type.String(), labelNameEn: Type.String() }, closed);

/** The server's public key for encrypted bodies (`encryptBody`). */
export const EncryptionKeyValue = Type.Object(
  {
    kid: Type.String(),
    alg: Type.Literal('RSA-OAEP-256+A256GCM'),
    jwk: Type.Object({ kty: Type.Literal('RSA'), n: Type.String(), e: Type.String() }, closed),
  },
  closed,
);

const b64url = (max: number, min = 1) =>
  Type.String({ minLength: min, maxLength: max, pattern: '^[A-Za-z0-9_-]+$' });

/** The body of an enc call sent with `Encryption: 1` (contract README, "Encrypted bodies"). */
export const EncryptedBodySchema = Type.Object(
  { kid: b64url(64), key: b64url(1024), iv: b64url(16, 16), data: b64url(65536) },
  closed,
);

/** The permission/system info of spec 7.2: everything the client needs to start, in one answer. */
export const SystemInfoValue = Type.Object(
  {
    systemStatus: SystemStatusValue.properties.systemStatus,
    location: Type.Object({ ip: Type.String() }, closed),
    maintenance: Type.Boolean(),
    regionRestriction: Type.Boolean(),
    customerService: Type.Array(CustomerServiceEntry),
    /** The AES-256-GCM key (base64url) the customer-service paths are sealed with. */
    customerServiceKey: Type.String(),
    domainRoute: Type.Array(DomainRoute),
    mainDomain: Type.String(),
    /** Links keyed by resourceType (app downloads, logo ...). */
    resources: Type.Record(Type.String(), Resource),
    whitelabel: Type.Array(Type.String()),
    register: RegistrationRulesSchema,
    analytics: Type.Object({ gtagId: Type.Union([Type.String(), Type.Null()]) }, closed),
    /** The client picks one at random for images, and one for game launches. */
    imageCDNs: Type.Array(Type.String()),
    launchGameCDNs: Type.Array(Type.String()),
    currencySymbol: Type.String(),
    /** The key the bodies of `enc` calls are encrypted for. */
    encryption: EncryptionKeyValue,
  },
  closed,
);

const feedbackFields = {
  content: Type.String({ minLength: 1, maxLength: FEEDBACK_MAX_CONTENT }),
  /** How to reach the sender back, if they want an answer. */
  contact: opt(Str(100)),
};

/** The text fields of a feedback, validated once the multipart body is read. */
export const FeedbackFields = Type.Object(feedbackFields, closed);

/** The multipart body of a feedback: the fields, and up to three png or jpg files named `images`. */
export const FeedbackBody = Type.Object(
  {
    ...feedbackFields,
    images: opt(
      Type.Array(Type.String({ format: 'binary' }), {
        maxItems: FEEDBACK_MAX_IMAGES,
        description: 'png or jpg (checked by content), at most 5 MB each',
      }),
    ),
  },
  closed,
);

const Empty = Type.Null();

/** The calls of sessions, members, system information and the game catalogue. */
const coreCalls = {
  login: call({
    id: 'login',
    method: 'POST',
    path: '/wps/session/login',
    summary: 'Log in by username and password, or by mobile number and SMS code (type sms)',
    token: false,
    enc: true,
    body: LoginBody,
    query: undefined,
    value: SessionValue,
    errors: [
      'BAD_CREDENTIALS',
      'CAPTCHA_REQUIRED',
      'CAPTCHA_INVALID',
      'RATE_LIMITED',
      'NOT_MEMBER',
      'ONLY_AGENTS',
      'ACCOUNT_DISABLED',
      'FEATURE_DISABLED',
    ],
  }),
  freeplay: call({
    id: 'freeplay',
    method: 'POST',
    path: '/wps/session/login/freeplay',
    summary: 'Create a trial account (type 4) with a demo balance and log in to it',
    token: false,
    enc: false,
    body: FreeplayBody,
    query: undefined,
    value: SessionValue,
    errors: ['FEATURE_DISABLED', 'RATE_LIMITED'],
  }),
  logout: call({
    id: 'logout',
    method: 'DELETE',
    path: '/wps/session/logout',
    summary: 'End the session: its token is refused from now on, on every server',
    token: true,
    enc: false,
    body: undefined,
    query: undefined,
    value: Empty,
    errors: ['UNAUTHORIZED'],
  }),
  memberInfo: call({
    id: 'memberInfo',
    method: 'GET',
    path: '/wps/member/info',
    summary: 'The logged-in account',
    token: true,
    enc: false,
    body: undefined,
    query: undefined,
    value: MemberInfoValue,
    errors: ['UNAUTHORIZED'],
  }),
  memberIcon: call({
    id: 'memberIcon',
    method: 'GET',
    path: '/wps/member/info/icon',
    summary: "The logged-in member's avatar (a path on the image CDN), or null for the fallback",
    token: true,
    enc: false,
    body: undefined,
    query: undefined,
    value: MemberIconValue,
    errors: ['UNAUTHORIZED'],
  }),
  register: call({
    id: 'register',
    method: 'PUT',
    path: '/wps/member/register',
    summary: 'Register with a username; fields checked against the registration rules',
    token: false,
    enc: true,
    body: RegisterBody,
    query: undefined,
    value: RegisterValue,
    errors: [
      'USERNAME_TAKEN',
      'MOBILE_TAKEN',
      'PASSWORD_MISMATCH',
      'CAPTCHA_INVALID',
      'VERIFICATION_CODE_INVALID',
      'AFFILIATE_INVALID',
      'FEATURE_DISABLED',
      'RATE_LIMITED',
    ],
  }),
  registerMobile: call({
    id: 'registerMobile',
    method: 'PUT',
    path: '/wps/member/register/mobile',
    summary: 'Register with a mobile number, which becomes the username',
    token: false,
    enc: true,
    body: RegisterBody,
    query: undefined,
    value: RegisterValue,
    errors: [
      'USERNAME_TAKEN',
      'MOBILE_TAKEN',
      'PASSWORD_MISMATCH',
      'CAPTCHA_INVALID',
      'VERIFICATION_CODE_INVALID',
      'AFFILIATE_INVALID',
      'FEATURE_DISABLED',
      'RATE_LIMITED',
    ],
  }),
  changePassword: call({
    id: 'changePassword',
    method: 'POST',
    path: '/wps/member/password',
    summary: 'Change the password; needs the old one. Other sessions of the account end',
    token: true,
    enc: true,
    body: ChangePasswordBody,
    query: undefined,
    value: Empty,
    errors: ['UNAUTHORIZED', 'OLD_PASSWORD_WRONG', 'PASSWORD_MISMATCH', 'TRIAL_FORBIDDEN'],
  }),
  passwordEmail: call({
    id: 'passwordEmail',
    method: 'POST',
    path: '/wps/member/password/email',
    summary:
      'Send a reset link by e-mail (form-encoded). The answer is the same whether or not the account exists',
    token: false,
    enc: false,
    bodyEncoding: 'form',
    body: EmailResetBody,
    query: undefined,
    value: Empty,
    errors: ['RATE_LIMITED'],
  }),
  passwordReset: call({
    id: 'passwordReset',
    method: 'POST',
    path: '/wps/member/password/reset',
    summary:
      'Set a new password with the token of an e-mailed reset link. A link works once, until it expires; using it voids the other links of the account',
    token: false,
    enc: true,
    body: ResetWithTokenBody,
    query: undefined,
    value: Empty,
    errors: ['RESET_TOKEN_INVALID', 'RESET_TOKEN_EXPIRED', 'RESET_TOKEN_USED'],
  }),
  passwordVerification: call({
    id: 'passwordVerification',
    method: 'POST',
    path: '/wps/member/password/verification',
    summary:
      'Set a new password with an SMS code sent for purpose reset. The answer names the account (its username), to log in with',
    token: false,
    enc: true,
    body: PhoneResetBody,
    query: undefined,
    value: PhoneResetValue,
    errors: ['VERIFICATION_CODE_INVALID', 'FEATURE_DISABLED'],
  }),
  smsNoLogin: call({
    id: 'smsNoLogin',
    method: 'POST',
    path: '/wps/verification/sms/noLogin',
    summary:
      'Send an SMS code for code login or password reset. The answer is the same whether or not the number is registered',
    token: false,
    enc: false,
    body: SmsNoLoginBody,
    query: undefined,
    value: SmsValue,
    errors: ['RATE_LIMITED'],
  }),
  smsRegister: call({
    id: 'smsRegister',
    method: 'POST',
    path: '/wps/verification/sms/register',
    summary: 'Send an SMS code for registration',
    token: false,
    enc: false,
    body: SmsRegisterBody,
    query: undefined,
    value: SmsValue,
    errors: ['RATE_LIMITED', 'FEATURE_DISABLED'],
  }),
  captcha: call({
    id: 'captcha',
    method: 'GET',
    path: '/wps/captcha',
    summary:
      'A captcha image (value: a data URL of a base64 PNG) for the client-chosen key; the answer is sent back with that key',
    token: false,
    enc: false,
    body: undefined,
    query: CaptchaQuery,
    value: Type.String(),
    errors: ['RATE_LIMITED'],
  }),
  affiliate: call({
    id: 'affiliate',
    method: 'GET',
    path: '/wps/agent/affiliate',
    summary: 'Check an invitation (affiliate) code, and the domain it is used on',
    token: false,
    enc: false,
    body: undefined,
    query: AffiliateQuery,
    value: Type.Object({ code: Type.String(), agent: Type.String() }, closed),
    errors: ['AFFILIATE_INVALID'],
  }),
  systemStatus: call({
    id: 'systemStatus',
    method: 'GET',
    path: '/wps/system/status',
    summary: 'Normal (0), maintenance (1) or region restricted (2), with the visitor IP',
    token: false,
    enc: false,
    body: undefined,
    query: undefined,
    value: SystemStatusValue,
    errors: [],
  }),
  whitelabel: call({
    id: 'whitelabel',
    method: 'GET',
    path: '/wps/system/whitelabel',
    summary: "The operator's white-label module flags",
    token: false,
    enc: false,
    body: undefined,
    query: undefined,
    value: WhitelabelValue,
    errors: [],
  }),
  registerSettings: call({
    id: 'registerSettings',
    method: 'GET',
    path: '/wps/system/setting/register',
    summary: 'The registration field rules, keyed by field name',
    token: false,
    enc: false,
    body: undefined,
    query: undefined,
    value: RegistrationRulesSchema,
    errors: [],
  }),
  systemInfo: call({
    id: 'systemInfo',
    method: 'GET',
    path: '/wps/system/info',
    summary:
      'Permission/system info: status, location, customer service (sealed paths), domains, resources, flags, rules, CDNs',
    token: false,
    enc: false,
    body: undefined,
    query: undefined,
    value: SystemInfoValue,
    errors: [],
  }),
  domainRoute: call({
    id: 'domainRoute',
    method: 'GET',
    path: '/wps/system/domainRoute',
    summary: 'The main domain and the domains (routes) the portal answers on',
    token: false,
    enc: false,
    body: undefined,
    query: undefined,
    value: DomainRouteValue,
    errors: [],
  }),
  helpCenter: call({
    id: 'helpCenter',
    method: 'GET',
    path: '/wps/system/helpCenter',
    summary: 'The help topics (terms, privacy, responsible gaming, questions) in a language',
    token: false,
    enc: false,
    body: undefined,
    query: HelpCenterQuery,
    value: HelpCenterValue,
    errors: ['NOT_FOUND'],
  }),
  countries: call({
    id: 'countries',
    method: 'GET',
    path: '/wps/system/countries',
    summary: 'Country dialing codes for phone fields, the default first',
    token: false,
    enc: false,
    body: undefined,
    query: undefined,
    value: CountriesValue,
    errors: [],
  }),
  feedback: call({
    id: 'feedback',
    method: 'PUT',
    path: '/wps/feedback',
    summary:
      'Send feedback (multipart): content of 1..140 characters and up to 3 png or jpg images of 5 MB, typed by their bytes',
    token: false,
    enc: false,
    bodyEncoding: 'multipart',
    body: FeedbackBody,
    upload: {
      field: 'images',
      maxFiles: FEEDBACK_MAX_IMAGES,
      maxFileBytes: FEEDBACK_MAX_IMAGE_BYTES,
      types: FEEDBACK_IMAGE_TYPES,
    },
    query: undefined,
    value: Type.Object({ id: Type.Integer() }, closed),
    errors: [
      'IMAGE_TYPE_INVALID',
      'IMAGE_TOO_LARGE',
      'TOO_MANY_IMAGES',
      'UNSUPPORTED_MEDIA_TYPE',
      'RATE_LIMITED',
    ],
  }),
  gameMenus: call({
    id: 'gameMenus',
    method: 'GET',
    path: '/lgw/games/game_menus',
    summary:
      'The lobby menu: the game categories that have vendors, in menu order (RNG, LIVE, SPORTS, FISH, ESPORTS, PVP, COCKFIGHT, LOTT), each with its vendors',
    token: false,
    enc: false,
    body: undefined,
    query: undefined,
    value: GameMenusValue,
    errors: [],
  }),
  gameVendors: call({
    id: 'gameVendors',
    method: 'GET',
    path: '/wps/relay/GCS_gameVendor',
    summary:
      "Relay GCS_gameVendor, the vendor list: one lane a vendor, in menu order, optionally of one gameType. A merchantCode sent must be the operator's",
    token: false,
    enc: false,
    body: undefined,
    query: GameVendorQuery,
    value: GameVendorValue,
    errors: [],
  }),
  gameList: call({
    id: 'gameList',
    method: 'GET',
    path: '/wps/relay/GCS_gameList',
    summary:
      'Relay GCS_gameList, a page of games of a gameType (pageSize 1..100, 24 by default), optionally of one vendor (vassalage) and sub-category (gameClassify); names in the asked language, else Spanish',
    token: false,
    enc: false,
    body: undefined,
    query: GameListQuery,
    value: GamePageValue,
    errors: [],
  }),
  favouriteIds: call({
    id: 'favouriteIds',
    method: 'GET',
    path: '/wps/relay/GCS_favouriteIds',
    summary: "Relay GCS_favouriteIds: the nodeIds of the logged-in account's favourite games",
    token: true,
    enc: false,
    body: undefined,
    query: undefined,
    value: FavouriteIdsValue,
    errors: ['UNAUTHORIZED'],
  }),
  favouriteList: call({
    id: 'favouriteList',
    method: 'GET',
    path: '/wps/relay/GCS_favouriteList',
    summary:
      'Relay GCS_favouriteList: a page of the favourite games (pageSize 1..999, 999 by default), newest first, optionally of one gameType',
    token: true,
    enc: false,
    body: undefined,
    query: FavouriteListQuery,
    value: GamePageValue,
    errors: ['UNAUTHORIZED'],
  }),
  favouriteAdd: call({
    id: 'favouriteAdd',
    method: 'POST',
    path: '/wps/relay/GCS_favourite',
    summary:
      'Relay GCS_favourite (add): make a game (nodeId) a favourite. Idempotent: adding it again changes nothing',
    token: true,
    enc: false,
    body: FavouriteAddBody,
    query: undefined,
    value: FavouriteChangeValue,
    errors: ['UNAUTHORIZED', 'NOT_FOUND'],
  }),
  favouriteRemove: call({
    id: 'favouriteRemove',
    method: 'DELETE',
    path: '/wps/relay/GCS_favourite',
    summary:
      'Relay GCS_favourite (remove): a game (nodeId) is no longer a favourite. Removing one that is not changes nothing',
    token: true,
    enc: false,
    body: undefined,
    query: FavouriteRemoveQuery,
    value: FavouriteChangeValue,
    errors: ['UNAUTHORIZED', 'NOT_FOUND'],
  }),
  hotGames: call({
    id: 'hotGames',
    method: 'GET',
    path: '/wps/relay/GCS_hotGames',
    summary: `Relay GCS_hotGames: the ${HOT_GAMES_LIMIT} most favourited games, then a fixed seeded order, optionally of one vendor (vassalage); names in the asked language, else Spanish. Kept ${HOT_GAMES_MAX_AGE} s by the server and the client unless refresh is asked for`,
    token: false,
    enc: false,
    body: undefined,
    query: HotGamesQuery,
    value: HotGamesValue,
    errors: [],
    maxAge: HOT_GAMES_MAX_AGE,
  }),
  recentGames: call({
    id: 'recentGames',
    method: 'GET',
    path: '/wps/relay/GCS_recentGames',
    summary: `Relay GCS_recentGames: the games the logged-in player opened, the most recent first, each once with playedAt (limitNum 1..${RECENT_GAMES_MAX_LIMIT}, ${RECENT_GAMES_DEFAULT_LIMIT} by default); names in the asked language, else Spanish`,
    token: true,
    enc: false,
    body: undefined,
    query: RecentGamesQuery,
    value: RecentGamesValue,
    errors: ['UNAUTHORIZED'],
  }),
} as const;

/**
 * Every call served by the reference server, by id. Each area keeps its calls in its own module
 * (wallet.ts, content.ts, lottery.ts, messages.ts, promos.ts) beside its schemas; they meet here.
 */
export const calls = {
  ...coreCalls,
  ...walletCalls,
  ...contentCalls,
  ...lotteryCalls,
  ...messageCalls,
  ...promoCalls,
  ...recordCalls,
} as const;

export type CallId = keyof typeof calls;
export const allCalls: readonly CallDef[] = Object.values(calls);

/** The header that carries the merchant code on every `/wps` and `/lgw` call. */
export const MERCHANT_HEADER = 'Merchant';
/** How long an SMS code stays valid, in minutes (the answer's `expiredMinutes`). */
export const SMS_CODE_MINUTES = 10;
