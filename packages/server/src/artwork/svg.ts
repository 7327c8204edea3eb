import { createHash } from 'node:crypto';

// The drawing kit of the artwork the server draws (game tiles, vendor logos, banners, promotion
// images): the seed, the colours, the escaping and the frame every image shares.

/** The bytes that drive the drawing: a SHA-256 of the parts, so that any change of them shows. */
export const seedOf = (parts: readonly (string | number)[]): Buffer =>
  createHash('sha256').update(parts.join('\u0000')).digest();

export const escapeXml = (text: string): string =>
  text.replace(
    /[<>&"']/gu,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? '',
  );

export const hsl = (hue: number, saturation: number, lightness: number): string =>
  `hsl(${hue % 360},${saturation}%,${lightness}%)`;

/**
 * An image with its accessible title, over a rounded rectangle filled with a linear gradient
 * (`gradient` from `from` to `to`, along x1 y1 → x2 y2), then `content`.
 */
export function svgImage(image: {
  width: number;
  height: number;
  title: string;
  gradient: {
    id: string;
    x1: string;
    y1: string;
    x2: string;
    y2: string;
    from: string;
    to: string;
  };
  rx: number;
  content: readonly string[];
}): string {
  const { width, height, title, gradient: g } = image;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}">`,
    `<title>${escapeXml(title)}</title>`,
    `<defs><linearGradient id="${g.id}" x1="${g.x1}" y1="${g.y1}" x2="${g.x2}" y2="${g.y2}">`,
    `<stop offset="0" stop-color="${g.from}"/><stop offset="1" stop-color="${g.to}"/>`,
    `</linearGradient></defs>`,
    `<rect width="${width}" height="${height}" rx="${image.rx}" fill="url(#${g.id})"/>`,
    ...image.content,
    `</svg>`,
  ].join('');
}
