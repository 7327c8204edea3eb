// The operator's commands over the points mall (catalogue, stock, rates, redeems, the points
// check) and the VIP levels. Every input is checked before anything is written, so a refused
// command changes nothing; every change is audited.
import { GAME_TYPES, REDEEM_STATUSES, REWARD_KINDS } from '@portal/contract';
import type { DomainCli } from '../commands/args';
import { parseOptions } from '../commands/args';
import { audit, operatorName } from '../commands/audit';
import type { Db } from '../db/types';
import { centsText, MAX_CENTS, toCents } from '../ledger/ledger';
import { settingWritten } from '../settings/cache';
import { getSetting, setSetting, type PointsSettings } from '../settings/settings';
import { pointsCheckText } from './check';
import { ratedTypes } from './earn';
import { decideRedeem } from './redeem';
import { VIP_LEVELS_KEY, vipLevels } from './vip';

const WHOLE = /^[1-9]\d{0,8}$/u;

function whole(raw: string | undefined, what: string, zero = false): number {
  if (raw !== undefined && (WHOLE.test(raw) || (zero && raw === '0'))) return Number(raw);
  throw new Error(`${what} must be a whole number${zero ? '' : ' above 0'}, not "${raw ?? ''}"`);
}

function money(raw: string | undefined, what: string): string {
  const cents = toCents(raw ?? '');
  if (!Number.isSafeInteger(cents) || cents < 0 || cents > MAX_CENTS)
    throw new Error(`${what} must be 0 or more with at most two decimals, not "${raw ?? ''}"`);
  return centsText(cents);
}

function text(raw: string | undefined, what: string, max: number): string {
  const value = (raw ?? '').trim();
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (!value || value.length > max || /[\u0000-\u001f\u007f]/u.test(value))
    throw new Error(`${what} must be 1 to ${max} characters on one line`);
  return value;
}

/** `points-reward-add NAME --points N --stock N [--kind item|virtual] [--amount A] ...` */
async function rewardAdd(db: Db, args: string[]): Promise<string> {
  const [rawName, ...rest] = args;
  if (!rawName || rawName.startsWith('--'))
    throw new Error(
      'points-reward-add takes a name first, e.g. points-reward-add "Mug" --points 500 --stock 10',
    );
  const name = text(rawName, 'the name', 80);
  const o = parseOptions(rest, ['points', 'stock', 'kind', 'amount', 'requires', 'description']);
  const points = whole(o.get('--points'), '--points');
  const stock = whole(o.get('--stock'), '--stock', true);
  const kind = o.get('--kind') ?? 'virtual';
  if (!(REWARD_KINDS as readonly string[]).includes(kind))
    throw new Error(`--kind is one of ${REWARD_KINDS.join(', ')}, not "${kind}"`);
  const amount = money(o.get('--amount') ?? '0', '--amount');
  const requires = money(o.get('--requires') ?? '0', '--requires');
  const description = o.has('--description')
    ? text(o.get('--description'), '--description', 300)
    : '';
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO points_rewards (name, description, kind, points, amount, amount_required, stock, stock_added)
     VALUES ($1, $2, $3, $4, $5::numeric, $6::numeric, $7, $7) RETURNING id`,
    [name, description, kind, points, amount, requires, stock],
  );
  await audit(db, {
    actor: operatorName(),
    action: 'points-reward-add',
    subject: `reward:${row?.id}`,
    detail: { name, kind, points, amount, requires, stock },
  });
  return `reward #${row?.id} ${name} (${kind}): ${points} points, ${stock} in stock`;
}

/** `points-reward-stock ID N`: adds N units (a negative N takes units away, never below 0). */
async function rewardStock(db: Db, args: string[]): Promise<string> {
  const [rawId, rawN, ...extra] = args;
  if (rawId === undefined || rawN === undefined || extra.length)
    throw new Error(
      'points-reward-stock takes a reward id and the units to add (negative: take away), e.g. 3 10',
    );
  const id = whole(rawId, 'the reward id');
  if (!/^-?[1-9]\d{0,8}$/u.test(rawN))
    throw new Error(`the units must be a whole number other than 0, not "${rawN}"`);
  const n = Number(rawN);
  const [row] = await db.query<{ stock: number; name: string }>(
    `UPDATE points_rewards SET stock = stock + $2, stock_added = stock_added + $2
     WHERE id = $1 AND stock + $2 >= 0 RETURNING stock, name`,
    [id, n],
  );
  if (!row) {
    const [known] = await db.query<{ stock: number }>(
      'SELECT stock FROM points_rewards WHERE id = $1',
      [id],
    );
    throw new Error(
      known
        ? `reward #${id} has ${known.stock} in stock: it cannot lose ${-n}`
        : `no reward #${id}`,
    );
  }
  await audit(db, {
    actor: operatorName(),
    action: 'points-reward-stock',
    subject: `reward:${id}`,
    detail: { units: n },
  });
  return `reward #${id} ${row.name}: ${row.stock} in stock`;
}

