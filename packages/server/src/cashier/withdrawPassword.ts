import { WITHDRAW_LOCK_MINUTES, WITHDRAW_PASSWORD_MAX_FAILURES } from '@portal/contract';
import type { Db, Queryable } from '../db/types';
import { ApiError } from '../http/errors';
import { hashPassword, verifyPassword } from '../security/passwords';

// The withdraw password: set and changed with the login password, hashed like it, locked for a
// while after too many wrong ones (counted even though the request that brought them fails).

export async function hasWithdrawPassword(db: Queryable, accountId: number) {
  const [row] = await db.query<{ locked_until: Date | null }>(
    'SELECT locked_until FROM withdraw_passwords WHERE account_id = $1',
    [accountId],
  );
  const locked = row?.locked_until && new Date(row.locked_until) > new Date();
  return {
    has: Boolean(row),
    lockedUntil: locked && row.locked_until ? new Date(row.locked_until).toISOString() : null,
  };
}

export async function setWithdrawPassword(db: Queryable, accountId: number, password: string) {
  await db.query(
    `INSERT INTO withdraw_passwords (account_id, password_hash) VALUES ($1, $2)
     ON CONFLICT (account_id) DO UPDATE SET password_hash = $2, failures = 0, locked_until = NULL,
       changed_at = now()`,
    [accountId, await hashPassword(password)],
  );
}

/** Checks the withdraw password, counting a wrong one; throws what the member should read. */
export async function checkWithdrawPassword(
  db: Db,
  accountId: number,
  password: string,
): Promise<void> {
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx.query<{
      password_hash: string;
      failures: number;
      locked_until: Date | null;
    }>(
      'SELECT password_hash, failures, locked_until FROM withdraw_passwords WHERE account_id = $1 FOR UPDATE',
      [accountId],
    );
    if (!row) return { error: 'missing' as const };
    const wait = row.locked_until ? new Date(row.locked_until).getTime() - Date.now() : 0;
    if (wait > 0) return { error: 'locked' as const, wait };
    if (await verifyPassword(row.password_hash, password)) {
      await tx.query('UPDATE withdraw_passwords SET failures = 0 WHERE account_id = $1', [
        accountId,
      ]);
      return { error: null };
    }
    const failures = row.failures + 1;
    const lock = failures >= WITHDRAW_PASSWORD_MAX_FAILURES;
    await tx.query(
      `UPDATE withdraw_passwords SET failures = $2,
         locked_until = CASE WHEN $3::boolean THEN now() + make_interval(mins => $4::int) END
       WHERE account_id = $1`,
      [accountId, lock ? 0 : failures, lock, WITHDRAW_LOCK_MINUTES],
    );
    return lock
      ? { error: 'locked' as const, wait: WITHDRAW_LOCK_MINUTES * 60_000 }
      : { error: 'wrong' as const, left: WITHDRAW_PASSWORD_MAX_FAILURES - failures };
  });
  if (outcome.error === 'missing') throw new ApiError('WITHDRAW_PASSWORD_MISSING');
  if (outcome.error === 'locked')
    throw new ApiError('WITHDRAW_LOCKED', {
      headers: { 'retry-after': String(Math.ceil(outcome.wait / 1000)) },
    });
  if (outcome.error === 'wrong')
    throw new ApiError('WITHDRAW_PASSWORD_WRONG', {
      value: {
        fields: { withdrawPassword: `not correct: ${outcome.left} tries left before a lock` },
      },
    });
}
