import { Type } from 'typebox';
import { call } from './call';
import { RegistrationRulesSchema } from './rules';
import { closed, Language, opt } from './shared';

/**
 * The operator's system: its status (maintenance, region restriction), module flags, registration
 * rules, the start-up system info (customer service, domains, resources, CDNs, the encryption
 * key), domain routes, the help centre and the country dialing codes.
 */

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

/** One domain the portal answers on; players may switch to another when one is blocked. */
export const DomainRoute = Type.Object({ name: Type.String(), domain: Type.String() }, closed);

export const DomainRouteValue = Type.Object(
  { mainDomain: Type.String(), routes: Type.Array(DomainRoute) },
  closed,
);

export const HelpCenterQuery = Type.Object(
  {
    /** A language code (`es`, `en`, `pt-BR` ...), any case; the operator's default when absent or not translated. */
    lang: opt(Language),
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

/** The resource types of the two app links (`resources`): the side menu's and /download's QR codes. */
export const APP_LINK_RESOURCES = { ios: 'APP_IOS', android: 'APP_ANDROID' } as const;
export type AppPlatform = keyof typeof APP_LINK_RESOURCES;

/**
 * The resource types of the operator's official channels (`resources`, spec 2.5): the footer's
 * follow-us links and the side menu's official channels, in this order.
 */
export const OFFICIAL_CHANNELS = ['FACEBOOK', 'YOUTUBE', 'INSTAGRAM', 'TELEGRAM_CHANNEL'] as const;
export type OfficialChannel = (typeof OFFICIAL_CHANNELS)[number];
/** The longest label of a channel the operator may set, in characters. */
export const CHANNEL_LABEL_MAX = 40;

/** The longest lite-install note the operator may set, in characters (`liteInstallNote`). */
export const LITE_NOTE_MAX = 280;

/** The lite-install note in one language. */
export const LiteInstallNote = Type.Object(
  { language: Type.String(), text: Type.String({ minLength: 1, maxLength: LITE_NOTE_MAX }) },
  closed,
);

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

/**
 * The languages the platform offers (reference facts), lower case, in the order of the language
 * select. An operator offers all of them unless it narrows the list (`cli languages`).
 */
export const PLATFORM_LANGUAGES = [
  'es',
  'en',
  'pt',
  'pt-br',
  'fr',
  'ar',
  'fa',
  'ur',
  'ur-la',
  'bn',
  'hi',
  'ne',
  'ta',
  'id',
  'ms',
  'my',
  'th',
  'vi',
  'km',
  'lo',
  'cn',
  'tw',
  'ja',
  'ko',
  'kk',
  'uz',
  'ru',
  'tr',
  'ty',
] as const;

/** The languages whose interface texts ship with the app (its es.ts and en.ts). */
export const BUNDLED_INTERFACE_LANGUAGES = ['es', 'en'] as const;

/** Where the operator's interface texts of a language are served (`TEXTS_DIR`). */
export const TEXTS_PATH = '/texts/';

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
    /**
     * The hosts the portal may be opened on (the operator's domain check, spec 8), each with its
     * subdomains; empty: any host.
     */
    domains: Type.Array(Type.String()),
    /** Links keyed by resourceType (app downloads APP_IOS and APP_ANDROID, logo ...). */
    resources: Type.Record(Type.String(), Resource),
    /**
     * The operator's note shown with the lite (home-screen) install of the app-download page, in
     * each language it is written in (lower-case codes), the operator's default language first;
     * absent when there is none.
     */
    liteInstallNote: Type.Optional(Type.Array(LiteInstallNote, { minItems: 1 })),
    whitelabel: Type.Array(Type.String()),
    register: RegistrationRulesSchema,
    analytics: Type.Object({ gtagId: Type.Union([Type.String(), Type.Null()]) }, closed),
    /** The client picks one at random for images, and one for game launches. */
    imageCDNs: Type.Array(Type.String()),
    launchGameCDNs: Type.Array(Type.String()),
    currencySymbol: Type.String(),
    /**
     * The languages the operator offers, lower case, in the order of the language select (a subset
     * of PLATFORM_LANGUAGES); the lobby's bingo sub-category depends on `ty` (spec 2.6).
     */
    languages: Type.Array(Type.String()),
    /**
     * The languages whose interface texts exist, lower case: those bundled with the app
     * (BUNDLED_INTERFACE_LANGUAGES) and those the operator added as text files (`/texts/<code>.json`).
     * The language select offers the languages of `languages` that are among them.
     */
    interfaceLanguages: Type.Array(Type.String()),
    /** The key the bodies of `enc` calls are encrypted for. */
    encryption: EncryptionKeyValue,
  },
  closed,
);

export const systemCalls = {
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
} as const;