/** `points-rate [TYPE=N ...] [--convert AMOUNT] [--min POINTS]`: shows or sets the rates. */
async function pointsRate(db: Db, args: string[]): Promise<string> {
  const current = await getSetting(db, 'points');
  const show = (s: PointsSettings) => {
    const rates = ratedTypes(s).map(([type, rate]) => `${type} ${rate}`);
    const convert =
      toCents(s.convertAmount) > 0
        ? `100 points convert into ${s.convertAmount} (at least ${s.minConvert} points)`
        : 'no conversion';
    return `points per 1.00 of valid bets: ${rates.length ? rates.join(', ') : 'none'}; ${convert}`;
  };
  if (args.length === 0) return show(current);
  const next: PointsSettings = { ...current, rates: { ...current.rates } };
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    if (arg === '--convert') {
      next.convertAmount = money(args[(i += 1)], '--convert');
      continue;
    }
    if (arg === '--min') {
      next.minConvert = whole(args[(i += 1)], '--min');
      continue;
    }
    const match = /^([A-Z]{2,12})=(\d{1,3}(?:\.\d{1,2})?)$/u.exec(arg);
    if (!match?.[1] || match[2] === undefined)
      throw new Error(
        `each rate is TYPE=POINTS, such as RNG=1 (points per 1.00 bet, at most two decimals; 0 removes it), not "${arg}"`,
      );
    if (!(GAME_TYPES as readonly string[]).includes(match[1]))
      throw new Error(`no game type ${match[1]}: one of ${GAME_TYPES.join(', ')}`);
    const rate = Number(match[2]);
    if (rate > 100) throw new Error(`${rate} points per 1.00 is above the 100 a rate may be`);
    if (rate === 0) delete next.rates[match[1]];
    else next.rates[match[1]] = rate;
  }
  await setSetting(db, 'points', next);
  await audit(db, {
    actor: operatorName(),
    action: 'points-rate',
    subject: 'points',
    detail: { from: current, to: next },
  });
  return show(next);
}

async function redeems(db: Db, args: string[]): Promise<string> {
  const o = parseOptions(args, ['status']);
  const status = o.get('--status') ?? null;
  if (status !== null && !(REDEEM_STATUSES as readonly string[]).includes(status))
    throw new Error(`--status is one of ${REDEEM_STATUSES.join(', ')}, not "${status}"`);
  const rows = await db.query<{
    id: string;
    username: string;
    name: string;
    points: string;
    status: string;
    address: string | null;
    created_at: Date | string;
  }>(
    `SELECT r.id, a.username, w.name, r.points::text AS points, r.status, r.address, r.created_at
     FROM points_redeems r JOIN accounts a ON a.id = r.account_id JOIN points_rewards w ON w.id = r.reward_id
     WHERE $1::text IS NULL OR r.status = $1 ORDER BY r.id DESC LIMIT 100`,
    [status],
  );
  if (!rows.length) return `no redeems${status ? ` ${status.replace('_', ' ')}` : ''}`;
  return rows
    .map(
      (r) =>
        `#${r.id} ${new Date(r.created_at).toISOString()} ${r.username} ${r.name} ${r.points} points ${r.status}${r.address ? ` to ${r.address}` : ''}`,
    )
    .join('\n');
}

async function decide(db: Db, args: string[], decision: 'approved' | 'rejected'): Promise<string> {
  const verb = decision === 'approved' ? 'redeem-approve' : 'redeem-reject';
  const [rawId, ...rest] = args;
  if (rawId === undefined || rawId.startsWith('--'))
    throw new Error(
      `${verb} takes a redeem id${decision === 'rejected' ? ' and --reason TEXT' : ''}`,
    );
  const id = whole(rawId, 'the redeem id');
  const o = parseOptions(rest, decision === 'rejected' ? ['reason'] : []);
  const reason = decision === 'rejected' ? text(o.get('--reason'), '--reason', 200) : null;
  const done = await decideRedeem(db, id, decision, reason);
  await audit(db, {
    actor: operatorName(),
    action: verb,
    subject: `redeem:${id}`,
    detail: { reason },
  });
  return `redeem #${id} ${done.status}${decision === 'rejected' ? `: ${done.points} points and the unit given back` : ''}`;
}

