import { hsl } from '../../artwork/svg';
import { circle, ellipse, line, path, polygon, rect, sparkle } from './draw';
import { coinStack, GOLD, GOLD_DARK, INK, type Motif } from './ink';

// One vector illustration for each theme of the demo catalogue's names (its nouns), drawn in the
// tile's upper part (a 200 × 200 tile, y 36 to 146; the title band lies below, the adjective's
// emblem above).

const treasure: Motif = {
  mirror: true,
  draw: (ink) =>
    coinStack(62, 140, 6) +
    coinStack(140, 140, 4) +
    circle(100, 108, 32, GOLD, `stroke="${GOLD_DARK}" stroke-width="4"`) +
    circle(100, 108, 23, 'none', `stroke="${GOLD_DARK}" stroke-width="2"`) +
    path(polygon(100, 109, 15, 5, 6), GOLD_DARK) +
    path('M128 58l10 12-10 12-10-12z', ink.accent, `stroke="#fff" stroke-width="1.5"`) +
    ellipse(44, 142, 9, 3, GOLD) +
    ellipse(158, 143, 8, 3, GOLD),
};

const dragon: Motif = {
  mirror: true,
  draw: (ink) => {
    const body = hsl(ink.hue + 150, 60, 42);
    const shade = hsl(ink.hue + 150, 60, 28);
    return (
      path('M176 98c8-2 14 2 22-2-2 8-8 10-14 10 4 2 8 6 14 6-8 6-18 2-24-6z', '#ff8a1f') +
      path('M64 128l-14-4 12-10zM68 110l-14-6 14-8zM76 92l-12-10 16-2z', shade) +
      path(
        'M60 146c0-26 4-46 20-62L52 40l44 26-8-36 26 30c12-2 22 0 28 6l32 8 10 10-6 8-40 4 36 10-6 8-26 2c-18 4-32 16-38 30z',
        body,
      ) +
      path('M178 92l-40 4 36 10z', '#5a1010') +
      path('M150 95l3 5 3-6zM161 94l3 5 3-6zM150 99l3-4 3 5zM160 102l3-4 3 5z', '#fff') +
      path(
        'M100 98c10-6 24-6 36-2-6 10-24 14-36 2zM112 64c10-4 22-4 30 2l-4 4c-8-4-16-4-24-2z',
        shade,
      ) +
      line('M112 128q8 2 14-4M106 138q8 2 14-4', hsl(ink.hue + 150, 60, 60), 3) +
      ellipse(129, 74, 6, 4, ink.accent) +
      ellipse(129, 74, 1.5, 3.5, INK) +
      ellipse(172, 80, 3, 2, INK)
    );
  },
};

const tiger: Motif = {
  mirror: false,
  draw: (ink) =>
    circle(64, 56, 16, '#ef8a1f') +
    circle(136, 56, 16, '#ef8a1f') +
    circle(64, 58, 8, '#f7c7a0') +
    circle(136, 58, 8, '#f7c7a0') +
    ellipse(100, 96, 52, 46, '#ef8a1f') +
    ellipse(100, 118, 36, 22, '#fff4e6') +
    path(
      'M100 50l-7 16h14zM80 54l5 18-12-8zM120 54l-5 18 12-8zM48 86l20 5-20 8zM50 106l18 1-15 9zM152 86l-20 5 20 8zM150 106l-18 1 15 9z',
      INK,
    ) +
    ellipse(82, 88, 9, 7, ink.accent) +
    ellipse(118, 88, 9, 7, ink.accent) +
    ellipse(82, 88, 2.5, 6, INK) +
    ellipse(118, 88, 2.5, 6, INK) +
    path('M91 106h18l-9 10z', '#e86a7a') +
    line('M100 116v6q-8 8-15 1M100 122q8 8 15 1', INK, 2.5),
};

const lion: Motif = {
  mirror: false,
  draw: (ink) =>
    path(polygon(100, 94, 62, 18, 50), '#b8621b') +
    circle(100, 94, 50, '#d9822b') +
    circle(76, 68, 10, '#f3c05a') +
    circle(124, 68, 10, '#f3c05a') +
    circle(100, 98, 34, '#f3c05a') +
    circle(88, 92, 4.5, INK) +
    circle(112, 92, 4.5, INK) +
    circle(89, 90, 1.5, ink.accent) +
    circle(113, 90, 1.5, ink.accent) +
    ellipse(100, 112, 16, 11, '#fbe3ae') +
    path('M93 104h14l-7 8z', '#5a2d12') +
    line('M100 112v5q-6 5-11 1M100 117q6 5 11 1', '#5a2d12', 2),
};

