// The operator's commands over the promos members may claim, the referral promo's switch and the
// rebate's rates.
// Every input is checked before anything is written, so a refused command changes nothing.
import { GAME_TYPES, type PromotionType } from '@portal/contract';
import type { DomainCli } from '../commands/args';
import { audit, operatorName } from '../commands/audit';
import { LIVE } from '../content/service';
import type { Db } from '../db/types';
import { centsText, MAX_CENTS, toCents } from '../ledger/ledger';
import {
  getSetting,
  referralRules,
  setSetting,
  type RebateSettings,
  type ReferralSettings,
} from '../settings/settings';

async function promoBonus(db: Db, args: string[]): Promise<string> {
  const [rawId, rawAmount, ...extra] = args;
  if (!rawId || rawAmount === undefined || extra.length)
    throw new Error(
      'promo-bonus takes a promotion id and an amount (or off), e.g. promo-bonus 1 50',
    );
  if (!/^[1-9]\d{0,9}$/u.test(rawId))
    throw new Error(`the promotion id must be a whole number above 0, not "${rawId}"`);
  let amount: string | null = null;
  if (rawAmount !== 'off') {
    const cents = toCents(rawAmount);
    if (!Number.isSafeInteger(cents) || cents <= 0)
      throw new Error(
        `the amount must be a number above 0 with at most two decimals (or off), not "${rawAmount}"`,
      );
    if (cents > MAX_CENTS) throw new Error(`the amount may be at most ${centsText(MAX_CENTS)}`);
    amount = centsText(cents);
  }
  const [promotion] = await db.query<{ id: number; promo_type: PromotionType; live: boolean }>(
    `SELECT p.id, p.promo_type, (${LIVE('p')}) AS live FROM content_promotions p WHERE p.id = $1`,
    [Number(rawId)],
  );
  if (!promotion) throw new Error(`no promotion ${rawId}`);
  if (amount !== null && !promotion.live)
    throw new Error(`promotion ${rawId} is not live: no member could claim its bonus`);
  await db.query('UPDATE content_promotions SET claim_amount = $2::numeric WHERE id = $1', [
    promotion.id,
    amount,
  ]);
  const [claims] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM promotion_claims WHERE promotion_id = $1',
    [promotion.id],
  );
  const made = `${claims?.n ?? 0} claim${claims?.n === 1 ? '' : 's'} so far`;
  return amount === null
    ? `promotion #${promotion.id}: no bonus to claim any more (${made}, kept)`
    : `promotion #${promotion.id} (${promotion.promo_type}): members may claim ${amount} once${promotion.promo_type === 'VIP' ? ' (VIP members only)' : ''} (${made})`;
}

async function referral(db: Db, args: string[]): Promise<string> {
  const [state, ...extra] = args;
  const flags = await getSetting(db, 'whitelabel');
  const module = flags.includes('AFFMAN3')
    ? ''
    : ' (the affiliate module AFFMAN3 is off: members see no referral)';
  if (state === undefined) {
    const { enabled } = await getSetting(db, 'referral');
    return `referral ${enabled ? 'on' : 'off'}${module}`;
  }
  if ((state !== 'on' && state !== 'off') || extra.length)
    throw new Error('referral takes on or off (nothing: show the state)');
  await setSetting(db, 'referral', {
    ...(await getSetting(db, 'referral')),
    enabled: state === 'on',
  });
  return `referral ${state}${module}`;
}

