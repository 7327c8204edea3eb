// The operator's commands over the promos members may claim, and the referral promo's switch.
// Every input is checked before anything is written, so a refused command changes nothing.
import type { PromotionType } from '@portal/contract';
import type { DomainCli } from '../commands/args';
import { LIVE } from '../content/service';
import type { Db } from '../db/types';
import { centsText, MAX_CENTS, toCents } from '../ledger/ledger';
import { getSetting, setSetting } from '../settings/settings';

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
  await setSetting(db, 'referral', { enabled: state === 'on' });
  return `referral ${state}${module}`;
}

export const promoCli: DomainCli = {
  usage: `  promo-bonus <promotionId> <amount>|off   give a promotion a bonus each member may claim once
                                           (off: no more claims; claims made are kept)
  referral [on|off]                        the referral (invite friends) promo, shown to members
                                           when the affiliate module AFFMAN3 is on too`,
  async run(db, command, args) {
    if (command === 'promo-bonus') return promoBonus(db, args);
    if (command === 'referral') return referral(db, args);
    return undefined;
  },
};
