import { builtinAvatarPath } from '@portal/contract';
import { fund, toCents } from '../../ledger/ledger';
import { hashPassword } from '../../security/passwords';
import { DEFAULT_SETTINGS, type SettingKey } from '../../settings/settings';
import { seedDepositChannels } from './cashier';
import { seedAddedGameTypes, seedCatalogue } from './catalogue';
import { seedContent } from './content';
import { HELP_TOPICS } from './help';
import { seedLiveModels } from './live';
import { seedMemberDemo } from './member-demo';
import { seedRedEnvelopes } from './redEnvelope';
import { seedMissions } from './missions';
import { seedPointsDemo } from './points';
import type { Db } from '../types';
import { seedDemoChannels } from '../../system/channels';

/**
 * The demo accounts of a fresh database when demo data is on (never in production unless
 * DEMO_DATA=1); development prints them at start.
 */
export const DEMO_ACCOUNTS = [
  { username: 'demo01', password: 'Demo1234', role: 'member' },
  { username: 'vip01', password: 'Vip12345', role: 'VIP member (VIP 3)' },
  { username: 'agent01', password: 'Agent1234', role: 'agent (type 1), invitation code AGENT01' },
  { username: 'agent02', password: 'Agent1234', role: 'agent (type 2), downline of agent01' },
  { username: 'down01', password: 'Down1234', role: 'member, downline of agent01' },
  { username: 'down02', password: 'Down1234', role: 'member, downline of agent02' },
  {
    username: 'newbie01',
    password: DEFAULT_SETTINGS.site.defaultPassword,
    role: 'member on the default password (first login, must change it)',
  },
] as const;

interface DemoRow {
  username: string;
  type: number;
  nickname: string;
  mobile: string | null;
  email: string | null;
  upline: string | null;
  affiliate: string | null;
  vipLevel: number;
  vipLabel: string | null;
  balance: string;
  loggedInBefore: boolean;
  mustChange: boolean;
  /** Avatar path on the image CDN; null shows the fallback picture. */
  icon?: string;
}

const ROWS: DemoRow[] = [
  {
    username: 'agent01',
    type: 1,
    nickname: 'Agent One',
    mobile: '0911000001',
    email: 'agent01@example.com',
    upline: null,
    affiliate: 'AGENT01',
    vipLevel: 0,
    vipLabel: null,
    balance: '50000.00',
    loggedInBefore: true,
    mustChange: false,
  },
  {
    username: 'agent02',
    type: 2,
    nickname: 'Agent Two',
    mobile: '0911000002',
    email: 'agent02@example.com',
    upline: 'agent01',
    affiliate: 'AGENT02',
    vipLevel: 0,
    vipLabel: null,
    balance: '12000.00',
    loggedInBefore: true,
    mustChange: false,
  },
  {
    username: 'demo01',
    type: 0,
    nickname: 'Demo Player',
    mobile: '0912345678',
    email: 'demo01@example.com',
    upline: null,
    affiliate: null,
    vipLevel: 0,
    vipLabel: null,
    balance: '1520.50',
    loggedInBefore: true,
    mustChange: false,
    icon: builtinAvatarPath('fox'),
  },
  {
    username: 'vip01',
    type: 0,
    nickname: 'Vip Player',
    mobile: '0912345679',
    email: 'vip01@example.com',
    upline: null,
    affiliate: null,
    vipLevel: 3,
    vipLabel: 'VIP 3',
    balance: '88000.00',
    loggedInBefore: true,
    mustChange: false,
    icon: builtinAvatarPath('dragon'),
  },
  {
    username: 'down01',
    type: 0,
    nickname: 'Downline One',
    mobile: '0913000001',
    email: null,
    upline: 'agent01',
    affiliate: null,
    vipLevel: 0,
    vipLabel: null,
    balance: '300.00',
    loggedInBefore: true,
    mustChange: false,
  },
  {
    username: 'down02',
    type: 0,
    nickname: 'Downline Two',
    mobile: '0913000002',
    email: null,
    upline: 'agent02',
    affiliate: null,
    vipLevel: 0,
    vipLabel: null,
    balance: '75.25',
    loggedInBefore: true,
    mustChange: false,
  },
  {
    username: 'newbie01',
    type: 0,
    nickname: 'Newbie',
    mobile: null,
    email: 'newbie01@example.com',
    upline: null,
    affiliate: null,
    vipLevel: 0,
    vipLabel: null,
    balance: '0.00',
    loggedInBefore: false,
    mustChange: true,
  },
];

export interface SeedOptions {
  /**
   * Also the demo data: the demo accounts (with the passwords above, printed in the README) and
   * their balances, messages and claimable bonuses, and the demo content (announcements, notices,
   * promotions, banners, showcase winners). `config.demoData`: on in development and test, off in
   * production unless DEMO_DATA=1.
   */
  demo: boolean;
}

/** The demo's rebate, in percent of valid bets by game type. */
export const DEMO_REBATE_RATES: Record<string, number> = {
  RNG: 0.8,
  FISH: 0.6,
  LIVE: 0.5,
  LOTT: 0.3,
};

