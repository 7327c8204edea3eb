import { forwardRef, useEffect, useState, type ComponentPropsWithoutRef } from 'react';
import { ClockRoot } from './Clock.styles';

/** Spec 9: the agent page's clock refreshes every second. */
export const CLOCK_TICK_MS = 1000;

/** The offset from GMT in hours of a time zone (or the browser's) at a moment, e.g. 8 or -5.5. */
export function gmtOffsetHours(date: Date, timeZone?: string): number {
  if (!timeZone) return -date.getTimezoneOffset() / 60;
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(date);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return Math.round((asUtc - Math.floor(date.getTime() / 1000) * 1000) / 60000) / 60;
}

export interface ClockProps extends Omit<ComponentPropsWithoutRef<'span'>, 'children'> {
  /** Locale of the date and time, e.g. "es". @default 'es' */
  locale?: string;
  /** IANA time zone, e.g. "Asia/Manila". @default the browser's */
  timeZone?: string;
  /** The offset text, e.g. (8) => "GMT+8". */
  offsetLabel: (hours: number) => string;
  /** Show the date before the time. @default true */
  showDate?: boolean;
  /**
   * A time to show instead of ticking, e.g. the server's clock that the
   * caller keeps in step. @default undefined (the clock ticks by itself)
   */
  time?: Date;
}

/**
 * A clock that refreshes every second and shows its GMT offset in hours (the
 * agent centre's header). It is not a live region: a screen reader would
 * otherwise read it every second.
 */
export const Clock = forwardRef<HTMLSpanElement, ClockProps>(function Clock(
  { locale = 'es', timeZone, offsetLabel, showDate = true, time, ...rest },
  ref,
) {
  const [ticking, setTicking] = useState(() => new Date());
  const controlled = time !== undefined;
  useEffect(() => {
    if (controlled) return;
    const timer = setInterval(() => setTicking(new Date()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, [controlled]);
  const now = time ?? ticking;

  const format = new Intl.DateTimeFormat(locale, {
    ...(showDate ? { year: 'numeric', month: '2-digit', day: '2-digit' } : {}),
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    ...(timeZone ? { timeZone } : {}),
  } as Intl.DateTimeFormatOptions);

  return (
    <ClockRoot ref={ref} {...rest}>
      <time dateTime={now.toISOString()}>{format.format(now)}</time>
      <span data-part="offset">{offsetLabel(gmtOffsetHours(now, timeZone))}</span>
    </ClockRoot>
  );
});
Clock.displayName = 'Clock';
