import {
  converter,
  modeHsl,
  modeLrgb,
  modeRgb,
  parse,
  useMode as registerColorSpace,
  wcagContrast,
  type Rgb,
} from 'culori/fn';
import { colorModes, getAt, type ColorMode, type ThemeValues } from './contract';

// Register only the colour spaces the contract allows (hex, rgb(), hsl()) and
// the linear RGB that the WCAG luminance formula needs.
registerColorSpace(modeRgb);
registerColorSpace(modeHsl);
registerColorSpace(modeLrgb);

/** WCAG 2 AA minimums: 4.5:1 for body text, 3:1 for large text and UI parts. */
export const AA_TEXT = 4.5;
export const AA_UI = 3;

/** A foreground / background pair of the theme that must stay readable. */
export interface ContrastPair {
  foreground: string;
  background: string;
  minimum: number;
  /** Why the pair matters, in a designer's words. */
  use: string;
}

const surfaces = ['0', '1', '2', '3'].map((n) => `color.surface.${n}`);
const onSurfaces = (foreground: string, minimum: number, use: string): ContrastPair[] =>
  surfaces.map((background) => ({ foreground, background, minimum, use }));

/**
 * Every text/surface and UI-part/surface pair the components use. A component
 * that puts a new colour on a new background adds its pair here.
 */
export const contrastPairs: readonly ContrastPair[] = [
  ...onSurfaces('color.text.primary', AA_TEXT, 'body text'),
  ...onSurfaces('color.text.secondary', AA_TEXT, 'secondary text, hints'),
  ...onSurfaces('color.text.link', AA_TEXT, 'links'),
  ...onSurfaces('color.status.success', AA_TEXT, 'success text'),
  ...onSurfaces('color.status.warning', AA_TEXT, 'warning text'),
  ...onSurfaces('color.status.danger', AA_TEXT, 'error text under inputs'),
  ...onSurfaces('color.status.info', AA_TEXT, 'information text'),
  // WCAG exempts disabled controls; we still keep them legible.
  ...onSurfaces('color.text.disabled', AA_UI, 'disabled text'),
  ...onSurfaces('color.border.control', AA_UI, 'input and control borders'),
  ...onSurfaces('color.focusRing', AA_UI, 'keyboard focus ring'),
  ...onSurfaces('color.brand.primary', AA_UI, 'selected tab, primary button edge'),
  ...['primary', 'primaryHover', 'secondary'].map((b) => ({
    foreground: 'color.text.onBrand',
    background: `color.brand.${b}`,
    minimum: AA_TEXT,
    use: 'button label on brand colour',
  })),
  ...['success', 'warning', 'danger', 'info'].map((s) => ({
    foreground: 'color.text.onStatus',
    background: `color.status.${s}`,
    minimum: AA_TEXT,
    use: 'label on a status colour (danger button, toast)',
  })),
  ...['gold', 'silver', 'bronze'].flatMap((m) =>
    ['color.surface.0', 'color.surface.1'].map((background) => ({
      foreground: `color.medal.${m}`,
      background,
      minimum: AA_UI,
      use: 'winner board medal',
    })),
  ),
];

/** A pair below its minimum in one colour mode. */
export interface ContrastFinding extends ContrastPair {
  mode: ColorMode;
  ratio: number;
  foregroundValue: string;
  backgroundValue: string;
}

const rgb = converter('rgb');

function toRgb(value: string, where: string): Rgb {
  const parsed = parse(value);
  if (!parsed) throw new Error(`${where}: "${value}" is not a colour`);
  return rgb(parsed);
}

/** Paints a translucent colour over an opaque one, as the browser would. */
function over(top: Rgb, bottom: Rgb): Rgb {
  const a = top.alpha ?? 1;
  return {
    mode: 'rgb',
    r: top.r * a + bottom.r * (1 - a),
    g: top.g * a + bottom.g * (1 - a),
    b: top.b * a + bottom.b * (1 - a),
  };
}

/** The contrast ratio of a pair of theme colours; translucency is painted over surface 0. */
export function contrastRatio(values: ThemeValues, foreground: string, background: string): number {
  const page = toRgb(String(getAt(values, 'color.surface.0'.split('.'))), 'color.surface.0');
  const bg = over(toRgb(String(getAt(values, background.split('.'))), background), page);
  const fg = over(toRgb(String(getAt(values, foreground.split('.'))), foreground), bg);
  return wcagContrast(fg, bg);
}

/**
 * Lists every pair of `contrastPairs` below WCAG AA, in each colour mode.
 * An empty list means the theme passes.
 */
export function checkContrast(theme: Readonly<Record<ColorMode, ThemeValues>>): ContrastFinding[] {
  const findings: ContrastFinding[] = [];
  for (const mode of colorModes) {
    const values = theme[mode];
    for (const pair of contrastPairs) {
      const ratio = contrastRatio(values, pair.foreground, pair.background);
      // Round down to two places so 4.499 never passes as 4.5.
      if (Math.floor(ratio * 100) / 100 < pair.minimum) {
        findings.push({
          ...pair,
          mode,
          ratio: Math.round(ratio * 100) / 100,
          foregroundValue: String(getAt(values, pair.foreground.split('.'))),
          backgroundValue: String(getAt(values, pair.background.split('.'))),
        });
      }
    }
  }
  return findings;
}

/** One line a finding, for the CLI and for error messages. */
export function formatFinding(f: ContrastFinding): string {
  return `${f.mode}: ${f.foreground} (${f.foregroundValue}) on ${f.background} (${f.backgroundValue}) is ${f.ratio.toFixed(2)}:1, needs ${f.minimum}:1 for ${f.use}`;
}
