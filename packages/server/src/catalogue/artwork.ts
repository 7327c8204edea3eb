import { escapeXml, hsl, seedOf, svgImage } from '../artwork/svg';
import { ACCENTS } from './art/accents';
import { path, rect, sparkle } from './art/draw';
import { MOTIFS } from './art/motifs';
import { accentOf, motifOf, wordsOf } from './art/themes';

/**
 * The catalogue's artwork, drawn by the server: an SVG per game tile and per vendor, made only from
 * the game's own data (no third-party logos or images). The same data always gives the same bytes,
 * and the SVG holds no script, no event attribute and no reference to anything outside itself
 * (no `href`; each `url(#…)` names its own gradient or clip path), so that it is safe under
 * a strict CSP and as an `<img>`. A game's tile is an illustration of its theme (`art/`); a
 * vendor's logo is its code (`art/vendorLogo.ts`).
 */

/** The tile's size (square, as the lobby shows it) and the radius of its corners. */
const TILE = 200;
const RADIUS = 20;
/** Where the title band starts: the motif and its backdrop are drawn above it. */
const BAND_TOP = 150;
/** The centre of the motif, where the backdrop's rays meet. */
const CENTRE = { x: 100, y: 90 };

/** Rays from the motif's centre to beyond the tile, turned by the seed. */
function rays(seed: Buffer, colour: string): string {
  const turn = ((seed[4] ?? 0) / 255) * 30;
  let d = '';
  for (let i = 0; i < 12; i += 1) {
    const [a, b] = [i * 30 + turn, i * 30 + turn + 12].map((deg) => (deg * Math.PI) / 180);
    const at = (angle: number) =>
      `${Math.round(CENTRE.x + 150 * Math.cos(angle))} ${Math.round(CENTRE.y + 150 * Math.sin(angle))}`;
    d += `M${CENTRE.x} ${CENTRE.y}L${at(a ?? 0)}L${at(b ?? 0)}z`;
  }
  return path(d, colour, 'fill-opacity=".08"');
}

/** Four to six sparkles around the motif, placed and sized by the seed. */
function sparkles(seed: Buffer, colour: string): string {
  const count = 4 + ((seed[5] ?? 0) % 3);
  let d = '';
  for (let i = 0; i < count; i += 1) {
    const b = (k: number) => seed[6 + i * 3 + k] ?? 0;
    const angle = ((i * 360) / count + (b(0) / 255) * 50) * (Math.PI / 180);
    const distance = 62 + (b(1) / 255) * 22;
    const x = Math.round(Math.min(188, Math.max(12, CENTRE.x + distance * Math.cos(angle))));
    const y = Math.round(
      Math.min(BAND_TOP - 8, Math.max(12, CENTRE.y + distance * Math.sin(angle))),
    );
    d += sparkle(x, y, 3 + (b(2) % 5));
  }
  return path(d, colour, 'fill-opacity=".9"');
}

/** About how wide a character of the title is, in em (bold sans-serif). */
const EM_PER_CHAR = 0.6;
/** The title's room across the band. */
const TITLE_WIDTH = 184;

const fitting = (chars: number, max: number): number =>
  Math.min(max, Math.floor(TITLE_WIDTH / (Math.max(chars, 1) * EM_PER_CHAR)));

/**
 * The name in one line when it fits at 14 units or more, else in two split at the space nearest
 * its middle; and the size they fit at.
 */
function titleLines(name: string): { lines: string[]; size: number } {
  const chars = [...name];
  const single = fitting(chars.length, 18);
  const spaces = chars.flatMap((c, i) => (c === ' ' ? [i] : []));
  if (single >= 14 || spaces.length === 0) return { lines: [name], size: Math.max(8, single) };
  const middle = chars.length / 2;
  const at = spaces.reduce((best, i) =>
    Math.abs(i - middle) < Math.abs(best - middle) ? i : best,
  );
  const lines = [chars.slice(0, at).join(''), chars.slice(at + 1).join('')];
  return { lines, size: Math.max(8, fitting(Math.max(...lines.map((l) => [...l].length)), 15)) };
}

/** The title band across the bottom: the game's name, white on a dark band with an accent edge. */
function titleBand(name: string, accent: string): string {
  const { lines, size } = titleLines(name);
  const baselines = lines.length > 1 ? [171, 190] : [181];
  const text = lines
    .map(
      (l, i) =>
        `<text x="100" y="${baselines[i]}" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="${size}" fill="#fff">${escapeXml(l)}</text>`,
    )
    .join('');
  return (
    rect(0, BAND_TOP, TILE, TILE - BAND_TOP, '#000', 'fill-opacity=".55"') +
    rect(0, BAND_TOP, TILE, 3, accent) +
    text
  );
}

/**
 * A game's tile: the motif of its theme or kind (`themes.ts`), the accent of its adjective, over a
 * backdrop whose colours, rays and sparkles are seeded by its nodeId, vendor and name, so that two
 * games of one theme still differ; its name in a band across the bottom. `names` are all the
 * game's names (any language): their words choose the motif and accent; `name` is the one shown.
 */
export function gameArt(game: {
  nodeId: number;
  vassalage: string;
  gameType: string;
  name: string;
  names?: readonly string[];
}): string {
  const seed = seedOf(['game', game.nodeId, game.vassalage, game.name]);
  const words = wordsOf([game.name, ...(game.names ?? [])]);
  const hue = seed.readUInt16BE(0) % 360;
  const named = accentOf(words);
  const accent = named ? ACCENTS[named] : undefined;
  const colour = accent?.colour ?? hsl(hue + 150, 90, 70);
  const motif = MOTIFS[motifOf(words, game.gameType)];
  const drawing = motif.draw({
    hue,
    accent: colour,
    // A step of 1 to 48 around 49 numbers: no two of the first four (of 49) are the same.
    digit: (i) => (((seed[20] ?? 0) + i * (((seed[21] ?? 0) % 48) + 1)) % 49) + 1,
  });
  // Half the games of a theme face the other way (a motif with no letter in it).
  const mirrored = motif.mirror && (seed[3] ?? 0) % 2 === 1;
  const angle = ((seed[2] ?? 0) % 4) * 45;
  const rad = (angle * Math.PI) / 180;
  const end = (n: number) => `${Math.round(50 + 50 * n)}%`;
  return svgImage({
    width: TILE,
    height: TILE,
    title: game.name,
    gradient: {
      id: 'g',
      x1: end(-Math.cos(rad)),
      y1: end(-Math.sin(rad)),
      x2: end(Math.cos(rad)),
      y2: end(Math.sin(rad)),
      from: hsl(hue, 65, 42),
      to: hsl(hue + 40 + ((seed[1] ?? 0) % 40), 70, 16),
    },
    rx: RADIUS,
    content: [
      // Everything within the tile's rounded corners: the rays reach beyond them.
      `<clipPath id="c"><rect width="${TILE}" height="${TILE}" rx="${RADIUS}"/></clipPath><g clip-path="url(#c)">`,
      rays(seed, '#fff'),
      `<circle cx="${CENTRE.x}" cy="${CENTRE.y}" r="60" fill="${colour}" fill-opacity=".16"/>`,
      sparkles(seed, colour),
      mirrored ? `<g transform="matrix(-1 0 0 1 ${TILE} 0)">${drawing}</g>` : drawing,
      accent?.emblem ?? '',
      titleBand(game.name, colour),
      '</g>',
    ],
  });
}

export { vendorArt } from './art/vendorLogo';
