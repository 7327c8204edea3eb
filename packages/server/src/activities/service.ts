// The member's side of activities (ADR 0021): the list with a status per promotion, an
// application with its images, and its detail (images to their sender only). The claim is in
// claim.ts, the operator's decisions in cli.ts; machine.ts holds the rules all of them follow.
import { TRIAL_TYPE, type ApplicationStatus, type calls, type CallValue } from '@portal/contract';
import type { AccountRow } from '../accounts/accounts';
import type { Db, Queryable } from '../db/types';
import type { UploadedFile } from '../http/context';
import { ApiError } from '../http/errors';
import { pickText, type Texts } from '../i18n/languages';
import { fromCents, toCents } from '../ledger/ledger';
import { memberStatus, next, PHASE_SQL, type Phase } from './machine';

type Activity = CallValue<typeof calls.activityList>['activities'][number];
type Detail = CallValue<typeof calls.activityApplication>;

/** An application row as the list and the detail read it. */
interface ApplicationRow {
  id: string;
  status: ApplicationStatus;
  submitted_at: Date | string;
  reason: string | null;
  amount: string | null;
  decided_at: Date | string | null;
  claimed_at: Date | string | null;
}

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

/** The columns of `ApplicationRow`, from the application alias `a`. */
const APPLICATION_COLUMNS = `a.id, a.status, a.submitted_at, a.reason, a.amount::text AS amount,
  a.decided_at, a.claimed_at`;

const summary = (a: ApplicationRow) => ({
  id: Number(a.id),
  status: a.status,
  submittedAt: new Date(a.submitted_at).toISOString(),
  reason: a.reason,
  amount: a.amount === null ? null : fromCents(toCents(a.amount)),
  decidedAt: iso(a.decided_at),
  claimedAt: iso(a.claimed_at),
});

export const refuseTrial = (account: Pick<AccountRow, 'type'>): void => {
  // Trial accounts play with demo funds only (spec 6): no application, no reward.
  if (account.type === TRIAL_TYPE) throw new ApiError('TRIAL_FORBIDDEN');
};

/**
 * The member's activities: each published promotion that takes applications (ended ones for 30
 * days after their end) and each one the member applied to, with its latest application.
 */
export async function activityList(
  db: Queryable,
  account: Pick<AccountRow, 'id' | 'type'>,
  chain: readonly string[],
): Promise<Activity[]> {
  refuseTrial(account);
  const rows = await db.query<
    Partial<ApplicationRow> & {
      promotion_id: number;
      texts: Texts<{ title: string }>;
      phase: Phase;
      starts_at: Date | string | null;
      ends_at: Date | string | null;
    }
  >(
    `SELECT p.id AS promotion_id, p.texts, p.starts_at, p.ends_at, ${PHASE_SQL('p')} AS phase,
       ${APPLICATION_COLUMNS}
     FROM content_promotions p
     LEFT JOIN LATERAL (SELECT * FROM activity_applications x
       WHERE x.promotion_id = p.id AND x.account_id = $1 ORDER BY x.id DESC LIMIT 1) a ON true
     WHERE a.id IS NOT NULL
        OR (p.applications AND p.withdrawn_at IS NULL AND p.published_at <= now()
            AND (p.ends_at IS NULL OR p.ends_at > now() - interval '30 days'))
     ORDER BY p.sort, p.published_at DESC, p.id DESC`,
    [account.id],
  );
  return rows.map((r) => {
    const latest = r.id ? summary(r as ApplicationRow) : null;
    return {
      promotionId: r.promotion_id,
      title: pickText(r.texts, chain).text.title,
      ...memberStatus(r.phase, latest?.status ?? null),
      startsAt: iso(r.starts_at),
      endsAt: iso(r.ends_at),
      application: latest,
    };
  });
}

const PHASE_REFUSAL: Record<Exclude<Phase, 'open'>, string> = {
  'coming soon': 'has not started yet: applications open at its start',
  close: 'has ended: it takes no more applications',
};

