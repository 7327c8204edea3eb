// The operator audit: every command that changes money, rules or settings says who did what.
import { userInfo } from 'node:os';
import type { Queryable } from '../db/types';

/** The operator running a command: PORTAL_OPERATOR when set (shared shells), else the OS user. */
export const operatorName = (): string => process.env['PORTAL_OPERATOR'] ?? userInfo().username;

/** Records an operator action: who, what, on what, with what. */
export async function audit(
  db: Queryable,
  entry: { actor: string; action: string; subject: string; detail?: Record<string, unknown> },
): Promise<void> {
  await db.query(
    'INSERT INTO operator_audit (actor, action, subject, detail) VALUES ($1, $2, $3, $4::jsonb)',
    [entry.actor, entry.action, entry.subject, JSON.stringify(entry.detail ?? {})],
  );
}
