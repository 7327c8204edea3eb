// The operator's commands over activities (ADR 0021): open or close a promotion to applications,
// list the applications, and approve one with an amount or reject it with a reason. Every input
// is checked before anything is written, so a refused command changes nothing; the decisions
// follow machine.ts, and a decision on an application that moved meanwhile is refused (the row is
// locked and its status read again).
import { APPLICATION_STATUSES, type ApplicationStatus } from '@portal/contract';
import type { DomainCli } from '../commands/args';
import { parseOptions } from '../commands/args';
import { audit, operatorName } from '../commands/audit';
import type { Db } from '../db/types';
import { centsText, MAX_CENTS, toCents } from '../ledger/ledger';
import { next, PHASE_SQL, type Action } from './machine';

const wholeId = (raw: string | undefined, what: string): number => {
  if (!raw || !/^[1-9]\d{0,14}$/u.test(raw))
    throw new Error(`the ${what} id must be a whole number above 0, not "${raw ?? ''}"`);
  return Number(raw);
};

async function applySwitch(db: Db, args: string[], on: boolean): Promise<string> {
  const command = on ? 'activity-apply-on' : 'activity-apply-off';
  const [rawId, ...extra] = args;
  if (!rawId || extra.length) throw new Error(`${command} takes a promotion id, e.g. ${command} 1`);
  const id = wholeId(rawId, 'promotion');
  const [promotion] = await db.query<{ id: number; phase: string; withdrawn: boolean }>(
    `SELECT p.id, ${PHASE_SQL('p')} AS phase, p.withdrawn_at IS NOT NULL AS withdrawn
     FROM content_promotions p WHERE p.id = $1`,
    [id],
  );
  if (!promotion) throw new Error(`no promotion ${rawId}`);
  if (on && promotion.withdrawn)
    throw new Error(`promotion ${rawId} is withdrawn: no member could apply to it`);
  const [row] = await db.query<{ phase: string; open: number }>(
    `UPDATE content_promotions p SET applications = $2 WHERE p.id = $1
     RETURNING ${PHASE_SQL('p')} AS phase,
       (SELECT count(*)::int FROM activity_applications a
         WHERE a.promotion_id = p.id AND a.status IN ('applying', 'issued')) AS open`,
    [id, on],
  );
  await audit(db, { actor: operatorName(), action: command, subject: `promotion:${id}` });
  const open = `${row?.open ?? 0} application${row?.open === 1 ? '' : 's'} open`;
  return on
    ? `promotion #${id} takes applications (${row?.phase === 'open' ? 'open now' : (row?.phase ?? '')}; ${open})`
    : `promotion #${id} takes no more applications (${open}, kept: they may still be decided and claimed)`;
}

async function list(db: Db, args: string[]): Promise<string> {
  const options = parseOptions(args, ['status', 'promotion']);
  const status = options.get('--status');
  if (status !== undefined && !(APPLICATION_STATUSES as readonly string[]).includes(status))
    throw new Error(`--status is one of ${APPLICATION_STATUSES.join(', ')}, not "${status}"`);
  const rawPromotion = options.get('--promotion');
  const promotion = rawPromotion === undefined ? null : wholeId(rawPromotion, 'promotion');
  const rows = await db.query<{
    id: string;
    promotion_id: number;
    username: string;
    status: ApplicationStatus;
    amount: string | null;
    images: number;
    submitted_at: Date | string;
    content: string;
    reason: string | null;
  }>(
    `SELECT a.id, a.promotion_id, u.username, a.status, a.amount::text AS amount, a.submitted_at,
       a.content, a.reason,
       (SELECT count(*)::int FROM activity_images i WHERE i.application_id = a.id) AS images
     FROM activity_applications a JOIN accounts u ON u.id = a.account_id
     WHERE ($1::text IS NULL OR a.status = $1) AND ($2::int IS NULL OR a.promotion_id = $2)
     ORDER BY a.id DESC LIMIT 200`,
    [status ?? null, promotion],
  );
  if (rows.length === 0) return `no applications${status ? ` ${status}` : ''}`;
  return rows
    .map((r) => {
      const text = r.content.replace(/\s+/gu, ' ');
      const decided =
        r.status === 'rejected'
          ? ` reason: ${r.reason ?? ''}`
          : r.amount !== null
            ? ` amount ${centsText(toCents(r.amount))}`
            : '';
      return `#${r.id} promotion ${r.promotion_id} ${r.username} ${r.status}${decided} ${r.images} image${r.images === 1 ? '' : 's'} ${new Date(r.submitted_at).toISOString()} "${text.length > 60 ? `${text.slice(0, 59)}…` : text}"`;
    })
    .join('\n');
}

