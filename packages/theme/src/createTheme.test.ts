import { describe, expect, it } from 'vitest';
import type { ThemeOverride } from './contract';
import { createTheme, ThemeOverrideError, validateThemeOverride } from './createTheme';
import { themes } from './themes';

function refused(override: unknown): ThemeOverrideError {
  try {
    createTheme(override as ThemeOverride);
  } catch (error) {
    expect(error).toBeInstanceOf(ThemeOverrideError);
    return error as ThemeOverrideError;
  }
  throw new Error('the override was accepted');
}

describe('createTheme', () => {
  it('without an override gives the built-in themes', () => {
    const built = createTheme();
    expect(built.values.light).toEqual(themes.light);
    expect(built.values.dark).toEqual(themes.dark);
    expect(built.css).toContain(":root, [data-theme='light'] {");
    expect(built.css).toContain("[data-theme='dark'] {");
    expect(built.css).toContain(`--color-brand-primary: ${themes.dark.color.brand.primary};`);
  });

  it('applies a shared override to both modes and a mode override to one', () => {
    const built = createTheme({
      radius: { md: '2px' },
      color: { brand: { accent: '#123456' } },
      dark: { color: { brand: { primary: '#3ddc97' } } },
    });
    expect(built.values.light.radius.md).toBe('2px');
    expect(built.values.dark.radius.md).toBe('2px');
    expect(built.values.light.color.brand.accent).toBe('#123456');
    expect(built.values.dark.color.brand.primary).toBe('#3ddc97');
    expect(built.values.light.color.brand.primary).toBe(themes.light.color.brand.primary);
    // Untouched tokens keep their values.
    expect(built.values.light.space).toEqual(themes.light.space);
    const dark = built.css.slice(built.css.indexOf("[data-theme='dark'] {"));
    expect(dark).toContain('--color-brand-primary: #3ddc97;');
    expect(dark).toContain('--radius-md: 2px;');
  });

  it('does not change the built-in themes', () => {
    const before = JSON.stringify(themes);
    createTheme({ color: { surface: { 0: '#000000' } } });
    expect(JSON.stringify(themes)).toBe(before);
  });

  it('makes durations instant under prefers-reduced-motion, but keeps the banner delay', () => {
    const { css } = createTheme();
    const reduced = css.slice(css.indexOf('@media (prefers-reduced-motion: reduce)'));
    expect(reduced).toContain('--motion-duration-modal: 0ms;');
    expect(reduced).toContain('--motion-duration-banner-transition: 0ms;');
    expect(reduced).not.toContain('--motion-duration-banner-delay');
  });

  it('scopes the CSS to an element when asked', () => {
    const { css } = createTheme({}, { scope: '.preview' });
    expect(css).toContain(
      ".preview, .preview[data-theme='light'], .preview [data-theme='light'] {",
    );
    expect(css).not.toContain(':root');
  });

  it.each([
    [{ color: { brand: { primary: 'blue!' } } }, '/color/brand/primary', 'CSS colour'],
    [{ color: { brand: { primary: 12 } } }, '/color/brand/primary', 'CSS colour'],
    [{ radius: { md: '4 px' } }, '/radius/md', 'CSS length'],
    [{ zIndex: { modal: '1000' } }, '/zIndex/modal', 'whole number'],
    [{ font: { weight: { bold: 750 } } }, '/font/weight/bold', 'font weight'],
    [{ motion: { duration: { fast: 'quick' } } }, '/motion/duration/fast', 'duration'],
    [{ color: 'red' }, '/color', 'object of tokens'],
    [{ dark: { radius: { md: 5 } } }, '/dark/radius/md', 'CSS length'],
  ])('refuses %j naming %s and the expected type', (override, path, expected) => {
    const error = refused(override);
    const issue = error.issues.find((i) => i.path === path);
    expect(issue, JSON.stringify(error.issues)).toBeDefined();
    expect(issue?.message).toContain(expected);
    expect(error.message).toContain(path);
  });

  it('refuses a key that is not a token (a typo never silently does nothing)', () => {
    const error = refused({ color: { brnad: { primary: '#fff' } } });
    expect(error.issues).toEqual([
      { path: '/color/brnad', message: 'is not a token of the theme contract' },
    ]);
  });

  it('refuses values that would break out of their CSS declaration', () => {
    for (const attack of [
      '#fff; } body { display: none',
      'red}</style><script>alert(1)</script>',
    ]) {
      expect(refused({ color: { text: { primary: attack } } }).issues[0]?.path).toBe(
        '/color/text/primary',
      );
    }
    expect(refused({ font: { family: { body: 'Arial; } * { color: red' } } }).issues[0]?.path).toBe(
      '/font/family/body',
    );
  });

  it('reports every problem at once, and applies none of them', () => {
    const error = refused({
      radius: { md: 'x' },
      color: { brand: { primary: '#00f' }, scrim: 'nope' },
    });
    expect(error.issues.map((i) => i.path).sort()).toEqual(['/color/scrim', '/radius/md']);
  });

  it('refuses something that is not an object', () => {
    expect(validateThemeOverride([])).not.toEqual([]);
    expect(validateThemeOverride('dark')).not.toEqual([]);
  });

  it('accepts the full range of colour notations the schema promises', () => {
    for (const colour of [
      '#abc',
      '#abcd',
      '#aabbcc',
      '#aabbccdd',
      'rgb(1, 2, 3)',
      'rgba(1,2,3,0.5)',
      'hsl(210 40% 50%)',
      'hsla(210deg, 40%, 50%, 0.4)',
    ]) {
      expect(validateThemeOverride({ color: { overlay: colour } }), colour).toEqual([]);
    }
  });
});
