import { hsl } from '../../artwork/svg';
import { circle, ellipse, glyph, line, path, polygon, rect } from './draw';
import { GOLD, GOLD_DARK, INK, type Motif } from './ink';

// One vector illustration for each kind of game, for a game whose names name no theme, drawn in
// the tile's upper part as the themes' are (themeMotifs.ts).

const slots: Motif = {
  mirror: false,
  draw: (ink) =>
    path('M60 56q40-28 80 0z', GOLD) +
    rect(46, 54, 108, 90, hsl(ink.hue + 180, 65, 45), 'rx="12"') +
    rect(56, 70, 88, 44, '#fff', 'rx="6"') +
    line('M85 72v40M115 72v40', '#ccc', 2) +
    glyph(71, 104, 30, '#d62828', '7') +
    glyph(100, 104, 30, '#d62828', '7') +
    glyph(129, 104, 30, '#d62828', '7') +
    rect(62, 122, 76, 12, INK, 'rx="4" fill-opacity=".6"') +
    line('M154 84l14-22', '#ccc', 4) +
    circle(168, 60, 7, ink.accent),
};

const live: Motif = {
  mirror: false,
  draw: (ink) => {
    const segment = ((2 * Math.PI * 38) / 32).toFixed(2);
    return (
      circle(100, 92, 54, '#6b3a1e') +
      circle(100, 92, 46, '#1a1a1a') +
      circle(100, 92, 38, 'none', 'stroke="#c62828" stroke-width="14"') +
      circle(100, 92, 38, 'none', `stroke="#111" stroke-width="14" stroke-dasharray="${segment}"`) +
      circle(100, 92, 28, '#c89b3c') +
      circle(100, 92, 20, '#8a5a22') +
      line('M100 70v44M78 92h44', '#e8c35a', 4) +
      circle(100, 92, 6, '#e8c35a') +
      circle(128, 64, 4, '#fff') +
      [140, 132, 124]
        .map(
          (y) =>
            ellipse(152, y + 3, 17, 6, '#000', 'fill-opacity=".45"') +
            ellipse(
              152,
              y,
              17,
              6,
              ink.accent,
              'stroke="#fff" stroke-width="2.5" stroke-dasharray="4 5"',
            ),
        )
        .join('')
    );
  },
};

const HEART = 'M0 6C-8-4-18 4-9 12L0 20 9 12C18 4 8-4 0 6z';

const cards: Motif = {
  mirror: false,
  draw: () =>
    `<g transform="rotate(-14 90 140)">${rect(58, 50, 58, 82, '#fff', 'rx="7" stroke="#ccc"')}${glyph(70, 68, 14, INK, 'A')}${path('M87 76c6 10 18 14 18 24 0 8-10 10-16 4l2 10h-8l2-10c-6 6-16 4-16-4 0-10 12-14 18-24z', INK)}</g>` +
    `<g transform="rotate(12 110 140)">${rect(86, 50, 58, 82, '#fff', 'rx="7" stroke="#ccc"')}${glyph(98, 68, 14, '#d62828', 'A')}<path transform="translate(115 78) scale(1.6)" d="${HEART}" fill="#d62828"/></g>`,
};

const fishing: Motif = {
  mirror: true,
  draw: (ink) => {
    const body = hsl(ink.hue + 180, 80, 58);
    return (
      path('M146 96l28-26q-8 26 0 52z', hsl(ink.hue + 180, 75, 42)) +
      path('M84 72q16-22 38-4zM92 120q10 14 26 6z', hsl(ink.hue + 180, 75, 42)) +
      path('M42 96c20-34 76-36 104 0-28 36-84 34-104 0z', body) +
      line('M96 76q-10 20 0 40M114 78q-9 18 0 36', '#fff', 2.5, 'stroke-opacity=".5"') +
      circle(66, 90, 7, '#fff') +
      circle(64, 90, 3.5, INK) +
      line('M46 104q6 3 12 0', INK, 2) +
      circle(40, 62, 5, 'none', 'stroke="#fff" stroke-width="2"') +
      circle(52, 48, 3.5, 'none', 'stroke="#fff" stroke-width="2"') +
      circle(36, 42, 2.5, 'none', `stroke="${ink.accent}" stroke-width="2"`)
    );
  },
};

