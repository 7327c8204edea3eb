/**
 * The stories' clock: every story lives at one fixed moment, so that whatever shows "now" (the
 * records pages' date filter and its "today", the agent centre's clock, the footer's year) looks
 * the same on every run, in `storybook dev` as in the tests. This is the one place it is written
 * down.
 *
 * Only the wall clock is fixed: `new Date()`, `Date()` and `Date.now()` return STORY_NOW, while
 * timers keep running (a clock still ticks, it just reads the same second) and `performance.now()`
 * is left alone. Dates built from a value (`new Date('2026-11-23')`) are real dates.
 *
 * The moment is the day the stories' fixtures were written for: the records, messages and bets of
 * packages/app/src/stories/fixtures.ts are of the days before it, so the records pages' default
 * "last seven days" contains them.
 */
import type { ReactRenderer } from '@storybook/react-vite';
import type { BeforeEach } from 'storybook/internal/types';

/** "Now" in every story: 24 November 2026, 10:30:00 UTC. */
export const STORY_NOW = '2026-11-24T10:30:00.000Z';

/**
 * The time zone the tests' browser runs in (.storybook/vitest.setup.ts sets it), so that local
 * times, such as the agent centre's clock, are pictured the same on every machine. In `storybook
 * dev` the browser keeps its own zone: the day is 24 November from UTC-10 to UTC+13, only local
 * hours differ.
 */
export const STORY_TIME_ZONE = 'UTC';

/** `parameters.clock` of a story. */
export interface ClockParameters {
  /**
   * Timers that repeat once a second or slower (`setInterval` with a delay of 1000 ms or more:
   * countdowns, clocks) are created but never fire, so the story shows their first second, e.g.
   * an SMS button's "Reenviar en 60 s". Faster intervals and every `setTimeout` keep running, so
   * play functions, `waitFor` and throttles work as usual.
   * @default false
   */
  paused?: boolean;
}

const RealDate = globalThis.Date;
const realSetInterval = globalThis.setInterval;

/**
 * A Date that reads `now` when asked for the current time: a function rather than a class, so
 * that `Date()` without `new` works (a string of now, as the real one). Its instances are real
 * Dates: the prototype is shared, so `instanceof Date` holds either way.
 */
function fixedDate(now: number): DateConstructor {
  function FixedDate(this: unknown, ...args: unknown[]) {
    if (!new.target) return new RealDate(now).toString();
    return args.length === 0
      ? new RealDate(now)
      : new (RealDate as unknown as new (...a: unknown[]) => Date)(...args);
  }
  Object.defineProperties(FixedDate, {
    prototype: { value: RealDate.prototype },
    now: { value: () => now, writable: true, configurable: true },
    parse: { value: RealDate.parse.bind(RealDate), writable: true, configurable: true },
    UTC: { value: RealDate.UTC.bind(RealDate), writable: true, configurable: true },
  });
  return FixedDate as unknown as DateConstructor;
}

// Counted, because a docs page renders several stories at once and their clean-ups do not run in
// the reverse order of their set-ups.
let dateHolds = 0;
let pauseHolds = 0;

/** Fixes the wall clock at `now` until the returned function is called. */
export function fixDate(now: string | number = STORY_NOW): () => void {
  const at = new RealDate(now).getTime();
  if (Number.isNaN(at)) throw new Error(`Not a date: ${String(now)}`);
  dateHolds += 1;
  globalThis.Date = fixedDate(at);
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    dateHolds -= 1;
    if (dateHolds === 0) globalThis.Date = RealDate;
  };
}

// Ids of the paused intervals: negative, so that clearing one, or clearing a real interval, is
// what it always was (clearInterval ignores an id it does not know).
let pausedId = 0;

/** Stops new intervals of a second or more from firing until the returned function is called. */
export function pauseSecondTimers(): () => void {
  pauseHolds += 1;
  const paused = ((handler: TimerHandler, timeout?: number, ...args: unknown[]) => {
    if ((timeout ?? 0) >= 1000) return (pausedId -= 1);
    return realSetInterval(handler, timeout, ...args);
  }) as typeof setInterval;
  globalThis.setInterval = paused;
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    pauseHolds -= 1;
    if (pauseHolds === 0) globalThis.setInterval = realSetInterval;
  };
}

/**
 * The project's `beforeEach`: fixes the date for every story (and pauses the second timers of a
 * story whose `parameters.clock.paused` is set); Storybook calls the clean-up when the story is
 * left, after the test's pictures have been taken.
 */
export const withFixedClock: BeforeEach<ReactRenderer> = ({ parameters }) => {
  const clock = (parameters['clock'] ?? {}) as ClockParameters;
  const restoreDate = fixDate();
  const resume = clock.paused ? pauseSecondTimers() : undefined;
  return () => {
    resume?.();
    restoreDate();
  };
};