/**
 * Keeps an application with its images, all of it or nothing. The promotion must take
 * applications (NOT_FOUND otherwise) and be open, and the member's latest application must allow
 * a new one (ACTIVITY_STATE otherwise); the partial unique index keeps one of two racing.
 */
export function apply(
  db: Db,
  account: Pick<AccountRow, 'id' | 'type'>,
  input: { promotionId: number; content: string; files: readonly UploadedFile[] },
): Promise<CallValue<typeof calls.activityApply>> {
  refuseTrial(account);
  const { promotionId } = input;
  return db.transaction(async (tx) => {
    const [promotion] = await tx.query<{ phase: Phase; latest: ApplicationStatus | null }>(
      `SELECT ${PHASE_SQL('p')} AS phase,
         (SELECT x.status FROM activity_applications x WHERE x.promotion_id = p.id
            AND x.account_id = $2 ORDER BY x.id DESC LIMIT 1) AS latest
       FROM content_promotions p
       WHERE p.id = $1 AND p.applications AND p.withdrawn_at IS NULL`,
      [promotionId, account.id],
    );
    if (!promotion)
      throw new ApiError('NOT_FOUND', {
        message: `promotionId: promotion ${promotionId} takes no applications`,
        value: { fields: { promotionId: `promotion ${promotionId} takes no applications` } },
      });
    if (promotion.phase !== 'open')
      throw new ApiError('ACTIVITY_STATE', {
        message: `Promotion ${promotionId} ${PHASE_REFUSAL[promotion.phase]}`,
        value: { status: promotion.phase },
      });
    const refused = () =>
      new ApiError('ACTIVITY_STATE', {
        message: `An application to promotion ${promotionId} is already ${promotion.latest ?? 'open'}: it cannot be sent again`,
        value: { status: promotion.latest ?? 'applying' },
      });
    if (!next(promotion.latest ?? 'none', 'apply')) throw refused();
    const [row] = await tx.query<{ id: string; submitted_at: Date | string }>(
      `INSERT INTO activity_applications (promotion_id, account_id, content) VALUES ($1, $2, $3)
       ON CONFLICT (promotion_id, account_id) WHERE status <> 'rejected' DO NOTHING
       RETURNING id, submitted_at`,
      [promotionId, account.id, input.content],
    );
    // A concurrent application took the place between the read and the insert.
    if (!row) throw refused();
    for (const file of input.files)
      await tx.query(
        'INSERT INTO activity_images (application_id, mime, bytes) VALUES ($1, $2, $3)',
        [row.id, file.type, file.data],
      );
    return {
      applicationId: Number(row.id),
      status: 'applying' as const,
      submittedAt: new Date(row.submitted_at).toISOString(),
    };
  });
}

/** One of the member's applications with its text and images; anyone else's is NOT_FOUND. */
export async function applicationDetail(
  db: Queryable,
  account: Pick<AccountRow, 'id'>,
  id: number,
  chain: readonly string[],
): Promise<Detail> {
  const [row] = await db.query<
    ApplicationRow & { promotion_id: number; texts: Texts<{ title: string }>; content: string }
  >(
    `SELECT ${APPLICATION_COLUMNS}, a.promotion_id, a.content, p.texts
     FROM activity_applications a JOIN content_promotions p ON p.id = a.promotion_id
     WHERE a.id = $1 AND a.account_id = $2`,
    [id, account.id],
  );
  if (!row) throw new ApiError('NOT_FOUND', { message: `No application ${id} of yours` });
  const images = await db.query<{ mime: 'image/png' | 'image/jpeg'; bytes: Uint8Array }>(
    'SELECT mime, bytes FROM activity_images WHERE application_id = $1 ORDER BY id',
    [id],
  );
  return {
    ...summary(row),
    promotionId: row.promotion_id,
    title: pickText(row.texts, chain).text.title,
    content: row.content,
    images: images.map((i) => {
      const bytes = Buffer.from(i.bytes);
      return {
        type: i.mime,
        bytes: bytes.length,
        dataUrl: `data:${i.mime};base64,${bytes.toString('base64')}`,
      };
    }),
  };
}