/**
 * Seeds the operator settings (site, rules, white-label flags), the help centre and the game
 * catalogue into an empty database, and with `demo` the demo content and accounts. It never
 * overwrites: a setting that exists is kept, help topics are added only when there are none,
 * vendors and games only into an empty catalogue (and a game type added later, with its vendors,
 * into the demo catalogue that has none of it), content items only by seed keys not there yet,
 * and accounts only when there are none at all (with their messages and the demo's claimable
 * bonuses, db/member-demo.ts). Returns whether accounts were created.
 */
export async function seed(db: Db, { demo }: SeedOptions): Promise<boolean> {
  const [{ n: existing } = { n: 0 }] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM accounts',
  );
  const passwords = new Map<string, string>();
  if (demo && existing === 0) {
    for (const account of DEMO_ACCOUNTS)
      passwords.set(account.username, await hashPassword(account.password));
  }
  return db.transaction(async (tx) => {
    // Two processes seeding one database at once: the second waits here, then finds it seeded.
    await tx.query('LOCK TABLE accounts IN EXCLUSIVE MODE');
    for (const key of Object.keys(DEFAULT_SETTINGS) as SettingKey[]) {
      await tx.query(
        'INSERT INTO settings (key, value) VALUES ($1, $2::jsonb) ON CONFLICT (key) DO NOTHING',
        [key, JSON.stringify(DEFAULT_SETTINGS[key])],
      );
    }
    const [{ topics } = { topics: 0 }] = await tx.query<{ topics: number }>(
      'SELECT count(*)::int AS topics FROM help_topics',
    );
    if (topics === 0) {
      for (const t of HELP_TOPICS) {
        await tx.query(
          'INSERT INTO help_topics (lang, topic, sort, title, content) VALUES ($1, $2, $3, $4, $5)',
          [t.lang, t.topic, t.sort, t.title, t.content],
        );
      }
    }
    await seedCatalogue(tx);
    // Game types added since (MXWIN): also into a catalogue an earlier seed wrote.
    await seedAddedGameTypes(tx);
    if (!demo) return false;
    // The demo's rebate rates, where the operator has set none yet.
    await tx.query(
      `UPDATE settings SET value = jsonb_set(value, '{rates}', $1::jsonb)
       WHERE key = 'rebate' AND value->'rates' = '{}'::jsonb`,
      [JSON.stringify(DEMO_REBATE_RATES)],
    );
    await seedContent(tx);
    await seedDepositChannels(tx);
    await seedPointsDemo(tx);
    await seedLiveModels(tx);
    await seedDemoChannels(tx);
    // The promotions' red envelope, running, so that /redEnvelope has one to grab.
    await seedRedEnvelopes(tx);
    const [{ n } = { n: 0 }] = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM accounts',
    );
    if (n > 0 || passwords.size === 0) return false;
    for (const row of ROWS) {
      const [inserted] = await tx.query<{ id: number }>(
        `INSERT INTO accounts (username, username_key, password_hash, type, nickname, mobile_num, email,
           upline_id, affiliate_code, vip_level, vip_label, first_login_at, must_change_password, icon)
         VALUES ($1, lower($1), $2, $3, $4, $5, $6, (SELECT id FROM accounts WHERE username_key = lower($7)),
           $8, $9, $10, CASE WHEN $11::boolean THEN now() END, $12, $13)
         RETURNING id`,
        [
          row.username,
          passwords.get(row.username),
          row.type,
          row.nickname,
          row.mobile,
          row.email,
          row.upline,
          row.affiliate,
          row.vipLevel,
          row.vipLabel,
          row.loggedInBefore,
          row.mustChange,
          row.icon ?? null,
        ],
      );
      // Demo balances are credited from the funding account, like any other money.
      const cents = toCents(row.balance);
      if (inserted && cents > 0) await fund(tx, inserted.id, cents, `seed:${row.username}`);
    }
    // The demo accounts have confirmed their age: they play and deposit whichever age gate the
    // operator turns on (cli responsible-age), until it asks for a verified flag.
    await tx.query(
      `INSERT INTO responsible_members (account_id, age_confirmed_at)
       SELECT id, now() FROM accounts ON CONFLICT DO NOTHING`,
    );
    // Their messages and the bonuses they may claim: the header's unclaimed count (spec 2.4).
    await seedMemberDemo(tx);
    // What the demo agents (agent01, agent02) read first in the agent centre.
    await tx.query('INSERT INTO agent_announcements (title, body) VALUES ($1::jsonb, $2::jsonb)', [
      JSON.stringify({ es: 'Bienvenido al centro de agentes', en: 'Welcome to the agent centre' }),
      JSON.stringify({
        es: 'Invite jugadores con su código, abra cuentas para su equipo y siga sus informes aquí.',
        en: 'Invite players with your code, open accounts for your team and follow its reports here.',
      }),
    ]);
    // The missions page's demo missions and raffle.
    await seedMissions(tx);
    return true;
  });
}
