// The states of a withdrawal as one table (spec 4.11): which event moves which status where. The
// services look every step up here before they write it; whatever the table does not name is
// refused as WITHDRAWAL_STATE (409), never attempted.
import type { WithdrawalStatus } from '@portal/contract';
import { ApiError, fieldErrors } from '../http/errors';
import { centsText } from '../ledger/ledger';

/**
 * What may happen to a withdrawal: the operator pays it out or rejects it; the member confirms
 * part of it, the rest of it or all of it (`receive-all`), or reports it not received; the clock
 * turns an unconfirmed one into a forced receipt; the operator resolves a dispute.
 */
export const WITHDRAWAL_EVENTS = [
  'pay',
  'reject',
  'receive-part',
  'receive-all',
  'not-received',
  'auto-receive',
  'resolve-received',
  'resolve-refund',
] as const;
export type WithdrawalEvent = (typeof WITHDRAWAL_EVENTS)[number];

/** While paid out and not fully confirmed, the member's answers and the clock apply alike. */
const awaitingReceipt = {
  'receive-part': 'partial',
  'receive-all': 'received',
  'not-received': 'disputed',
  'auto-receive': 'auto-received',
} as const satisfies Partial<Record<WithdrawalEvent, WithdrawalStatus>>;

/** The transition table: (status, event) to the next status. A missing pair is refused. */
export const TRANSITIONS: Readonly<
  Record<WithdrawalStatus, Readonly<Partial<Record<WithdrawalEvent, WithdrawalStatus>>>>
> = {
  held: { pay: 'paid', reject: 'rejected' },
  paid: awaitingReceipt,
  partial: awaitingReceipt,
  disputed: { 'resolve-received': 'received', 'resolve-refund': 'refunded' },
  received: {},
  'auto-received': {},
  refunded: {},
  rejected: {},
};

/** The statuses an event applies to, read from the table (the sweep selects by these). */
export const statusesFor = (event: WithdrawalEvent): WithdrawalStatus[] =>
  (Object.keys(TRANSITIONS) as WithdrawalStatus[]).filter((s) => TRANSITIONS[s][event]);

/** The status after `event`, or undefined when the table has no such step. */
export const nextStatus = (
  status: WithdrawalStatus,
  event: WithdrawalEvent,
): WithdrawalStatus | undefined => TRANSITIONS[status][event];

/** Whether nothing can happen to a withdrawal any more. */
export const isFinal = (status: WithdrawalStatus): boolean =>
  Object.keys(TRANSITIONS[status]).length === 0;

const EVENT_WORDS: Record<WithdrawalEvent, string> = {
  pay: 'paid out',
  reject: 'rejected',
  'receive-part': 'confirmed as partly received',
  'receive-all': 'confirmed as received',
  'not-received': 'reported as not received',
  'auto-receive': 'counted as received',
  'resolve-received': 'resolved as received',
  'resolve-refund': 'refunded',
};

/** The status after `event`; a step the table does not have fails as WITHDRAWAL_STATE (409). */
export function transition(
  status: WithdrawalStatus,
  event: WithdrawalEvent,
  reference = 'this withdrawal',
): WithdrawalStatus {
  const next = nextStatus(status, event);
  if (next) return next;
  throw new ApiError('WITHDRAWAL_STATE', {
    message: `${reference} is ${status}: it cannot be ${EVENT_WORDS[event]}`,
    value: { status },
  });
}

/**
 * The event of an amount the member says arrived, in cents, out of what is still missing: the
 * whole remainder receives all, less receives part; nothing, or more than is missing, is refused
 * on the amount field.
 */
export function receiveEvent(cents: number, remainderCents: number): WithdrawalEvent {
  if (!Number.isSafeInteger(cents) || cents <= 0)
    throw fieldErrors({ amount: 'an amount above 0 with at most two decimals' });
  if (cents > remainderCents)
    throw fieldErrors({ amount: `at most what is still missing: ${centsText(remainderCents)}` });
  return cents === remainderCents ? 'receive-all' : 'receive-part';
}
