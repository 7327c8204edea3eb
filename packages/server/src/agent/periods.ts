// The settlement periods of contracts, in UTC: pure arithmetic on instants, so that every server
// process, whatever its time zone, cuts time at the same boundaries and names a period by the
// same start (the start is part of the settlement's idempotency key).
import type { ContractPeriod } from '@portal/contract';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The start of the period of kind `period` that contains the instant `t`. */
export function periodStart(period: ContractPeriod, t: Date): Date {
  const ms = t.getTime();
  const y = t.getUTCFullYear();
  const m = t.getUTCMonth();
  switch (period) {
    case '5min':
      return new Date(ms - (((ms % (5 * MINUTE)) + 5 * MINUTE) % (5 * MINUTE)));
    case 'hour':
      return new Date(ms - (((ms % HOUR) + HOUR) % HOUR));
    case 'day':
      return new Date(Date.UTC(y, m, t.getUTCDate()));
    case 'week': {
      // getUTCDay() is 0 on Sunday: a week starts on Monday.
      const sinceMonday = (t.getUTCDay() + 6) % 7;
      return new Date(Date.UTC(y, m, t.getUTCDate() - sinceMonday));
    }
    case 'semimonth':
      return new Date(Date.UTC(y, m, t.getUTCDate() < 16 ? 1 : 16));
    case 'month':
      return new Date(Date.UTC(y, m, 1));
  }
}

/** The start of the period after the one that starts at `start` (also the end of that one). */
export function nextPeriod(period: ContractPeriod, start: Date): Date {
  const s = periodStart(period, start);
  const y = s.getUTCFullYear();
  const m = s.getUTCMonth();
  switch (period) {
    case '5min':
      return new Date(s.getTime() + 5 * MINUTE);
    case 'hour':
      return new Date(s.getTime() + HOUR);
    case 'day':
      // Date.UTC rolls over month and year ends; UTC has no daylight saving to skip.
      return new Date(Date.UTC(y, m, s.getUTCDate() + 1));
    case 'week':
      return new Date(Date.UTC(y, m, s.getUTCDate() + 7));
    case 'semimonth':
      return s.getUTCDate() === 1 ? new Date(Date.UTC(y, m, 16)) : new Date(Date.UTC(y, m + 1, 1));
    case 'month':
      return new Date(Date.UTC(y, m + 1, 1));
  }
}

/**
 * The starts of the complete periods (their end at or before `now`) from the one containing
 * `from` on, that begin before `until` (a contract's end; none: open), at most `limit` of them.
 */
export function completePeriods(
  period: ContractPeriod,
  from: Date,
  now: Date,
  until: Date | null,
  limit = 100_000,
): { start: Date; end: Date }[] {
  const out: { start: Date; end: Date }[] = [];
  for (let start = periodStart(period, from); out.length < limit;) {
    if (until && start.getTime() >= until.getTime()) break;
    const end = nextPeriod(period, start);
    if (end.getTime() > now.getTime()) break;
    out.push({ start, end });
    start = end;
  }
  return out;
}

export const DAY_MS = DAY;
