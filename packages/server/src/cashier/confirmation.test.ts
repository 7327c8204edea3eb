import { ERRORS, WITHDRAWAL_STATUSES, type WithdrawalStatus } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/errors';
import {
  isFinal,
  nextStatus,
  receiveEvent,
  statusesFor,
  transition,
  TRANSITIONS,
  WITHDRAWAL_EVENTS,
  type WithdrawalEvent,
} from './confirmation';

/** Every step a withdrawal may take, written out by hand (spec 4.11): the table must be this. */
const ALLOWED: [WithdrawalStatus, WithdrawalEvent, WithdrawalStatus][] = [
  ['held', 'pay', 'paid'],
  ['held', 'reject', 'rejected'],
  ['paid', 'receive-part', 'partial'],
  ['paid', 'receive-all', 'received'],
  ['paid', 'not-received', 'disputed'],
  ['paid', 'auto-receive', 'auto-received'],
  ['partial', 'receive-part', 'partial'],
  ['partial', 'receive-all', 'received'],
  ['partial', 'not-received', 'disputed'],
  ['partial', 'auto-receive', 'auto-received'],
  ['disputed', 'resolve-received', 'received'],
  ['disputed', 'resolve-refund', 'refunded'],
];

const key = (status: string, event: string) => `${status} + ${event}`;
const allowed = new Map(ALLOWED.map(([s, e, to]) => [key(s, e), to]));
const REFUSED = WITHDRAWAL_STATUSES.flatMap((status) =>
  WITHDRAWAL_EVENTS.filter((event) => !allowed.has(key(status, event))).map(
    (event) => [status, event] as const,
  ),
);

describe('the withdrawal state machine', () => {
  it('covers every status of the contract, and no other', () => {
    expect(Object.keys(TRANSITIONS).sort()).toEqual([...WITHDRAWAL_STATUSES].sort());
  });

  it.each(ALLOWED)('%s + %s -> %s', (status, event, to) => {
    expect(nextStatus(status, event)).toBe(to);
    expect(transition(status, event, 'WTEST')).toBe(to);
  });

  it.each(REFUSED)('%s + %s is refused as a 409 naming the state', (status, event) => {
    expect(nextStatus(status, event)).toBeUndefined();
    let thrown: unknown;
    try {
      transition(status, event, 'WTEST');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ApiError);
    const error = thrown as ApiError;
    expect(error.code).toBe('WITHDRAWAL_STATE');
    expect(error.status).toBe(409);
    expect(ERRORS[error.code].status).toBe(409);
    expect(error.message).toMatch(new RegExp(`^WTEST is ${status}: it cannot be `, 'u'));
    expect(error.value).toEqual({ status });
  });

  it('has exactly the listed steps: allowed plus refused is every pair', () => {
    expect(ALLOWED.length + REFUSED.length).toBe(
      WITHDRAWAL_STATUSES.length * WITHDRAWAL_EVENTS.length,
    );
    const inTable = Object.entries(TRANSITIONS).flatMap(([s, events]) =>
      Object.entries(events).map(([e, to]) => [s, e, to]),
    );
    expect(inTable.sort()).toEqual([...ALLOWED].map((row) => [...row]).sort());
  });

  it('ends in received, auto-received, refunded and rejected only', () => {
    expect(WITHDRAWAL_STATUSES.filter(isFinal).sort()).toEqual(
      ['auto-received', 'received', 'refunded', 'rejected'].sort(),
    );
  });

  it('lets the clock force a receipt only while the member has not answered in full', () => {
    expect(statusesFor('auto-receive').sort()).toEqual(['paid', 'partial']);
    expect(statusesFor('resolve-refund')).toEqual(['disputed']);
  });
});

describe('an amount received', () => {
  it.each([
    [4_000, 10_000, 'receive-part'],
    [1, 10_000, 'receive-part'],
    [10_000, 10_000, 'receive-all'],
    [6_000, 6_000, 'receive-all'],
  ] as const)('%d cents of %d missing is %s', (cents, remainder, event) => {
    expect(receiveEvent(cents, remainder)).toBe(event);
  });

  it.each([
    [0, 10_000, 'an amount above 0 with at most two decimals'],
    [-100, 10_000, 'an amount above 0 with at most two decimals'],
    [Number.NaN, 10_000, 'an amount above 0 with at most two decimals'],
    [10_001, 10_000, 'at most what is still missing: 100.00'],
  ])('%d cents of %d missing is refused on the amount', (cents, remainder, message) => {
    expect(() => receiveEvent(cents, remainder)).toThrow(
      expect.objectContaining({ code: 'VALIDATION', value: { fields: { amount: message } } }),
    );
  });
});
