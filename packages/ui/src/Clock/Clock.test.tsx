import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { describeConformance } from '../test/conformance';
import { Clock, gmtOffsetHours } from './Clock';

const offsetLabel = (h: number) => `GMT${h >= 0 ? '+' : ''}${h}`;
const frames = async () => {
  for (let i = 0; i < 2; i += 1) await new Promise((r) => requestAnimationFrame(() => r(null)));
};

describeConformance('Clock', Clock, { props: { offsetLabel }, element: HTMLSpanElement });

describe('Clock', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('shows the time in the zone and its GMT offset, and refreshes every second', async () => {
    const screen = await render(
      <Clock timeZone="Asia/Manila" offsetLabel={offsetLabel} locale="es" showDate={false} />,
    );
    const time = screen.container.querySelector('time')!;
    expect(time.textContent).toBe('18:00:00');
    expect(screen.container.textContent).toContain('GMT+8');
    vi.advanceTimersByTime(1000);
    await frames();
    expect(time.textContent).toBe('18:00:01');
    expect(time.getAttribute('dateTime')).toBe('2026-11-21T10:00:01.000Z');
  });

  it('shows a given time without ticking', async () => {
    const screen = await render(
      <Clock
        time={new Date('2026-11-21T10:30:00Z')}
        timeZone="UTC"
        offsetLabel={offsetLabel}
        showDate={false}
      />,
    );
    vi.advanceTimersByTime(5000);
    await frames();
    expect(screen.container.querySelector('time')!.textContent).toBe('10:30:00');
  });

  it('is not a live region (it would be read every second)', async () => {
    const screen = await render(<Clock offsetLabel={offsetLabel} />);
    expect(screen.container.querySelector('[aria-live],[role="timer"],[role="status"]')).toBeNull();
  });

  it('computes offsets in hours, halves included', () => {
    const at = new Date('2026-01-15T12:00:00Z');
    expect(gmtOffsetHours(at, 'UTC')).toBe(0);
    expect(gmtOffsetHours(at, 'America/Mexico_City')).toBe(-6);
    expect(gmtOffsetHours(at, 'Asia/Kolkata')).toBe(5.5);
  });
});
