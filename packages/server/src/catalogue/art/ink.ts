import { ellipse, line, rect } from './draw';

// What every motif of the game tiles shares: what it may take from the tile, and the gold of the
// coins, chests and prizes.

/** What a motif may take from the tile: its backdrop hue, the adjective's accent, seeded digits. */
export interface Ink {
  hue: number;
  accent: string;
  /** A number from 1 to 49 per index, from the game's seed (the lottery balls'): the first four differ. */
  digit: (index: number) => number;
}

export interface Motif {
  draw: (ink: Ink) => string;
  /** Whether it may be drawn mirrored (it holds no letter or digit that would read backwards). */
  mirror: boolean;
}

export const GOLD = '#f5c542';
export const GOLD_DARK = '#c98a16';
export const INK = '#1f1a17';

/** A stack of coins of `n` coins standing on y. */
export function coinStack(x: number, y: number, n: number): string {
  const top = y - n * 6;
  const edges = Array.from({ length: n - 1 }, (_, i) => `M${x - 16} ${top + 6 * (i + 1)}h32`).join(
    '',
  );
  return (
    rect(x - 16, top, 32, n * 6, GOLD_DARK) +
    line(edges, '#8f5f0c', 1.5) +
    ellipse(x, top, 16, 5, GOLD, `stroke="${GOLD_DARK}" stroke-width="2"`)
  );
}
