import {
  type AgeGate,
  DEFAULT_PASSWORD_RULE,
  WITHDRAW_AUTO_RECEIVE_MINUTES,
  WHITELABEL_FLAGS,
  type RegistrationRules,
} from '@portal/contract';
import type { Queryable } from '../db/types';
import { readThrough, settingWritten } from './cache';

/** Operator settings kept in the database, so that every server process sees the same. */
export interface SiteSettings {
  currencySymbol: string;
  /** The configured default password: logging in with it forces a change. */
  defaultPassword: string;
  /** With PWDEXPFORCECHANGE3 on, a password older than this is expired (0: never). */
  passwordMaxAgeDays: number;
  /** The demo balance of a trial (free play) account. */
  freeplayBalance: number;
  /** Domains an affiliate link may be used on; empty means any. */
  domains: string[];
}

export interface RegionSettings {
  /** CIDR blocks; when not empty, only these may use the portal. */
  allow: string[];
  /** CIDR blocks that may not use the portal. */
  deny: string[];
}

/** What the system info answer publishes (spec 7.2), as the operator configures it. */
export interface SystemSettings {
  /** The language of help topics when the asked one has no translation. */
  defaultLanguage: string;
  mainDomain: string;
  domainRoutes: { name: string; domain: string }[];
  /** Customer-service links in clear; the answers seal them. */
  customerService: { csType: string; url: string }[];
  resources: Record<string, { url: string; labelNameEn: string }>;
  /** The lite-install note of /download by lower-case language (`cli app-download note`). */
  liteInstallNote?: Record<string, string>;
  /** The operator's analytics measurement id (`cli analytics`), loaded only after consent. */
  gtagId: string | null;
  /** Bases the app prefixes artwork paths with, one picked per visit; none: this server. */
  imageCDNs: string[];
  /** Bases the app prefixes game-page addresses with, one picked per visit; none: this server. */
  launchGameCDNs: string[];
}

export interface CountrySetting {
  countryCode: string;
  countryDialingCode: string;
  name: string;
}

/** The operator's referral (invite friends) promo, within the affiliate module AFFMAN3. */
export interface ReferralSettings {
  /** Members see the invite-friends entries (spec 2.4, 2.5, 6) when this and AFFMAN3 are on. */
  enabled: boolean;
  /** The inviter's reward for each friend who qualifies; absent in older settings: REFERRAL_RULES. */
  reward?: string;
  /** The valid bets a friend must reach for the inviter's reward; '0': registering is enough. */
  minBets?: string;
}

/** The referral's rules where the operator has set none. */
export const REFERRAL_RULES = { reward: '10.00', minBets: '100.00' };

/** The referral's reward and the bets that earn it, as the operator set them. */
export const referralRules = (s: ReferralSettings) => ({
  reward: s.reward ?? REFERRAL_RULES.reward,
  minBets: s.minBets ?? REFERRAL_RULES.minBets,
});

/** The operator's withdrawal rules: amounts in currency units, two decimals at most. */
export interface WithdrawSettings {
  min: string;
  max: string;
  /** Taken from the wallet with every withdrawal, on top of its amount; returned on a rejection. */
  fee: string;
  /** How many receiving accounts a member may keep. */
  maxAccounts: number;
  /**
   * Minutes after the payout until a withdrawal the member has not confirmed counts as received
   * (spec 4.11); absent in settings saved before it existed: 1440 (`autoReceiveMinutes()`).
   */
  autoReceiveMinutes?: number;
}

/** The minutes until a paid withdrawal counts as received, as the operator set them. */
export const autoReceiveMinutes = (settings: WithdrawSettings): number =>
  settings.autoReceiveMinutes ?? WITHDRAW_AUTO_RECEIVE_MINUTES;

/**
 * How members' money is kept: one wallet every game plays from ('single'), or transfer wallets
 * ('transfer'): each game vendor holds a wallet of its own per member, which the member fills from
 * the main wallet and empties back into it (GCS_walletTransfer).
 */
export interface WalletSettings {
  mode: 'single' | 'transfer';
}

/**
 * The operator's limits on agent contracts: the highest rate, in percent, an offer of each kind
 * may carry (an agent's offer is further capped by its own contract of that kind).
 */
export interface AgentContractSettings {
  maxRate: { dividend: number; daily: number; hourly: number; realtime: number };
}

/**
 * The operator's rebate (manualRebate): a rate in percent of the valid bets for each game type
 * (RNG, LIVE ...; a type without one earns none), and the window of days whose bets count.
 */
