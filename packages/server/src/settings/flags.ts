import type { WhitelabelFlag } from '@portal/contract';
import type { Queryable } from '../db/types';
import { ApiError } from '../http/errors';
import { getSetting } from './settings';

/** Whether the operator switched a white-label module on. */
export async function flagOn(db: Queryable, flag: WhitelabelFlag): Promise<boolean> {
  return (await getSetting(db, 'whitelabel')).includes(flag);
}

/**
 * Refuses a call of a module the operator switched off (FEATURE_DISABLED, 403): the app hides
 * what the module offers, and the server refuses what a hidden screen would have sent, so that a
 * switch means the same to a player with an old page or a hand-made request.
 */
export async function requireFlag(
  db: Queryable,
  flag: WhitelabelFlag,
  message: string,
): Promise<void> {
  if (!(await flagOn(db, flag))) throw new ApiError('FEATURE_DISABLED', { message });
}