const temple: Motif = {
  mirror: false,
  draw: (ink) => {
    const columns = [58, 82, 106, 130]
      .map((x) => rect(x - 1, 78, 18, 5, '#e2d6bb') + rect(x + 1, 83, 14, 40, '#efe6d2'))
      .join('');
    const fluting = [58, 82, 106, 130].map((x) => `M${x + 8} 86v34`).join('');
    return (
      path('M38 70L100 38l62 32z', '#efe6d2') +
      path('M56 66L100 44l44 22z', '#cdbb94') +
      circle(100, 58, 6, ink.accent) +
      rect(42, 70, 116, 8, '#e2d6bb') +
      columns +
      line(fluting, '#cdbb94', 2) +
      rect(46, 123, 108, 9, '#ddd0b0') +
      rect(38, 132, 124, 12, '#cdbb94')
    );
  },
};

const river: Motif = {
  mirror: true,
  draw: (ink) => {
    const wave = (y: number) => `M30 ${y}q10-8 20 0t20 0t20 0t20 0t20 0t20 0t20 0V146H30z`;
    return (
      circle(140, 60, 16, '#ffd66b') +
      path('M30 118l40-58 30 38 24-26 46 46z', hsl(ink.hue + 200, 28, 30)) +
      path('M70 60l-11 16 6-2 5 5 5-5 6 2zM124 72l-9 10 5-1 4 3 4-3 5 1z', '#fff') +
      path(wave(114), '#2f86d1') +
      path(wave(126), '#46a5e8') +
      path(wave(137), '#7cc8f5') +
      line('M40 120q5-3 10 0M90 132q5-3 10 0M140 121q5-3 10 0', '#fff', 2)
    );
  },
};

const volcano: Motif = {
  mirror: true,
  draw: (ink) =>
    circle(92, 46, 14, '#6b6b73', 'fill-opacity=".85"') +
    circle(112, 38, 16, '#7d7d86', 'fill-opacity=".85"') +
    circle(128, 52, 11, '#6b6b73', 'fill-opacity=".85"') +
    path('M88 80q-6-20 12-34 18 14 12 34z', '#ff5a1a') +
    path('M36 146l44-68h40l44 68z', '#4a2c22') +
    path('M100 78h20l44 68h-52z', '#3a211a') +
    path('M80 78q20-10 40 0-20 8-40 0z', '#ff7a1a') +
    path('M86 80q-6 22-16 36 14-10 20-34zM112 80q4 20 14 30-4-16-8-30z', '#ff9a2e') +
    circle(68, 54, 5, ink.accent) +
    circle(138, 40, 4, '#ffb02e') +
    circle(150, 64, 5, '#ffb02e'),
};

/** A pine tree: three tiers of width w over a trunk standing on y, its top h above. */
function pine(x: number, y: number, h: number, w: number, fill: string): string {
  const tier = (top: number, width: number, height: number) => {
    const half = Math.round(width / 2);
    return `M${x} ${Math.round(top)}l${half} ${Math.round(height)}h-${2 * half}z`;
  };
  // A light edge: the trees stay apart from each other and from a green backdrop.
  return (
    rect(x - 4, y - 10, 8, 10, '#6b4226') +
    path(
      tier(y - h, w * 0.6, h * 0.4) +
        tier(y - h * 0.72, w * 0.8, h * 0.4) +
        tier(y - h * 0.45, w, h * 0.35),
      fill,
      'stroke="#fff" stroke-opacity=".45" stroke-width="1.5" stroke-linejoin="round"',
    )
  );
}

const forest: Motif = {
  mirror: true,
  draw: (ink) =>
    ellipse(100, 144, 72, 8, '#2c5a2e') +
    pine(62, 142, 72, 48, '#267a3f') +
    pine(140, 142, 80, 52, '#2e8b4a') +
    pine(100, 144, 104, 66, '#3aa05a') +
    circle(100, 58, 3, ink.accent),
};

