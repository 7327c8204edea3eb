// The raffles a member sees and its entry (spec 7.1 raffle promotion claim). A member whose valid
// bets since the raffle opened reach its mark takes one entry while it is open; the entry is free
// and moves no money. The draw (draw.ts) pays the winners.
import { TRIAL_TYPE, type calls, type CallValue } from '@portal/contract';
import type { AccountRow } from '../accounts/accounts';
import type { Db, Queryable } from '../db/types';
import { ApiError } from '../http/errors';
import { pickText, type Texts } from '../i18n/languages';
import { fromCents, toCents } from '../ledger/ledger';
import { hideName } from '../promos/referral';

type RaffleList = CallValue<typeof calls.raffleList>;

/** Drawn raffles stay listed this long. */
const SHOWN_DRAWN_DAYS = 30;
/** At most this many raffles are listed. */
const LISTED = 20;

/** The member's valid bets in raffle `r`'s window (from its opening to its draw time). */
const VALID_BETS = (r: string, account: string) =>
  `(SELECT coalesce(sum(b.stake), 0) FROM game_bets b WHERE b.account_id = ${account}
    AND b.created_at >= ${r}.opens_at AND b.created_at < ${r}.draw_at)`;

export async function raffleList(
  db: Queryable,
  account: Pick<AccountRow, 'id' | 'type'>,
  languages: readonly string[],
  now = new Date(),
): Promise<RaffleList> {
  // A trial account sees the raffles but has no bets of its own that count.
  const me = account.type === TRIAL_TYPE ? 0 : account.id;
  const rows = await db.query<{
    id: number;
    titles: Texts<string>;
    prizes: string[];
    min_bets: string;
    opens_at: Date | string;
    draw_at: Date | string;
    drawn_at: Date | string | null;
    seed: string;
    seed_hash: string;
    entries: number;
    valid: string;
    entered: boolean;
    place: number | null;
  }>(
    `SELECT r.id, r.titles, r.prizes::text[] AS prizes, r.min_bets::text AS min_bets, r.opens_at,
       r.draw_at, r.drawn_at, r.seed, r.seed_hash,
       (SELECT count(*)::int FROM raffle_entries e WHERE e.raffle_id = r.id) AS entries,
       ${VALID_BETS('r', '$1')}::text AS valid,
       m.account_id IS NOT NULL AS entered, m.place
     FROM raffles r
     LEFT JOIN raffle_entries m ON m.raffle_id = r.id AND m.account_id = $1
     WHERE r.opens_at <= $2
       AND (r.drawn_at IS NULL OR r.drawn_at > $2::timestamptz - make_interval(days => $3))
     ORDER BY r.drawn_at IS NOT NULL, r.draw_at, r.drawn_at DESC, r.id
     LIMIT $4`,
    [me, now, SHOWN_DRAWN_DAYS, LISTED],
  );
  const drawn = rows.filter((r) => r.drawn_at !== null).map((r) => r.id);
  const winners = drawn.length
    ? await db.query<{ raffle_id: number; place: number; username: string; prize: string }>(
        `SELECT e.raffle_id, e.place, a.username, e.prize::text AS prize
         FROM raffle_entries e JOIN accounts a ON a.id = e.account_id
         WHERE e.raffle_id = ANY($1::int[]) AND e.place IS NOT NULL ORDER BY e.place`,
        [drawn],
      )
    : [];
  return {
    raffles: rows.map((r) => ({
      raffleId: r.id,
      title: pickText(r.titles, languages).text,
      status: r.drawn_at !== null ? 'drawn' : new Date(r.draw_at) <= now ? 'closed' : 'open',
      prizes: r.prizes.map((p) => fromCents(toCents(p))),
      minBets: fromCents(toCents(r.min_bets)),
      opensAt: new Date(r.opens_at).toISOString(),
      drawAt: new Date(r.draw_at).toISOString(),
      drawnAt: r.drawn_at === null ? null : new Date(r.drawn_at).toISOString(),
      seedHash: r.seed_hash,
      // The seed is revealed only once the draw has used it (ADR 0019).
      seed: r.drawn_at === null ? null : r.seed,
      entries: r.entries,
      mine: {
        validBets: fromCents(toCents(r.valid)),
        entered: r.entered,
        place: r.place,
      },
      winners: winners
        .filter((w) => w.raffle_id === r.id)
        .map((w) => ({
          place: w.place,
          username: hideName(w.username),
          prize: fromCents(toCents(w.prize)),
        })),
    })),
  };
}

/** Takes the member's one entry in open raffle `raffleId`. */
export function enterRaffle(
  db: Db,
  account: Pick<AccountRow, 'id' | 'type'>,
  raffleId: number,
  now = new Date(),
): Promise<CallValue<typeof calls.raffleClaim>> {
  // Trial accounts play with demo funds only (spec 6).
  if (account.type === TRIAL_TYPE) throw new ApiError('TRIAL_FORBIDDEN');
  return db.transaction(async (tx) => {
    // FOR SHARE: entries go in side by side, but not while the draw (FOR UPDATE) reads them.
    const [raffle] = await tx.query<{
      min_bets: string;
      draw_at: Date | string;
      drawn_at: Date | string | null;
      valid: string;
    }>(
      `SELECT r.min_bets::text AS min_bets, r.draw_at, r.drawn_at, ${VALID_BETS('r', '$2')}::text AS valid
       FROM raffles r WHERE r.id = $1 AND r.opens_at <= $3 FOR SHARE OF r`,
      [raffleId, account.id, now],
    );
    if (!raffle)
      throw new ApiError('NOT_FOUND', {
        message: `raffleId: no raffle ${raffleId}`,
        value: { fields: { raffleId: `no raffle ${raffleId}` } },
      });
    if (raffle.drawn_at !== null || new Date(raffle.draw_at) <= now)
      throw new ApiError('RAFFLE_CLOSED', {
        message: `raffle ${raffleId} takes no more entries: its draw time has passed`,
      });
    if (toCents(raffle.valid) < toCents(raffle.min_bets))
      throw new ApiError('RAFFLE_NOT_ELIGIBLE', {
        message: `raffle ${raffleId} asks for valid bets of ${raffle.min_bets}; yours are ${fromCents(toCents(raffle.valid)).toFixed(2)}`,
      });
    // The key (raffle, member): a concurrent entry waits on it, then inserts nothing.
    const [entry] = await tx.query<{ entered_at: Date | string }>(
      `INSERT INTO raffle_entries (raffle_id, account_id) VALUES ($1, $2)
       ON CONFLICT (raffle_id, account_id) DO NOTHING RETURNING entered_at`,
      [raffleId, account.id],
    );
    if (!entry)
      throw new ApiError('ALREADY_CLAIMED', {
        message: `raffle ${raffleId}: you have an entry already`,
      });
    const [count] = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM raffle_entries WHERE raffle_id = $1',
      [raffleId],
    );
    return {
      raffleId,
      enteredAt: new Date(entry.entered_at).toISOString(),
      entries: count?.n ?? 1,
    };
  });
}
