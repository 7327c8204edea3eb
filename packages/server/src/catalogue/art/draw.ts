// Small SVG element writers for the catalogue's drawings: integer coordinates and short attribute
// lists, so that a tile stays a few kilobytes.

/** Extra attributes, written as given (the callers pass only fixed names and numbers). */
type Extra = string;

export const path = (d: string, fill: string, extra: Extra = ''): string =>
  `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const circle = (
  cx: number,
  cy: number,
  r: number,
  fill: string,
  extra: Extra = '',
): string => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const ellipse = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  extra: Extra = '',
): string =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const rect = (
  x: number,
  y: number,
  width: number,
  height: number,
  fill: string,
  extra: Extra = '',
): string =>
  `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

/** A stroked line drawing (no fill). */
export const line = (d: string, stroke: string, width: number, extra: Extra = ''): string =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"${extra ? ` ${extra}` : ''}/>`;

/** Bold centred text (a digit or a letter of a drawing: never the game's own text). */
export const glyph = (x: number, y: number, size: number, fill: string, text: string): string =>
  `<text x="${x}" y="${y}" font-family="sans-serif" font-weight="700" font-size="${size}" text-anchor="middle" fill="${fill}">${text}</text>`;

const round = (n: number): number => Math.round(n * 10) / 10;

/** The points of a regular polygon (or a star, with `inner`) around cx cy, first point up. */
export function polygon(
  cx: number,
  cy: number,
  r: number,
  corners: number,
  inner?: number,
  turn = 0,
): string {
  const steps = inner === undefined ? corners : corners * 2;
  const points: string[] = [];
  for (let i = 0; i < steps; i += 1) {
    const radius = inner !== undefined && i % 2 ? inner : r;
    const angle = ((turn + (360 * i) / steps - 90) * Math.PI) / 180;
    points.push(`${round(cx + radius * Math.cos(angle))} ${round(cy + radius * Math.sin(angle))}`);
  }
  return `M${points.join('L')}z`;
}

/** A four-pointed sparkle of radius r: curved points, as light glints are drawn. */
export const sparkle = (x: number, y: number, r: number): string =>
  `M${x} ${y - r}q0 ${r} ${r} ${r}q-${r} 0-${r} ${r}q0-${r}-${r}-${r}q${r} 0 ${r}-${r}z`;