export interface RebateSettings {
  rates: Record<string, number>;
  windowDays: number;
}

/**
 * The points mall (white-label module PTSYS3): the points earned for each 1.00 of valid bets by game
 * type (a type without one earns none), what 100 points convert into ('0.00': no conversion) and
 * the fewest points one conversion takes.
 */
export interface PointsSettings {
  rates: Record<string, number>;
  convertAmount: string;
  minConvert: number;
}

/** Responsible play (docs/operators/responsible-play.md): the switch, defaults and help links. */
export interface ResponsibleSettings {
  enabled: boolean;
  realityCheckMinutes: number;
  ageGate: AgeGate;
  helpLinks: { name: string; url: string }[];
}

export interface Settings {
  site: SiteSettings;
  whitelabel: string[];
  registerRules: RegistrationRules;
  maintenance: boolean;
  region: RegionSettings;
  system: SystemSettings;
  countries: CountrySetting[];
  referral: ReferralSettings;
  withdraw: WithdrawSettings;
  wallet: WalletSettings;
  agentContracts: AgentContractSettings;
  rebate: RebateSettings;
  points: PointsSettings;
  responsible: ResponsibleSettings;
}

export type SettingKey = keyof Settings;

const OFF_BY_DEFAULT: ReadonlySet<string> = new Set([
  'RTSALARY3',
  'HOURSAL3',
  'DAILYSALCONT3',
  'SIGNCONDIV3',
  'CAPTCHA3',
  'GEETEST3',
  'LOGINIPVERF3',
  'TRIALPLAY3',
]);

