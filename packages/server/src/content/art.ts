import type { BannerGroup, PromotionType } from '@portal/contract';
import { escapeXml, hsl, seedOf, svgImage } from '../artwork/svg';

/**
 * Banner and promotion artwork drawn by the server from the item's own text, as artwork.ts draws
 * game tiles: no third-party images, the same input always gives the same bytes, and the SVG holds
 * no script, event attribute or outside reference (its one `url(#…)` names its own gradient), so
 * that it is safe under a strict CSP and as an `<img>`.
 */

/** The size of each banner group's slot: the home carousel is wide, the pop-ups' smaller. */
export const BANNER_SIZES: Readonly<Record<BannerGroup, { width: number; height: number }>> = {
  w_home: { width: 1200, height: 400 },
  w_login: { width: 640, height: 240 },
  w_register: { width: 640, height: 240 },
  w_forget: { width: 640, height: 240 },
  w_left_menu: { width: 240, height: 120 },
};

/**
 * Splits a text into at most `maxLines` lines of about `perLine` characters at spaces; what does
 * not fit ends in an ellipsis, so a long title never runs off the image.
 */
export function wrap(text: string, perLine: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.trim().split(/\s+/u)) {
    const next = line ? `${line} ${word}` : word;
    if ([...next].length <= perLine || !line) {
      line = next;
      continue;
    }
    lines.push(line);
    line = word;
  }
  if (line) lines.push(line);
  const kept = lines
    .slice(0, maxLines)
    .map((l) => ([...l].length > perLine ? truncate(l, perLine) : l));
  if (lines.length > maxLines)
    kept[maxLines - 1] = truncate(`${kept[maxLines - 1] ?? ''} …`, perLine);
  return kept;
}

const truncate = (text: string, max: number): string => {
  const chars = [...text];
  return chars.length <= max
    ? text
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
};

/** Soft circles and rings placed by the seed, in the right half so that the text stays readable. */
function decorations(seed: Buffer, width: number, height: number, colour: string): string {
  const out: string[] = [];
  for (let i = 0; i < 5; i += 1) {
    const b = (k: number) => seed[4 + i * 4 + k] ?? 0;
    const r = Math.round(height * (0.12 + (b(2) / 255) * 0.35));
    const x = Math.round(width * (0.55 + (b(0) / 255) * 0.4));
    const y = Math.round((b(1) / 255) * height);
    const opacity = (0.1 + (b(3) / 255) * 0.25).toFixed(2);
    out.push(
      i % 2
        ? `<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="${colour}" stroke-width="${Math.max(2, Math.round(r / 8))}" stroke-opacity="${opacity}"/>`
        : `<circle cx="${x}" cy="${y}" r="${r}" fill="${colour}" fill-opacity="${opacity}"/>`,
    );
  }
  return out.join('');
}

function card(options: {
  seed: Buffer;
  width: number;
  height: number;
  title: string;
  subtitle: string;
  badge: string;
}): string {
  const { seed, width, height, title, subtitle, badge } = options;
  const hue = seed.readUInt16BE(0) % 360;
  const from = hsl(hue, 72, 36);
  const to = hsl(hue + 50 + ((seed[2] ?? 0) % 60), 78, 22);
  const accent = hsl(hue + 180, 85, 68);
  const pad = Math.round(height * 0.12);
  // Narrow slots (the side menu's) get a larger share of their width, or the title is unreadable.
  const titleSize = Math.round(Math.min(height * 0.17, width * (width < 400 ? 0.09 : 0.06)));
  const subtitleSize = Math.round(titleSize * 0.5);
  // About 0.55 em a character: the lines are wrapped to the left 60% of the image.
  const perLine = Math.max(8, Math.floor((width * 0.6) / (titleSize * 0.55)));
  const titleLines = wrap(title, perLine, 2);
  const subtitleLines = subtitle
    ? wrap(subtitle, Math.floor((width * 0.6) / (subtitleSize * 0.55)), 2)
    : [];
  const badgeSize = Math.round(subtitleSize * 0.9);
  let y = pad + badgeSize;
  const text: string[] = [
    `<text x="${pad}" y="${y}" font-family="sans-serif" font-size="${badgeSize}" font-weight="700" letter-spacing="2" fill="${accent}">${escapeXml(badge)}</text>`,
  ];
  y += Math.round(titleSize * 1.3);
  for (const line of titleLines) {
    text.push(
      `<text x="${pad}" y="${y}" font-family="sans-serif" font-size="${titleSize}" font-weight="800" fill="#fff">${escapeXml(line)}</text>`,
    );
    y += Math.round(titleSize * 1.15);
  }
  y += Math.round(subtitleSize * 0.4);
  for (const line of subtitleLines) {
    text.push(
      `<text x="${pad}" y="${y}" font-family="sans-serif" font-size="${subtitleSize}" fill="#fff" fill-opacity="0.88">${escapeXml(line)}</text>`,
    );
    y += Math.round(subtitleSize * 1.25);
  }
  return svgImage({
    width,
    height,
    title,
    gradient: { id: 'c', x1: '0%', y1: '0%', x2: '100%', y2: '100%', from, to },
    rx: Math.round(height / 16),
    content: [decorations(seed, width, height, accent), ...text],
  });
}

/** A banner: its title and subtitle over a gradient seeded by its id, group and title. */
export const bannerArt = (banner: {
  id: number;
  group: BannerGroup;
  title: string;
  subtitle: string;
  badge: string;
}): string =>
  card({
    seed: seedOf(['banner', banner.id, banner.group, banner.title]),
    ...BANNER_SIZES[banner.group],
    title: banner.title,
    // The left-menu slot is too small for a second line.
    subtitle: banner.group === 'w_left_menu' ? '' : banner.subtitle,
    badge: banner.badge,
  });

/** A promotion's card image: its title and summary, the type as a badge. */
export const promotionArt = (promotion: {
  id: number;
  promoType: PromotionType;
  title: string;
  summary: string;
  badge: string;
}): string =>
  card({
    seed: seedOf(['promotion', promotion.id, promotion.promoType, promotion.title]),
    width: 640,
    height: 320,
    title: promotion.title,
    subtitle: promotion.summary,
    badge: promotion.badge,
  });
