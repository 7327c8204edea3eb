import { line, path, polygon, sparkle } from './draw';

// The accents of the game tiles: a colour and a small emblem for each adjective of the demo
// catalogue's names (golden, mystic, wild...), drawn at the top centre of the tile, between the
// lobby's badge (top start) and favourite toggle (top end).

export interface Accent {
  colour: string;
  emblem: string;
}

const accent = (colour: string, emblem: (colour: string) => string): Accent => ({
  colour,
  emblem: emblem(colour),
});

/** Each adjective's accent. */
export const ACCENTS = {
  golden: accent('#ffd34d', (c) => path('M86 32l5-12h18l5 12z', c) + line('M92 24h10', '#fff', 2)),
  mystic: accent(
    '#c89bff',
    (c) => path(polygon(100, 24, 12, 8, 5), c) + path(sparkle(100, 24, 4), '#fff'),
  ),
  wild: accent('#9be34a', (c) => line('M88 14l6 20M98 12l6 22M108 14l6 20', c, 4)),
  shining: accent('#ffffff', (c) => path(sparkle(100, 24, 13), c)),
  ancient: accent(
    '#e2b97f',
    (c) => path('M90 12h20l-8 12 8 12H90l8-12z', c) + line('M88 12h24M88 36h24', c, 3),
  ),
  royal: accent(
    '#ffcf3f',
    (c) => path('M86 34l-2-18 9 8 7-12 7 12 9-8-2 18z', c) + path('M97 28h6v4h-6z', '#e63946'),
  ),
  secret: accent('#4fd1c5', (c) => path('M100 12a7 7 0 0 1 4 13l3 11H93l3-11a7 7 0 0 1 4-13z', c)),
  eternal: accent('#7fdcff', (c) =>
    line('M100 24c-6-8-16-8-16 0s10 8 16 0 16-8 16 0-10 8-16 0z', c, 3),
  ),
  lunar: accent('#e8eefc', (c) => path('M104 11a13 13 0 1 0 8 22 11 11 0 1 1-8-22z', c)),
  swift: accent('#ff9f43', (c) => path('M104 10L90 27h9l-4 13 15-19h-9z', c)),
} as const satisfies Record<string, Accent>;

export type AccentName = keyof typeof ACCENTS;
