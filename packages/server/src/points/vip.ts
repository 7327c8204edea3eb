// The VIP levels the operator defines (cli vip-level-add): a name, the valid bets that reach it and
// its benefits. A member's level is the highest one its valid bets (bet_days) reached, or the one
// the operator gave the account (accounts.vip_level) when that is higher; the member info's
// hasVip, vipLabelName and vipRankLevel are read from it.
import { TRIAL_TYPE, type calls, type CallValue } from '@portal/contract';
import type { Queryable } from '../db/types';
import { fromCents, toCents } from '../ledger/ledger';
import { readThrough } from '../settings/cache';
import { validBetsCents } from './earn';

export interface VipLevelRow {
  level: number;
  name: string;
  cents: number;
  benefits: string[];
}

/** The key the VIP levels are kept under in the process (settings/cache.ts, migration 0043). */
export const VIP_LEVELS_KEY = 'vip_levels';

/** The operator's levels, lowest first: kept in the process, as the settings are. */
export function vipLevels(db: Queryable): Promise<VipLevelRow[]> {
  return readThrough(db, VIP_LEVELS_KEY, async () => {
    const rows = await db.query<{
      level: number;
      name: string;
      valid_bets: string;
      benefits: string[];
    }>(
      'SELECT level, name, valid_bets::text AS valid_bets, benefits FROM vip_levels ORDER BY level',
    );
    return rows.map((r) => ({
      level: r.level,
      name: r.name,
      cents: toCents(r.valid_bets),
      benefits: r.benefits,
    }));
  });
}

interface VipAccount {
  id: number;
  type: number;
  vip_level: number;
  vip_label: string | null;
  /** The valid bets as read with the account (accounts.ts), else they are read here. */
  valid_bets?: string;
}

/** The member's VIP standing: its level (0: none) and name, and its valid bets. */
export async function vipOf(
  db: Queryable,
  account: VipAccount,
): Promise<{ level: number; name: string | null; cents: number; levels: VipLevelRow[] }> {
  const [levels, cents] = await Promise.all([
    vipLevels(db),
    account.valid_bets === undefined
      ? validBetsCents(db, account.id)
      : Promise.resolve(toCents(account.valid_bets)),
  ]);
  // A trial account's demo bets make no VIP (spec 6).
  if (account.type === TRIAL_TYPE) return { level: 0, name: null, cents, levels };
  const reached = levels.filter((l) => l.cents <= cents).at(-1);
  const level = Math.max(reached?.level ?? 0, account.vip_level);
  const name =
    levels.find((l) => l.level === level)?.name ?? (level > 0 ? account.vip_label : null);
  return { level, name: name ?? null, cents, levels };
}

export async function vipInfo(
  db: Queryable,
  account: VipAccount,
): Promise<CallValue<typeof calls.vipInfo>> {
  const { level, cents, levels } = await vipOf(db, account);
  const next = levels.find((l) => l.level > level);
  return {
    levels: levels.map((l) => ({
      level: l.level,
      name: l.name,
      validBets: fromCents(l.cents),
      benefits: l.benefits,
    })),
    level,
    validBets: fromCents(cents),
    next: next
      ? {
          level: next.level,
          name: next.name,
          remaining: fromCents(Math.max(0, next.cents - cents)),
        }
      : null,
  };
}