/** A football: a pentagon in the middle, five patches at its edge and the seams between. */
function ballPatches(): string {
  let seams = '';
  let patches = '';
  for (let i = 0; i < 5; i += 1) {
    const a = ((i * 72 - 90) * Math.PI) / 180;
    const x = Math.round(100 + 39 * Math.cos(a));
    const y = Math.round(92 + 39 * Math.sin(a));
    patches += polygon(x, y, 10, 5, undefined, i * 72 + 36);
    seams += `M${Math.round(100 + 16 * Math.cos(a))} ${Math.round(92 + 16 * Math.sin(a))}L${x} ${y}`;
  }
  return line(seams, INK, 2.5) + path(polygon(100, 92, 16, 5) + patches, INK);
}

const sports: Motif = {
  mirror: false,
  draw: (ink) =>
    ellipse(100, 144, 40, 5, '#000', 'fill-opacity=".3"') +
    circle(100, 92, 48, '#fff', `stroke="${INK}" stroke-width="2"`) +
    ballPatches() +
    line('M38 70h-8M40 92h-14M38 114h-8', ink.accent, 4),
};

const esports: Motif = {
  mirror: false,
  draw: (ink) =>
    path(
      'M60 72h80c20 0 30 22 32 46 2 20-14 26-24 14l-14-16H66l-14 16c-10 12-26 6-24-14 2-24 12-46 32-46z',
      '#2b2f3a',
    ) +
    line('M64 76h72', ink.accent, 3) +
    path('M60 92h8v-8h8v8h8v8h-8v8h-8v-8h-8z', '#9aa3b5') +
    circle(132, 86, 5, '#4cc3ff') +
    circle(143, 96, 5, '#ff5a5a') +
    circle(132, 106, 5, '#5ad16a') +
    circle(121, 96, 5, '#ffd24a') +
    circle(88, 116, 7, '#555b6b') +
    circle(112, 116, 7, '#555b6b'),
};

const cockfight: Motif = {
  mirror: true,
  draw: (ink) =>
    path('M82 108C50 102 36 72 46 44c12 26 24 40 42 48z', '#1f5f4a') +
    path('M86 104C64 90 58 62 70 40c6 26 16 40 28 48z', '#2c7d5e') +
    path('M90 104C76 92 76 70 88 54c2 20 8 32 16 38z', ink.accent) +
    ellipse(106, 108, 32, 24, '#b8451d') +
    path('M112 96l8-24h20l2 26z', '#d85a26') +
    circle(130, 70, 16, '#d85a26') +
    path('M118 58q2-12 9-5 4-10 9-2 7-6 8 5-13 5-26 2z', '#e0242b') +
    path('M144 66l14 5-14 6z', '#f2b632') +
    path('M141 80q5 10-2 13-5-5 2-13z', '#e0242b') +
    circle(134, 66, 4, '#fff') +
    circle(135, 66, 2, INK) +
    path('M88 104q22-14 42 4-20 16-42-4z', '#8a2f12') +
    line('M98 130v14m-6 0h12M114 130v14m-6 0h12', '#f2b632', 4),
};

const BALL_COLOURS = ['#e63946', '#2a7de1', '#2fb35a', '#f4b400'] as const;

const lottery: Motif = {
  mirror: false,
  draw: (ink) =>
    (
      [
        [70, 112, 24],
        [130, 116, 22],
        [96, 74, 24],
        [140, 72, 18],
      ] as const
    )
      .map(
        ([x, y, r], i) =>
          circle(x, y, r, BALL_COLOURS[i] ?? '#fff') +
          circle(x, y, Math.round(r * 0.58), '#fff') +
          ellipse(x - r / 2, y - r / 2, r / 5, r / 8, '#fff', 'fill-opacity=".6"') +
          glyph(x, y + Math.round(r * 0.25), Math.round(r * 0.7), INK, String(ink.digit(i))),
      )
      .join(''),
};

const prize: Motif = {
  mirror: false,
  draw: (ink) =>
    line('M70 60H56c0 20 8 28 18 28M130 60h14c0 20-8 28-18 28', GOLD, 6) +
    path('M68 50h64v22c0 24-14 38-32 38S68 96 68 72z', GOLD) +
    path('M100 50h32v22c0 24-14 38-32 38z', GOLD_DARK) +
    path(polygon(100, 74, 14, 5, 6), ink.accent) +
    rect(93, 108, 14, 16, GOLD_DARK) +
    rect(78, 122, 44, 10, GOLD, 'rx="2"') +
    rect(70, 132, 60, 12, '#5a3a1a', 'rx="3"') +
    rect(88, 135, 24, 6, GOLD),
};

/** The motif of each kind of game. */
export const KIND_MOTIFS = {
  slots,
  live,
  cards,
  fishing,
  sports,
  esports,
  cockfight,
  lottery,
  prize,
} as const satisfies Record<string, Motif>;
