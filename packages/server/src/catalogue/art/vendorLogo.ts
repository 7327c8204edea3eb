import { escapeXml, hsl, seedOf, svgImage } from '../../artwork/svg';

// A vendor's logo for the lobby's lanes: its code and name over a seeded gradient and shapes (the
// properties of the catalogue's artwork, artwork.ts).

interface Palette {
  from: string;
  to: string;
  angle: number;
  shape: string;
}

/** Two hues apart on the colour wheel, a gradient angle, and a shape colour, from the seed. */
function palette(seed: Buffer): Palette {
  const hue = (seed.readUInt16BE(0) % 360) + 360;
  const spread = 40 + ((seed[2] ?? 0) % 100);
  return {
    from: hsl(hue, 70, 42),
    to: hsl(hue + spread, 75, 28),
    angle: ((seed[3] ?? 0) % 8) * 45,
    shape: hsl(hue + 180, 80, 70),
  };
}

/**
 * Four shapes (circles, rounded squares, diamonds) placed and sized by the seed, each inside the
 * card (away from its rounded corners).
 */
function shapes(seed: Buffer, width: number, height: number, colour: string): string {
  const out: string[] = [];
  const size = Math.min(width, height);
  for (let i = 0; i < 4; i += 1) {
    const b = (k: number) => seed[8 + i * 5 + k] ?? 0;
    const r = Math.round(size * (0.08 + (b(2) / 255) * 0.22));
    const x = r + Math.round((b(0) / 255) * (width - 2 * r));
    const y = r + Math.round((b(1) / 255) * (height - 2 * r));
    const opacity = (0.12 + (b(3) / 255) * 0.22).toFixed(2);
    const attrs = `fill="${colour}" fill-opacity="${opacity}"`;
    switch (b(4) % 3) {
      case 0:
        out.push(`<circle cx="${x}" cy="${y}" r="${r}" ${attrs}/>`);
        break;
      case 1:
        out.push(
          `<rect x="${x - r}" y="${y - r}" width="${2 * r}" height="${2 * r}" rx="${Math.round(r / 3)}" ${attrs} transform="rotate(${b(3) % 90} ${x} ${y})"/>`,
        );
        break;
      default:
        out.push(
          `<polygon points="${x},${y - r} ${x + r},${y} ${x},${y + r} ${x - r},${y}" ${attrs}/>`,
        );
    }
  }
  return out.join('');
}

function svg(options: {
  seed: Buffer;
  width: number;
  height: number;
  title: string;
  text: string;
  caption: string;
  gradientId: string;
}): string {
  const { seed, width, height, title, text, caption, gradientId } = options;
  const p = palette(seed);
  const rad = (p.angle * Math.PI) / 180;
  const [x1, y1, x2, y2] = [
    50 - 50 * Math.cos(rad),
    50 - 50 * Math.sin(rad),
    50 + 50 * Math.cos(rad),
    50 + 50 * Math.sin(rad),
  ].map((n) => `${Math.round(n)}%`);
  const fontSize = Math.round(height * (text.length > 2 ? 0.3 : 0.38));
  return svgImage({
    width,
    height,
    title,
    gradient: {
      id: gradientId,
      x1: `${x1}`,
      y1: `${y1}`,
      x2: `${x2}`,
      y2: `${y2}`,
      from: p.from,
      to: p.to,
    },
    rx: Math.round(height / 10),
    content: [
      shapes(seed, width, height, p.shape),
      `<text x="50%" y="${Math.round(height * 0.55)}" text-anchor="middle" dominant-baseline="middle" font-family="sans-serif" font-weight="700" font-size="${fontSize}" fill="#fff">${escapeXml(text)}</text>`,
      `<text x="50%" y="${Math.round(height * 0.88)}" text-anchor="middle" font-family="sans-serif" font-size="${Math.round(height * 0.09)}" fill="#fff" fill-opacity="0.85">${escapeXml(caption)}</text>`,
    ],
  });
}

/** A vendor's logo: its code over a gradient and shapes seeded by the code and name. */
export const vendorArt = (vendor: { code: string; name: string }): string =>
  svg({
    seed: seedOf(['vendor', vendor.code, vendor.name]),
    width: 240,
    height: 120,
    title: vendor.name,
    text: vendor.code.split('_')[0] ?? vendor.code,
    caption: vendor.name,
    gradientId: 'v',
  });
