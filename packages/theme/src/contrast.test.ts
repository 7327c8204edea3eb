import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkContrast, contrastPairs, contrastRatio, formatFinding } from './contrast';
import { createTheme } from './createTheme';
import { themes } from './themes';

describe('checkContrast', () => {
  it('finds nothing in the built-in light and dark themes', () => {
    expect(checkContrast(themes).map(formatFinding)).toEqual([]);
  });

  it('computes WCAG ratios: black on white is 21, white on white is 1', () => {
    const values = createTheme({
      color: { text: { primary: '#000000' }, surface: { 1: '#ffffff' } },
    }).values.light;
    expect(contrastRatio(values, 'color.text.primary', 'color.surface.1')).toBeCloseTo(21, 5);
    expect(contrastRatio(values, 'color.surface.1', 'color.surface.1')).toBeCloseTo(1, 5);
  });

  it('lists every pair an override breaks, with the mode, the ratio and the minimum', () => {
    const { values } = createTheme({ light: { color: { text: { secondary: '#b0b0b0' } } } });
    const findings = checkContrast(values);
    expect(findings.length).toBe(4); // one a surface
    expect(
      findings.every((f) => f.mode === 'light' && f.foreground === 'color.text.secondary'),
    ).toBe(true);
    expect(findings.every((f) => f.minimum === 4.5 && f.ratio < 4.5)).toBe(true);
    expect(formatFinding(findings[0]!)).toMatch(
      /^light: color\.text\.secondary \(#b0b0b0\) on color\.surface\.0 .* needs 4\.5:1/,
    );
  });

  it('holds UI parts to 3:1, not 4.5:1', () => {
    const pair = contrastPairs.find((p) => p.foreground === 'color.focusRing');
    expect(pair?.minimum).toBe(3);
  });

  it('paints translucent colours over the page before measuring', () => {
    const { values } = createTheme({
      light: {
        color: { surface: { 0: '#ffffff', 3: 'rgba(0, 0, 0, 0)' }, text: { primary: '#777777' } },
      },
    });
    // A fully transparent surface 3 is the page itself: #777 on white.
    expect(contrastRatio(values.light, 'color.text.primary', 'color.surface.3')).toBeCloseTo(
      4.48,
      2,
    );
  });

  it('passes the operator example in docs/', () => {
    const example = JSON.parse(
      readFileSync(new URL('../../../docs/examples/operator-theme.json', import.meta.url), 'utf8'),
    );
    expect(checkContrast(createTheme(example).values)).toEqual([]);
  });
});
