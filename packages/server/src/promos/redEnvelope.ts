// Red envelopes (hongbao): a campaign's total is split at its creation into random shares, each at
// least the campaign's minimum and together exactly its total (splitTotal); a member takes the
// next free share once per campaign, credited through the ledger from the house in the same
// transaction (grabEnvelope). The database keeps a share taken once (migration 0036).
import { randomInt } from 'node:crypto';
import type { calls, CallValue, RedEnvelopeStatus } from '@portal/contract';
import type { AccountRow } from '../accounts/accounts';
import type { Db, Queryable } from '../db/types';
import { ApiError } from '../http/errors';
import { pickText, type Texts } from '../i18n/languages';
import { balanceCents, centsText, fromCents, postIn, toCents } from '../ledger/ledger';
import { refuseExcluded } from '../responsible/exclusions';

type Campaign = CallValue<typeof calls.redEnvelopes>['campaigns'][number];
type Grabbed = CallValue<typeof calls.redEnvelopeGrab>;

/** The largest total a campaign may hold: 100,000,000.00, within what randomInt draws from. */
export const RED_ENVELOPE_MAX_TOTAL_CENTS = 10_000_000_000;

/**
 * `count` random shares of `totalCents`, each at least `minCents`, summing exactly to the total:
 * the minimum in each, and what is above it cut at count - 1 points drawn by the cryptographic
 * RNG. Throws when the minimums do not fit in the total.
 */
export function splitTotal(totalCents: number, count: number, minCents: number): number[] {
  if (
    !Number.isSafeInteger(totalCents) ||
    totalCents <= 0 ||
    totalCents > RED_ENVELOPE_MAX_TOTAL_CENTS
  )
    throw new Error(`red envelope: a total of ${totalCents} cents cannot be split`);
  if (!Number.isSafeInteger(count) || count < 1)
    throw new Error(`red envelope: ${count} envelopes cannot be made`);
  if (!Number.isSafeInteger(minCents) || minCents < 1 || minCents * count > totalCents)
    throw new Error(`red envelope: ${count} shares of at least ${minCents} cents exceed the total`);
  const spare = totalCents - minCents * count;
  const cuts = Array.from({ length: count - 1 }, () => randomInt(0, spare + 1)).sort(
    (a, b) => a - b,
  );
  const edges = [0, ...cuts, spare];
  return edges.slice(1).map((edge, i) => minCents + edge - (edges[i] ?? 0));
}

export interface NewCampaign {
  texts: Texts<{ title: string }>;
  totalCents: number;
  count: number;
  minCents: number;
  startsAt: Date;
  endsAt: Date;
  /** The demo seed's campaign: written once (a second seed finds it). */
  seedKey?: string;
}

