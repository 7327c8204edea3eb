/**
 * Why the sessions a statement deletes end, for the streams they hold (migration 0030's
 * `sessions_live` trigger reads it): a CTE to put before `DELETE FROM sessions ...`, whose
 * `WHERE` must then include `EXISTS (SELECT FROM why)` so that it runs first. The setting lasts
 * until the end of the transaction.
 */
export type EndReason = 'logout' | 'password' | 'locked' | 'excluded' | 'ended';

export const endingFor = (reason: EndReason): string =>
  `WITH why AS (SELECT set_config('portal.end_reason', '${reason}', true))`;
