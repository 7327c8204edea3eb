// The raffle's draw (ADR 0019). When a raffle opens, the server draws a 32-byte seed with
// node:crypto and publishes only its SHA-256; once the draw time has passed, the draw reveals the
// seed and ranks every entry by HMAC-SHA256(seed, "<raffleId>:<username>"): the lowest scores win,
// the first place first. Neither the operator nor a member can steer it (the seed was fixed before
// any entry), and anyone holding the seed and the entries can check the winners.
// The draw locks the raffle's row, so that two draws (two processes, or the operator twice) draw
// it once; each prize is a ledger movement keyed by the raffle and the place, paid once.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../db/types';
import { centsText, postIn, toCents } from '../ledger/ledger';

/** A fresh seed (hex) and its published hash. */
export function newSeed(): { seed: string; seedHash: string } {
  const seed = randomBytes(32).toString('hex');
  return { seed, seedHash: seedHashOf(seed) };
}

/** SHA-256 of the seed's bytes, hex. */
export const seedHashOf = (seed: string): string =>
  createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex');

/** An entry's score: HMAC-SHA256 keyed by the seed's bytes over "<raffleId>:<username>", hex. */
export const scoreOf = (seed: string, raffleId: number, username: string): string =>
  createHmac('sha256', Buffer.from(seed, 'hex')).update(`${raffleId}:${username}`).digest('hex');

/**
 * The winners: the entries ranked by score, lowest first (the username breaks a tie, which
 * SHA-256 makes unheard of), as many as there are prizes. The same seed and entries give the
 * same winners, in any order of the entries.
 */
export function drawWinners<E extends { username: string }>(
  seed: string,
  raffleId: number,
  entries: readonly E[],
  places: number,
): (E & { place: number })[] {
  return entries
    .map((e) => ({ e, score: scoreOf(seed, raffleId, e.username) }))
    .sort((a, b) =>
      a.score < b.score ? -1 : a.score > b.score ? 1 : a.e.username < b.e.username ? -1 : 1,
    )
    .slice(0, places)
    .map(({ e }, i) => ({ ...e, place: i + 1 }));
}

export interface DrawReport {
  raffleId: number;
  entries: number;
  winners: { place: number; username: string; prize: string }[];
}

/** Why a raffle cannot be drawn now, for the operator. */
export class DrawRefused extends Error {}

/**
 * Draws raffle `raffleId` and pays its prizes in one transaction. Refused (DrawRefused) when there
 * is no such raffle, it was drawn already, or its draw time has not come.
 */
export function drawRaffle(db: Db, raffleId: number, now = new Date()): Promise<DrawReport> {
  return db.transaction(async (tx) => {
    // The lock: a second draw waits here, then finds drawn_at set. An entry holds the row FOR
    // SHARE, so that no entry lands while the entries are read.
    const [raffle] = await tx.query<{
      seed: string;
      prizes: string[];
      draw_at: Date | string;
      drawn_at: Date | string | null;
    }>(
      `SELECT seed, prizes::text[] AS prizes, draw_at, drawn_at FROM raffles WHERE id = $1
       FOR UPDATE`,
      [raffleId],
    );
    if (!raffle) throw new DrawRefused(`no raffle ${raffleId}`);
    if (raffle.drawn_at !== null)
      throw new DrawRefused(
        `raffle ${raffleId} was drawn already, at ${new Date(raffle.drawn_at).toISOString()}`,
      );
    if (new Date(raffle.draw_at) > now)
      throw new DrawRefused(
        `raffle ${raffleId} draws at ${new Date(raffle.draw_at).toISOString()}: it takes entries until then`,
      );
    const entries = await tx.query<{ account_id: number; username: string }>(
      `SELECT e.account_id, a.username FROM raffle_entries e JOIN accounts a ON a.id = e.account_id
       WHERE e.raffle_id = $1`,
      [raffleId],
    );
    const winners = drawWinners(raffle.seed, raffleId, entries, raffle.prizes.length);
    for (const w of winners) await payPrize(tx, raffleId, w, toCents(raffle.prizes[w.place - 1]!));
    await tx.query('UPDATE raffles SET drawn_at = $2 WHERE id = $1', [raffleId, now]);
    return {
      raffleId,
      entries: entries.length,
      winners: winners.map((w) => ({
        place: w.place,
        username: w.username,
        prize: centsText(toCents(raffle.prizes[w.place - 1]!)),
      })),
    };
  });
}

async function payPrize(
  tx: Queryable,
  raffleId: number,
  winner: { account_id: number; place: number },
  cents: number,
) {
  await postIn(tx, {
    key: `raffle:${raffleId}:${winner.place}`,
    kind: 'raffle-prize',
    request: { raffleId, accountId: winner.account_id, place: winner.place, cents },
    build: async (q, transactionId) => {
      await q.query(
        `UPDATE raffle_entries SET place = $3, prize = $4::numeric / 100, transaction_id = $5
         WHERE raffle_id = $1 AND account_id = $2`,
        [raffleId, winner.account_id, winner.place, cents, transactionId],
      );
      return {
        legs: [
          { wallet: { member: winner.account_id }, cents },
          { wallet: 'house', cents: -cents },
        ],
        result: null,
      };
    },
  });
}

/** Draws every raffle whose draw time has passed, each in its own transaction. */
export async function drawDue(db: Db, now = new Date()): Promise<DrawReport[]> {
  const due = await db.query<{ id: number }>(
    'SELECT id FROM raffles WHERE drawn_at IS NULL AND draw_at <= $1 ORDER BY draw_at, id',
    [now],
  );
  const drawn: DrawReport[] = [];
  for (const { id } of due) {
    try {
      drawn.push(await drawRaffle(db, id, now));
    } catch (error) {
      // Another process drew it between the read and the lock: nothing to do.
      if (!(error instanceof DrawRefused)) throw error;
    }
  }
  return drawn;
}