export const DEFAULT_SETTINGS: Settings = {
  site: {
    currencySymbol: '$',
    defaultPassword: 'Portal2024',
    passwordMaxAgeDays: 180,
    freeplayBalance: 2000,
    domains: [],
  },
  // Every module on but the captcha before every login, the unknown-address check, trial play
  // and the agent contract kinds, which an operator opts into (docs/operators/whitelabel-flags.md).
  whitelabel: WHITELABEL_FLAGS.filter((flag) => !OFF_BY_DEFAULT.has(flag)),
  registerRules: {
    username: {
      enabled: true,
      required: true,
      acceptedPattern: '',
      patternId: 1,
      minLength: 6,
      maxLength: 16,
    },
    // 8 to 128 characters of any kind; the server also refuses common passwords (contract).
    password: { ...DEFAULT_PASSWORD_RULE },
    mobileNum: {
      enabled: true,
      required: false,
      acceptedPattern: '',
      patternId: 6,
      minLength: 10,
      maxLength: 11,
    },
    email: {
      enabled: true,
      required: false,
      acceptedPattern: '',
      patternId: 3,
      minLength: 6,
      maxLength: 50,
    },
    payeeName: {
      enabled: false,
      required: false,
      acceptedPattern: '',
      patternId: 12,
      minLength: 2,
      maxLength: 50,
    },
    paymentPassword: {
      enabled: false,
      required: true,
      acceptedPattern: '',
      patternId: 6,
      minLength: 6,
      maxLength: 6,
    },
    qqNum: {
      enabled: false,
      required: false,
      acceptedPattern: '',
      patternId: 6,
      minLength: 5,
      maxLength: 12,
    },
    line: {
      enabled: false,
      required: false,
      acceptedPattern: '',
      patternId: 9,
      minLength: 2,
      maxLength: 50,
    },
    whatsapp: {
      enabled: true,
      required: false,
      acceptedPattern: '',
      patternId: 6,
      minLength: 8,
      maxLength: 15,
    },
    facebook: {
      enabled: false,
      required: false,
      acceptedPattern: '',
      patternId: 9,
      minLength: 2,
      maxLength: 50,
    },
    wechat: {
      enabled: false,
      required: false,
      acceptedPattern: '',
      patternId: 9,
      minLength: 2,
      maxLength: 50,
    },
    idNumber: {
      enabled: false,
      required: false,
      acceptedPattern: '',
      patternId: 4,
      minLength: 6,
      maxLength: 20,
    },
    affiliateCode: {
      enabled: true,
      required: false,
      acceptedPattern: '',
      patternId: 4,
      minLength: 4,
      maxLength: 16,
    },
    captcha: {
      enabled: true,
      required: true,
      acceptedPattern: '',
      patternId: 4,
      minLength: 4,
      maxLength: 4,
    },
    recommenderId: {
      enabled: false,
      required: false,
      acceptedPattern: '',
      patternId: 4,
      minLength: 4,
      maxLength: 16,
    },
    birthday: {
      enabled: false,
      required: false,
      acceptedPattern: '',
      patternId: 11,
      minLength: 10,
      maxLength: 10,
    },
    nickname: {
      enabled: false,
      required: false,
      acceptedPattern: '',
      patternId: 0,
      minLength: 2,
      maxLength: 20,
    },
  },
  maintenance: false,
  region: { allow: [], deny: [] },
  system: {
    defaultLanguage: 'es',
    mainDomain: 'portal.example.com',
    domainRoutes: [
      { name: 'Línea 1', domain: 'portal.example.com' },
      { name: 'Línea 2', domain: 'portal2.example.com' },
      { name: 'Línea 3', domain: 'portal3.example.net' },
    ],
    customerService: [
      { csType: 'LIVECHAT', url: 'https://chat.example.com/portal?lang=es' },
      { csType: 'TELEGRAM', url: 'https://t.me/portal_soporte' },
      { csType: 'WHATSAPP', url: 'https://wa.me/5215550000000' },
      { csType: 'EMAIL', url: 'mailto:soporte@example.com' },
    ],
    resources: {
      APP_IOS: { url: 'https://portal.example.com/app/ios', labelNameEn: 'iOS app' },
      APP_ANDROID: {
        url: 'https://portal.example.com/app/android.apk',
        labelNameEn: 'Android app',
      },
      LOGO: { url: 'brand/logo.svg', labelNameEn: 'Logo' },
    },
    gtagId: null,
    // None until the operator sets them (cli cdn): the artwork and game pages of this server.
    imageCDNs: [],
    launchGameCDNs: [],
  },
  countries: [
    { countryCode: 'MX', countryDialingCode: '+52', name: 'México' },
    { countryCode: 'CO', countryDialingCode: '+57', name: 'Colombia' },
    { countryCode: 'AR', countryDialingCode: '+54', name: 'Argentina' },
    { countryCode: 'CL', countryDialingCode: '+56', name: 'Chile' },
    { countryCode: 'PE', countryDialingCode: '+51', name: 'Perú' },
    { countryCode: 'ES', countryDialingCode: '+34', name: 'España' },
    { countryCode: 'US', countryDialingCode: '+1', name: 'United States' },
    { countryCode: 'BR', countryDialingCode: '+55', name: 'Brasil' },
  ],
  referral: { enabled: true },
  withdraw: {
    min: '50.00',
    max: '50000.00',
    fee: '2.00',
    maxAccounts: 3,
    autoReceiveMinutes: WITHDRAW_AUTO_RECEIVE_MINUTES,
  },
  wallet: { mode: 'single' },
  agentContracts: { maxRate: { dividend: 50, daily: 3, hourly: 3, realtime: 3 } },
  // No rebate until the operator sets its rates (cli rebate-rates); the demo data sets some.
  rebate: { rates: {}, windowDays: 7 },
  // No points are earned until the operator sets rates (cli points-rate); the demo data sets some.
  points: { rates: {}, convertAmount: '0.00', minConvert: 100 },
  // Play and deposits wait for the member's word of being 18 or over, given in the register
  // form's terms box or where the gate asks (cli responsible-age chooses another gate): ADR 0022.
  responsible: {
    enabled: true,
    realityCheckMinutes: 60,
    ageGate: 'confirm',
    helpLinks: [
      { name: 'GamCare', url: 'https://www.gamcare.org.uk/' },
      { name: 'BeGambleAware', url: 'https://www.begambleaware.org/' },
    ],
  },
};

/** One setting (a copy of the default when none is stored), through the process's copy (cache.ts). */
export function getSetting<K extends SettingKey>(db: Queryable, key: K): Promise<Settings[K]> {
  return readThrough(db, key, async () => {
    const sql = 'SELECT value FROM settings WHERE key = $1';
    const [row] = await db.query<{ value: Settings[K] }>(sql, [key]);
    return row ? row.value : structuredClone(DEFAULT_SETTINGS[key]);
  });
}

/** Writes one setting, replacing what was there. */
export async function setSetting<K extends SettingKey>(
  db: Queryable,
  key: K,
  value: Settings[K],
): Promise<void> {
  await db.query(
    `INSERT INTO settings (key, value) VALUES ($1, $2::jsonb)
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
    [key, JSON.stringify(value)],
  );
  settingWritten(key);
}
