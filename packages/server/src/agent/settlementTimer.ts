// The settlement sweep on a timer in each server process (AGENT_TIMER). Several processes may
// sweep at once: the sweep itself pays each period once (settlement.ts), the timer only keeps one
// run at a time in this process.
import type { Db } from '../db/types';
import { settleDue, type SweepReport } from './settlement';

/** Sweeps every `everyMs`, the first time `firstMs` after the start. */
export function startSettlementTimer(
  db: Db,
  onSwept: (report: SweepReport) => void,
  onError: (error: unknown) => void,
  everyMs = 60_000,
  firstMs = 5_000,
): { stop(): Promise<void> } {
  let running: Promise<void> | undefined;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = settleDue(db, new Date())
      .then(onSwept, onError)
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(tick, firstMs);
  const timer = setInterval(tick, everyMs);
  first.unref();
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