/** Moves application `id` by the operator's `action`, in a transaction with the row locked. */
async function decide(
  db: Db,
  id: number,
  action: Extract<Action, 'approve' | 'reject'>,
  set: { amount: string | null; reason: string | null },
): Promise<ApplicationStatus> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ status: ApplicationStatus }>(
      'SELECT status FROM activity_applications WHERE id = $1 FOR UPDATE',
      [id],
    );
    if (!row) throw new Error(`no application ${id}`);
    const to = next(row.status, action);
    if (!to)
      throw new Error(
        `application ${id} is ${row.status}: only an applying one may be ${action === 'approve' ? 'approved' : 'rejected'}`,
      );
    await tx.query(
      `UPDATE activity_applications SET status = $2, amount = $3::numeric, reason = $4,
         decided_at = now() WHERE id = $1`,
      [id, to, set.amount, set.reason],
    );
    await audit(tx, {
      actor: operatorName(),
      action: `application-${action}`,
      subject: `application:${id}`,
      detail: { from: row.status, to, ...set },
    });
    return to;
  });
}

async function approve(db: Db, args: string[]): Promise<string> {
  const [rawId, rawAmount, ...extra] = args;
  if (!rawId || rawAmount === undefined || extra.length)
    throw new Error('application-approve takes an application id and an amount, e.g. 12 50');
  const id = wholeId(rawId, 'application');
  const cents = toCents(rawAmount);
  if (!Number.isSafeInteger(cents) || cents <= 0)
    throw new Error(
      `the amount must be a number above 0 with at most two decimals, not "${rawAmount}"`,
    );
  if (cents > MAX_CENTS) throw new Error(`the amount may be at most ${centsText(MAX_CENTS)}`);
  const amount = centsText(cents);
  await decide(db, id, 'approve', { amount, reason: null });
  return `application #${id} issued: the member may claim ${amount} once`;
}

async function reject(db: Db, args: string[]): Promise<string> {
  const [rawId, ...rest] = args;
  if (!rawId || rawId.startsWith('--'))
    throw new Error('application-reject takes an application id and --reason "..."');
  const id = wholeId(rawId, 'application');
  const reason = parseOptions(rest, ['reason']).get('--reason')?.trim();
  if (!reason) throw new Error('application-reject needs --reason "...": the member reads it');
  if (reason.length > 500) throw new Error('the reason may be at most 500 characters');
  await decide(db, id, 'reject', { amount: null, reason });
  return `application #${id} rejected: the member may apply again while the promotion is open`;
}

export const activityCli: DomainCli = {
  usage: `  activity-apply-on <promotionId>          the promotion takes members' applications (text and
                                           up to 3 images), decided with the commands below
  activity-apply-off <promotionId>         no new applications (open ones are kept)
  applications [--status S] [--promotion ID]
                                           the latest 200 applications (S: ${APPLICATION_STATUSES.join(', ')})
  application-approve <id> <amount>        issue an applying application's reward, claimed once
  application-reject <id> --reason "..."   reject an applying application, telling the member why`,
  async run(db, command, args) {
    if (command === 'activity-apply-on') return applySwitch(db, args, true);
    if (command === 'activity-apply-off') return applySwitch(db, args, false);
    if (command === 'applications') return list(db, args);
    if (command === 'application-approve') return approve(db, args);
    if (command === 'application-reject') return reject(db, args);
    return undefined;
  },
};