/** `vip-level-add LEVEL NAME VALIDBETS [--benefit TEXT ...]`: adds a level, or replaces it. */
async function vipLevelAdd(db: Db, args: string[]): Promise<string> {
  const [rawLevel, rawName, rawBets, ...rest] = args;
  if (rawLevel === undefined || rawName === undefined || rawBets === undefined)
    throw new Error(
      'vip-level-add takes a level, a name and the valid bets that reach it, e.g. vip-level-add 1 "VIP 1" 1000 --benefit "Birthday bonus"',
    );
  const level = whole(rawLevel, 'the level');
  if (level > 99) throw new Error('the level must be from 1 to 99');
  const name = text(rawName, 'the name', 40);
  const bets = money(rawBets, 'the valid bets');
  const benefits: string[] = [];
  for (let i = 0; i < rest.length; i += 2) {
    if (rest[i] !== '--benefit') throw new Error(`unknown option ${rest[i]}; options: --benefit`);
    benefits.push(text(rest[i + 1], '--benefit', 120));
  }
  const levels = await vipLevels(db);
  const clash = levels.find((l) => l.level !== level && l.cents === toCents(bets));
  if (clash) throw new Error(`level ${clash.level} already starts at ${bets}`);
  const lower = levels.find((l) => l.level < level && l.cents > toCents(bets));
  const higher = levels.find((l) => l.level > level && l.cents < toCents(bets));
  if (lower || higher)
    throw new Error(
      `a higher level needs more valid bets: level ${(lower ?? higher)?.level} is at ${centsText((lower ?? higher)?.cents ?? 0)}`,
    );
  await db.query(
    `INSERT INTO vip_levels (level, name, valid_bets, benefits) VALUES ($1, $2, $3::numeric, $4::jsonb)
     ON CONFLICT (level) DO UPDATE SET name = excluded.name, valid_bets = excluded.valid_bets, benefits = excluded.benefits`,
    [level, name, bets, JSON.stringify(benefits)],
  );
  settingWritten(VIP_LEVELS_KEY);
  await audit(db, {
    actor: operatorName(),
    action: 'vip-level-add',
    subject: `vip:${level}`,
    detail: { name, bets, benefits },
  });
  return `VIP level ${level} ${name}: from ${bets} of valid bets, ${benefits.length} benefit${benefits.length === 1 ? '' : 's'}`;
}

async function vipLevelList(db: Db): Promise<string> {
  const levels = await vipLevels(db);
  if (!levels.length) return 'no VIP levels';
  return levels
    .map((l) => `${l.level} ${l.name}: from ${centsText(l.cents)}; ${l.benefits.join('; ')}`)
    .join('\n');
}

export const pointCli: DomainCli = {
  usage: `  points-reward-add NAME --points N --stock N [--kind item|virtual] [--amount WORTH]
                    [--requires VALIDBETS] [--description TEXT]
                                           add a reward to the points mall's catalogue
  points-reward-stock ID N                 add N units of a reward (negative: take them away)
  points-rate [TYPE=POINTS ...] [--convert AMOUNT] [--min POINTS]
                                           points per 1.00 of valid bets by game type, what 100
                                           points convert into and the least converted
  redeems [--status in_process|approved|rejected]
                                           the members' redeems, newest first
  redeem-approve ID                        approve a redeem in process (final)
  redeem-reject ID --reason TEXT           reject it: its points and unit are given back
  points-check                             the points journal's invariants: balances, redeems,
                                           conversions, stock
  vip-level-add LEVEL NAME VALIDBETS [--benefit TEXT ...]
                                           add (or replace) a VIP level and its benefits
  vip-levels                               the VIP levels`,
  async run(db, command, args) {
    if (command === 'points-reward-add') return rewardAdd(db, args);
    if (command === 'points-reward-stock') return rewardStock(db, args);
    if (command === 'points-rate') return pointsRate(db, args);
    if (command === 'redeems') return redeems(db, args);
    if (command === 'redeem-approve') return decide(db, args, 'approved');
    if (command === 'redeem-reject') return decide(db, args, 'rejected');
    if (command === 'vip-level-add') return vipLevelAdd(db, args);
    if (command === 'vip-levels') return vipLevelList(db);
    if (command === 'points-check') {
      const { ok, text: out } = await pointsCheckText(db);
      if (!ok) throw new Error(out);
      return out;
    }
    return undefined;
  },
};