/** `referral-rules`: shows, or sets, the inviter's reward and the valid bets a friend must reach. */
async function referralRulesCommand(db: Db, args: string[]): Promise<string> {
  const current = await getSetting(db, 'referral');
  const show = (s: ReferralSettings) => {
    const r = referralRules(s);
    return `referral reward ${r.reward} for each friend whose valid bets reach ${r.minBets}`;
  };
  if (args.length === 0) return show(current);
  const [rawReward, rawMin, ...extra] = args;
  if (rawReward === undefined || rawMin === undefined || extra.length)
    throw new Error('referral-rules takes a reward and the valid bets that earn it, e.g. 10 100');
  const reward = toCents(rawReward);
  if (!Number.isSafeInteger(reward) || reward <= 0 || reward > MAX_CENTS)
    throw new Error(
      `the reward must be a number above 0 with at most two decimals, not "${rawReward}"`,
    );
  const min = toCents(rawMin);
  if (!Number.isSafeInteger(min) || min < 0 || min > MAX_CENTS)
    throw new Error(`the valid bets must be 0 or more, with at most two decimals, not "${rawMin}"`);
  const next = { ...current, reward: centsText(reward), minBets: centsText(min) };
  await setSetting(db, 'referral', next);
  await audit(db, {
    actor: operatorName(),
    action: 'referral-rules',
    subject: 'referral',
    detail: { from: referralRules(current), to: referralRules(next) },
  });
  return show(next);
}

/** `rebate-rates`: shows, or sets, the rebate's rates by game type and its window of days. */
async function rebateRates(db: Db, args: string[]): Promise<string> {
  const current = await getSetting(db, 'rebate');
  const show = (s: RebateSettings) => {
    const rates = Object.entries(s.rates)
      .filter(([, rate]) => rate > 0)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([type, rate]) => `${type} ${rate}%`);
    return `rebate: ${rates.length ? rates.join(', ') : 'none (no game type has a rate)'}; bets of the last ${s.windowDays} day${s.windowDays === 1 ? '' : 's'} count`;
  };
  if (args.length === 0) return show(current);
  const next: RebateSettings = { rates: { ...current.rates }, windowDays: current.windowDays };
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    if (arg === '--window') {
      const days = args[(i += 1)] ?? '';
      if (!/^[1-9]\d?$/u.test(days) || Number(days) > 90)
        throw new Error(`--window takes a number of days from 1 to 90, not "${days}"`);
      next.windowDays = Number(days);
      continue;
    }
    const match = /^([A-Z]{2,12})=(\d{1,3}(?:\.\d{1,2})?)$/u.exec(arg);
    if (!match?.[1] || match[2] === undefined)
      throw new Error(
        `each rate is TYPE=PERCENT, such as RNG=0.8 (at most two decimals; 0 removes it), not "${arg}"`,
      );
    if (!(GAME_TYPES as readonly string[]).includes(match[1]))
      throw new Error(`no game type ${match[1]}: one of ${GAME_TYPES.join(', ')}`);
    const rate = Number(match[2]);
    if (rate > 10) throw new Error(`a rebate of ${rate}% is above the 10% a rebate may be`);
    if (rate === 0) delete next.rates[match[1]];
    else next.rates[match[1]] = rate;
  }
  await setSetting(db, 'rebate', next);
  await audit(db, {
    actor: operatorName(),
    action: 'rebate-rates',
    subject: 'rebate',
    detail: { from: current, to: next },
  });
  return show(next);
}

export const promoCli: DomainCli = {
  usage: `  promo-bonus <promotionId> <amount>|off   give a promotion a bonus each member may claim once
                                           (off: no more claims; claims made are kept)
  referral [on|off]                        the referral (invite friends) promo, shown to members
                                           when the affiliate module AFFMAN3 is on too
  referral-rules [<reward> <validBets>]    the inviter's reward for each friend whose valid bets
                                           reach validBets (0: on registering); nothing: show them
  rebate-rates [TYPE=PERCENT ...] [--window DAYS]
                                           the rebate's rate for each game type (RNG=0.8; 0 removes
                                           it) and the days of bets it counts (nothing: show them)`,
  async run(db, command, args) {
    if (command === 'promo-bonus') return promoBonus(db, args);
    if (command === 'referral') return referral(db, args);
    if (command === 'rebate-rates') return rebateRates(db, args);
    if (command === 'referral-rules') return referralRulesCommand(db, args);
    return undefined;
  },
};