/** Writes a campaign and its shares in one transaction; its id (none when the seed had it). */
export async function createCampaign(db: Queryable, c: NewCampaign): Promise<number | undefined> {
  const shares = splitTotal(c.totalCents, c.count, c.minCents);
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO red_envelope_campaigns (texts, total, envelopes, min_share, starts_at, ends_at, seed_key)
     VALUES ($1::jsonb, $2::numeric, $3, $4::numeric, $5, $6, $7)
     ON CONFLICT (seed_key) DO NOTHING RETURNING id`,
    [
      JSON.stringify(c.texts),
      centsText(c.totalCents),
      c.count,
      centsText(c.minCents),
      c.startsAt.toISOString(),
      c.endsAt.toISOString(),
      c.seedKey ?? null,
    ],
  );
  if (!row) return undefined;
  await db.query(
    `INSERT INTO red_envelope_shares (campaign_id, seq, amount)
     SELECT $1, t.i::int, t.a::numeric FROM jsonb_array_elements_text($2::jsonb) WITH ORDINALITY AS t(a, i)`,
    [row.id, JSON.stringify(shares.map(centsText))],
  );
  // The shares were cut to sum to the total: read back, so a mistake never goes unnoticed.
  const [check] = await db.query<{ n: number; sum: string }>(
    `SELECT count(*)::int AS n, coalesce(sum(amount), 0)::text AS sum
     FROM red_envelope_shares WHERE campaign_id = $1`,
    [row.id],
  );
  if (check?.n !== c.count || toCents(check.sum) !== c.totalCents)
    throw new Error(`red envelope ${row.id}: the shares do not sum to the total`);
  return row.id;
}

/** The SQL status of a campaign `c`, as the contract names it. */
export const STATUS = (c: string) => `CASE
  WHEN ${c}.closed_at IS NOT NULL OR ${c}.ends_at <= now() THEN 'ended'
  WHEN ${c}.starts_at > now() THEN 'upcoming' ELSE 'running' END`;

interface CampaignRow {
  id: number;
  texts: Texts<{ title: string }>;
  status: RedEnvelopeStatus;
  total: string;
  envelopes: number;
  free: number;
  min_share: string;
  starts_at: Date | string;
  ends_at: Date | string;
  closed_at: Date | string | null;
  my_amount: string | null;
  my_at: Date | string | null;
}

const iso = (d: Date | string) => new Date(d).toISOString();

/**
 * The campaigns running or starting within 7 days, then those ended in the last 7 days (the
 * latest first), at most 10; with the member's own envelope of each when `accountId` is given.
 */
export async function listCampaigns(
  q: Queryable,
  accountId: number | null,
  chain: readonly string[],
): Promise<{ now: string; campaigns: Campaign[] }> {
  const rows = await q.query<CampaignRow & { now: Date | string }>(
    `SELECT c.id, c.texts, ${STATUS('c')} AS status, c.total::text AS total, c.envelopes,
       (SELECT count(*)::int FROM red_envelope_shares s
        WHERE s.campaign_id = c.id AND s.account_id IS NULL) AS free,
       c.min_share::text AS min_share, c.starts_at, c.ends_at, c.closed_at,
       m.amount::text AS my_amount, m.grabbed_at AS my_at, now() AS now
     FROM red_envelope_campaigns c
     LEFT JOIN red_envelope_shares m ON m.campaign_id = c.id AND m.account_id = $1::int
     WHERE c.starts_at <= now() + interval '7 days'
       AND least(coalesce(c.closed_at, c.ends_at), c.ends_at) > now() - interval '7 days'
     ORDER BY CASE ${STATUS('c')} WHEN 'running' THEN 0 WHEN 'upcoming' THEN 1 ELSE 2 END,
       CASE WHEN ${STATUS('c')} = 'ended' THEN least(coalesce(c.closed_at, c.ends_at), c.ends_at) END DESC,
       c.starts_at, c.id DESC
     LIMIT 10`,
    [accountId],
  );
  const [{ now } = { now: new Date() }] = rows.length
    ? rows
    : await q.query<{ now: Date | string }>('SELECT now() AS now');
  return {
    now: iso(now),
    campaigns: rows.map((r) => {
      const { language, text } = pickText(r.texts, chain);
      return {
        campaignId: r.id,
        title: text.title,
        language,
        status: r.status,
        total: fromCents(toCents(r.total)),
        envelopes: r.envelopes,
        left: r.free,
        minShare: fromCents(toCents(r.min_share)),
        startsAt: iso(r.starts_at),
        // Closed early: it ended then.
        endsAt: iso(
          r.closed_at && new Date(r.closed_at) < new Date(r.ends_at) ? r.closed_at : r.ends_at,
        ),
        mine:
          r.my_amount === null || r.my_at === null
            ? null
            : {
                campaignId: r.id,
                amount: fromCents(toCents(r.my_amount)),
                grabbedAt: iso(r.my_at),
              },
      };
    }),
  };
}

const freeShareSql = (wait: boolean) =>
  `SELECT seq, amount::text AS amount FROM red_envelope_shares
   WHERE campaign_id = $1 AND account_id IS NULL ORDER BY seq LIMIT 1
   FOR UPDATE${wait ? '' : ' SKIP LOCKED'}`;

/**
 * The next free share of a campaign, locked for this transaction: one no other grab holds (SKIP
 * LOCKED), else, while free ones are held by grabs in flight, the first of them once its grab
 * has ended (taken: look again; given back: it is this one). None left: RED_ENVELOPE_EMPTY.
 */
async function takeFreeShare(
  q: Queryable,
  campaignId: number,
): Promise<{ seq: number; amount: string }> {
  for (;;) {
    const [free] = await q.query<{ seq: number; amount: string }>(freeShareSql(false), [
      campaignId,
    ]);
    if (free) return free;
    const [held] = await q.query<{ seq: number; amount: string }>(freeShareSql(true), [campaignId]);
    if (held) return held;
    const [left] = await q.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM red_envelope_shares WHERE campaign_id = $1 AND account_id IS NULL',
      [campaignId],
    );
    if (!left?.n) throw new ApiError('RED_ENVELOPE_EMPTY');
  }
}

/**
 * Grabs a member's envelope of a campaign: the next free share, credited from the house through
 * the ledger under one key per campaign and member, so that a member gets one envelope however
 * many grabs run at once. A retry with the same idempotency key answers the same envelope; a grab
 * with another key after the member's envelope is RED_ENVELOPE_GRABBED.
 */
export function grabEnvelope(
  db: Db,
  account: Pick<AccountRow, 'id'>,
  campaignId: number,
  idempotencyKey: string,
): Promise<Grabbed> {
  const grabbedBy = async (q: Queryable) =>
    (
      await q.query<{ grab_key: string }>(
        'SELECT grab_key FROM red_envelope_shares WHERE campaign_id = $1 AND account_id = $2',
        [campaignId, account.id],
      )
    )[0];
  return db.transaction(async (tx) => {
    // A time-out or self-exclusion gets no promotions (its sessions are ended too).
    await refuseExcluded(tx, account.id);
    const [campaign] = await tx.query<{ status: RedEnvelopeStatus }>(
      `SELECT ${STATUS('c')} AS status FROM red_envelope_campaigns c WHERE c.id = $1`,
      [campaignId],
    );
    if (!campaign)
      throw new ApiError('NOT_FOUND', {
        message: `campaignId: no red envelope campaign ${campaignId}`,
        value: { fields: { campaignId: `no red envelope campaign ${campaignId}` } },
      });
    const had = await grabbedBy(tx);
    if (had && had.grab_key !== idempotencyKey) throw new ApiError('RED_ENVELOPE_GRABBED');
    if (!had && campaign.status !== 'running') throw new ApiError('RED_ENVELOPE_CLOSED');
    const posted = await postIn(tx, {
      key: `red-envelope:${campaignId}:${account.id}`,
      kind: 'red-envelope',
      request: { campaignId, accountId: account.id },
      build: async (q, transactionId) => {
        const share = await takeFreeShare(q, campaignId);
        const [taken] = await q.query<{ grabbed_at: Date | string }>(
          `UPDATE red_envelope_shares SET account_id = $3, transaction_id = $4, grab_key = $5,
             grabbed_at = now()
           WHERE campaign_id = $1 AND seq = $2 RETURNING grabbed_at`,
          [campaignId, share.seq, account.id, transactionId, idempotencyKey],
        );
        const cents = toCents(share.amount);
        return {
          legs: [
            { wallet: { member: account.id }, cents },
            { wallet: 'house', cents: -cents },
          ],
          result: {
            campaignId,
            amount: fromCents(cents),
            balance: 0,
            grabbedAt: iso(taken?.grabbed_at ?? new Date()),
            left: 0,
          },
        };
      },
      after: async (q, result) => {
        const [left] = await q.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM red_envelope_shares WHERE campaign_id = $1 AND account_id IS NULL',
          [campaignId],
        );
        return {
          ...result,
          balance: fromCents(await balanceCents(q, account.id)),
          left: left?.n ?? 0,
        };
      },
    });
    // Another grab of this member (another key) was first, even one running at the same time.
    if (posted.replayed && (await grabbedBy(tx))?.grab_key !== idempotencyKey)
      throw new ApiError('RED_ENVELOPE_GRABBED');
    return posted.result;
  });
}
