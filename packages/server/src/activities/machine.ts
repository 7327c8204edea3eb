// The status machine of activities (ADR 0021), pure so that the service, the CLI and the tests
// read the same rules. An application moves applying -> rejected | issued, and issued -> claimed;
// a rejected one leaves the way open to a new application while the promotion is live. The
// promotion's own phase (coming soon, open, close) decides what a member without an open
// application sees.
import type { ActivityStatus, ApplicationStatus } from '@portal/contract';

/** Where a promotion that takes applications stands in time. */
export type Phase = 'coming soon' | 'open' | 'close';

/** What moves an application: the member's apply and claim, the operator's approve and reject. */
export type Action = 'apply' | 'approve' | 'reject' | 'claim';

/** For each action, the statuses it starts from ('none': no application yet) and where it ends. */
export const TRANSITIONS: Record<
  Action,
  { from: readonly (ApplicationStatus | 'none')[]; to: ApplicationStatus }
> = {
  apply: { from: ['none', 'rejected'], to: 'applying' },
  approve: { from: ['applying'], to: 'issued' },
  reject: { from: ['applying'], to: 'rejected' },
  claim: { from: ['issued'], to: 'claimed' },
};

/** The status `action` leads to from `from`, or undefined when the machine has no such step. */
export function next(
  from: ApplicationStatus | 'none',
  action: Action,
): ApplicationStatus | undefined {
  const step = TRANSITIONS[action];
  return step.from.includes(from) ? step.to : undefined;
}

/**
 * What the member sees for a promotion: the latest application's status while one is open,
 * claimed or rejected; else the promotion's phase (join while it is open). Applying is possible
 * from join and from rejected, and only while the promotion is open.
 */
export function memberStatus(
  phase: Phase,
  latest: ApplicationStatus | null,
): { status: ActivityStatus; canApply: boolean } {
  const canApply = phase === 'open' && next(latest ?? 'none', 'apply') !== undefined;
  if (latest) return { status: latest, canApply };
  return { status: phase === 'open' ? 'join' : phase, canApply };
}

/**
 * The SQL of a promotion `p`'s phase: close once it is withdrawn, ended or no longer takes
 * applications; coming soon before its start (or its publication); open otherwise.
 */
export const PHASE_SQL = (p: string): string => `CASE
  WHEN NOT ${p}.applications OR ${p}.withdrawn_at IS NOT NULL
    OR (${p}.ends_at IS NOT NULL AND ${p}.ends_at <= now()) THEN 'close'
  WHEN ${p}.published_at > now() OR (${p}.starts_at IS NOT NULL AND ${p}.starts_at > now())
    THEN 'coming soon'
  ELSE 'open' END`;
