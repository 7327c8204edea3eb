import { randomInt } from 'node:crypto';
import { DEMO_PAYTABLE, DEMO_SYMBOLS, type DemoSymbol } from '@portal/contract';

/** A source of uniform integers in [0, max): node:crypto's by default, a fixed one in tests. */
export type RandomInt = (max: number) => number;

export interface Outcome {
  multiplier: number;
  symbols: [DemoSymbol, DemoSymbol, DemoSymbol];
}

const TOTAL = 10_000;

/** The expected return of the pay table: what the page publishes as its return to player. */
export const paytableRtp = (): number =>
  DEMO_PAYTABLE.reduce((sum, row) => sum + row.multiplier * row.per10000, 0) / TOTAL;

const pick = <T>(items: readonly T[], random: RandomInt): T => {
  const item = items[random(items.length)];
  if (item === undefined) throw new Error('random index out of range');
  return item;
};

/**
 * One draw of the demo slot: a number in [0, 10000) picks the row of the pay table; the reels are
 * then drawn to show that outcome (three alike, two alike, or all different).
 */
export function drawOutcome(random: RandomInt = randomInt): Outcome {
  let n = random(TOTAL);
  for (const row of DEMO_PAYTABLE) {
    if (n < row.per10000) {
      if (row.symbol !== null)
        return { multiplier: row.multiplier, symbols: [row.symbol, row.symbol, row.symbol] };
      const pair = pick(DEMO_SYMBOLS, random);
      const odd = pick(
        DEMO_SYMBOLS.filter((s) => s !== pair),
        random,
      );
      const symbols: [DemoSymbol, DemoSymbol, DemoSymbol] = [pair, pair, pair];
      symbols[random(3)] = odd;
      return { multiplier: row.multiplier, symbols };
    }
    n -= row.per10000;
  }
  // A loss: three different symbols.
  const first = pick(DEMO_SYMBOLS, random);
  const second = pick(
    DEMO_SYMBOLS.filter((s) => s !== first),
    random,
  );
  const third = pick(
    DEMO_SYMBOLS.filter((s) => s !== first && s !== second),
    random,
  );
  return { multiplier: 0, symbols: [first, second, third] };
}