const chest: Motif = {
  mirror: false,
  draw: (ink) =>
    path('M54 96l8-36q38-16 76 0l8 36z', '#5e3215') +
    path('M60 62q40-14 80 0', 'none', `stroke="#c9a04a" stroke-width="4"`) +
    path('M52 98q48-30 96 0z', GOLD) +
    ellipse(80, 88, 8, 3, GOLD_DARK) +
    ellipse(112, 84, 8, 3, GOLD_DARK) +
    path('M96 66l8 10-8 10-8-10z', ink.accent, 'stroke="#fff" stroke-width="1.5"') +
    rect(48, 96, 104, 48, '#9a5424', 'rx="4"') +
    rect(48, 96, 104, 8, '#c9a04a') +
    rect(64, 96, 8, 48, '#c9a04a') +
    rect(128, 96, 8, 48, '#c9a04a') +
    rect(91, 106, 18, 22, '#e8c35a', 'rx="3"') +
    path('M100 112a3 3 0 1 0 .1 0zM98 116h4l1 7h-6z', INK) +
    ellipse(38, 142, 9, 3, GOLD) +
    ellipse(162, 141, 8, 3, GOLD),
};

const diamond: Motif = {
  mirror: true,
  draw: (ink) => {
    const h = ink.hue + 180;
    return (
      path('M56 76l20-24h48l20 24z', hsl(h, 75, 70)) +
      path('M76 52h48l-12 24H88z', hsl(h, 80, 88)) +
      path('M56 76h88l-44 68z', hsl(h, 70, 50)) +
      path('M56 76h32l12 68z', hsl(h, 80, 72)) +
      path('M112 76h32l-44 68z', hsl(h, 70, 38)) +
      line('M56 76h88M76 52l12 24 12 68 12-68 12-24', '#fff', 1.5, 'stroke-opacity=".6"') +
      path(sparkle(80, 60, 9), '#fff')
    );
  },
};

/** A flower: `petals` round petals of colour `fill` around a centre. */
function flower(x: number, y: number, r: number, fill: string, centre: string): string {
  const dash = ((2 * Math.PI * r) / 6).toFixed(2);
  return (
    circle(
      x,
      y,
      r,
      'none',
      `stroke="${fill}" stroke-width="${r * 1.3}" stroke-dasharray="0 ${dash}" stroke-linecap="round"`,
    ) + circle(x, y, r * 0.6, centre)
  );
}

const garden: Motif = {
  mirror: true,
  draw: (ink) =>
    line('M70 146q-6-28 0-52M100 146v-70M132 146q6-26 0-46', '#3c9a48', 4) +
    path(
      'M100 124q-18-4-22-16 16 0 22 16zM100 110q18-4 22-16-16 0-22 16zM70 130q-14-2-18-12 12 0 18 12z',
      '#4cb35a',
    ) +
    path(
      'M30 146q10-14 20 0 10-14 20 0 10-14 20 0 10-14 20 0 10-14 20 0 10-14 20 0 10-14 20 0z',
      '#2f7d3a',
    ) +
    flower(70, 92, 10, '#f27aa8', '#ffd24a') +
    flower(100, 70, 13, ink.accent, '#ff8a3d') +
    flower(132, 96, 10, '#a77bf3', '#ffe27a'),
};

const comet: Motif = {
  mirror: true,
  draw: (ink) =>
    path('M140 82L34 40l92 72z', ink.accent, 'fill-opacity=".3"') +
    path('M136 88L40 46l88 62z', ink.accent, 'fill-opacity=".55"') +
    path('M133 94L46 52l82 52z', '#fff', 'fill-opacity=".85"') +
    circle(132, 100, 24, '#fff', 'fill-opacity=".3"') +
    circle(132, 100, 16, '#fff') +
    circle(132, 100, 9, '#fff6c8') +
    path(sparkle(62, 112, 6) + sparkle(160, 56, 5) + sparkle(84, 134, 4), '#fff'),
};

/** The motif of each theme. */
export const THEME_MOTIFS = {
  treasure,
  dragon,
  tiger,
  lion,
  temple,
  river,
  volcano,
  forest,
  chest,
  diamond,
  garden,
  comet,
} as const satisfies Record<string, Motif>;
