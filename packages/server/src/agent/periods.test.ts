import { CONTRACT_PERIODS } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { completePeriods, nextPeriod, periodStart } from './periods';
import { settlementCents } from './settlement';

const at = (iso: string) => new Date(iso);
const start = (period: Parameters<typeof periodStart>[0], iso: string) =>
  periodStart(period, at(iso)).toISOString();
const next = (period: Parameters<typeof periodStart>[0], iso: string) =>
  nextPeriod(period, at(iso)).toISOString();

describe('settlement periods in UTC', () => {
  it('cuts 5 minutes, hours and days at their boundaries', () => {
    expect(start('5min', '2026-11-25T10:04:59.999Z')).toBe('2026-11-25T10:00:00.000Z');
    expect(start('5min', '2026-11-25T10:05:00.000Z')).toBe('2026-11-25T10:05:00.000Z');
    expect(next('5min', '2026-12-31T23:55:00Z')).toBe('2027-01-01T00:00:00.000Z');
    expect(start('hour', '2026-11-25T10:59:59Z')).toBe('2026-11-25T10:00:00.000Z');
    expect(next('hour', '2026-11-25T23:00:00Z')).toBe('2026-11-26T00:00:00.000Z');
    expect(start('day', '2026-11-25T23:59:59Z')).toBe('2026-11-25T00:00:00.000Z');
    expect(next('day', '2026-02-28T00:00:00Z')).toBe('2026-03-01T00:00:00.000Z');
    expect(next('day', '2028-02-28T00:00:00Z')).toBe('2028-02-29T00:00:00.000Z');
    expect(next('day', '2026-12-31T00:00:00Z')).toBe('2027-01-01T00:00:00.000Z');
  });

  it('starts a week on Monday, across month and year ends', () => {
    // 2026-11-25 is a Wednesday; 2026-11-29 a Sunday; 2026-11-30 a Monday.
    expect(start('week', '2026-11-25T12:00:00Z')).toBe('2026-11-23T00:00:00.000Z');
    expect(start('week', '2026-11-29T23:59:59Z')).toBe('2026-11-23T00:00:00.000Z');
    expect(start('week', '2026-11-30T00:00:00Z')).toBe('2026-11-30T00:00:00.000Z');
    // 2027-01-01 is a Friday: its week started in 2026.
    expect(start('week', '2027-01-01T08:00:00Z')).toBe('2026-12-28T00:00:00.000Z');
    expect(next('week', '2026-12-28T00:00:00Z')).toBe('2027-01-04T00:00:00.000Z');
  });

  it('halves a month at the 16th, whatever its length', () => {
    expect(start('semimonth', '2026-11-15T23:59:59Z')).toBe('2026-11-01T00:00:00.000Z');
    expect(start('semimonth', '2026-11-16T00:00:00Z')).toBe('2026-11-16T00:00:00.000Z');
    expect(next('semimonth', '2026-11-01T00:00:00Z')).toBe('2026-11-16T00:00:00.000Z');
    expect(next('semimonth', '2026-11-16T00:00:00Z')).toBe('2026-12-01T00:00:00.000Z');
    expect(next('semimonth', '2026-12-16T00:00:00Z')).toBe('2027-01-01T00:00:00.000Z');
    // February of a leap year and of another: the second half ends on the 29th or the 28th.
    expect(start('semimonth', '2028-02-29T12:00:00Z')).toBe('2028-02-16T00:00:00.000Z');
    expect(next('semimonth', '2028-02-16T00:00:00Z')).toBe('2028-03-01T00:00:00.000Z');
    expect(next('semimonth', '2026-02-20T00:00:00Z')).toBe('2026-03-01T00:00:00.000Z');
  });

  it('ends months on their last day, leap years included', () => {
    expect(start('month', '2026-01-31T23:59:59Z')).toBe('2026-01-01T00:00:00.000Z');
    expect(next('month', '2026-01-31T00:00:00Z')).toBe('2026-02-01T00:00:00.000Z');
    expect(next('month', '2028-02-29T00:00:00Z')).toBe('2028-03-01T00:00:00.000Z');
    expect(next('month', '2026-12-01T00:00:00Z')).toBe('2027-01-01T00:00:00.000Z');
  });

  it.each(CONTRACT_PERIODS)('chains %s periods without gaps or overlaps', (period) => {
    let s = periodStart(period, at('2027-12-20T07:13:00Z'));
    for (let i = 0; i < 40; i += 1) {
      const n = nextPeriod(period, s);
      expect(n.getTime()).toBeGreaterThan(s.getTime());
      // Every instant of [s, n) belongs to the period starting at s.
      expect(periodStart(period, new Date(n.getTime() - 1))).toEqual(s);
      expect(periodStart(period, n)).toEqual(n);
      s = n;
    }
  });

  it('lists the complete periods up to now, and none past a contract end', () => {
    const list = completePeriods(
      'hour',
      at('2026-11-25T09:30:00Z'),
      at('2026-11-25T12:10:00Z'),
      null,
    );
    expect(list.map((p) => p.start.toISOString())).toEqual([
      '2026-11-25T09:00:00.000Z',
      '2026-11-25T10:00:00.000Z',
      '2026-11-25T11:00:00.000Z',
    ]);
    const ended = completePeriods(
      'hour',
      at('2026-11-25T09:30:00Z'),
      at('2026-11-25T23:00:00Z'),
      at('2026-11-25T10:00:00Z'),
    );
    expect(ended.map((p) => p.end.toISOString())).toEqual(['2026-11-25T10:00:00.000Z']);
    expect(
      completePeriods('day', at('2026-11-25T00:00:00Z'), at('2026-11-25T23:59:59Z'), null),
    ).toEqual([]);
  });
});

describe('settlement amounts', () => {
  it('rounds basis × rate half up to the cent, exactly for large amounts', () => {
    expect(settlementCents(10_000, '1.5')).toBe(150);
    expect(settlementCents(333, '1.5')).toBe(5); // 4.995 cents
    expect(settlementCents(331, '1.5')).toBe(5); // 4.965
    expect(settlementCents(329, '1.5')).toBe(5); // 4.935
    expect(settlementCents(300, '1.5')).toBe(5); // 4.5: half up
    expect(settlementCents(299, '1.5')).toBe(4);
    expect(settlementCents(0, '50')).toBe(0);
    expect(settlementCents(900_000_000_000_000, '99.99')).toBe(899_910_000_000_000);
  });
});
