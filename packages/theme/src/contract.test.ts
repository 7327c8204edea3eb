import { describe, expect, it } from 'vitest';
import { cssVarName, forEachToken, getAt, tokenContract } from './contract';
import { vars } from './refs';
import { themes } from './themes';

const leaves = () => {
  const paths: string[][] = [];
  forEachToken((path) => paths.push([...path]));
  return paths;
};

describe('token contract', () => {
  it('names custom properties by group, without the component prefix', () => {
    expect(cssVarName(['color', 'surface', '0'])).toBe('--color-surface-0');
    expect(cssVarName(['color', 'brand', 'primaryHover'])).toBe('--color-brand-primary-hover');
    expect(cssVarName(['component', 'gameTile', 'radius'])).toBe('--game-tile-radius');
    expect(cssVarName(['zIndex', 'modal'])).toBe('--z-modal');
    expect(cssVarName(['motion', 'duration', 'bannerDelay'])).toBe(
      '--motion-duration-banner-delay',
    );
  });

  it('gives every token a distinct custom property', () => {
    const names = leaves().map(cssVarName);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(['light', 'dark'] as const)(
    'the %s theme has a value for every token and nothing else',
    (mode) => {
      const theme = themes[mode];
      for (const path of leaves()) {
        expect(getAt(theme, path), path.join('.')).toBeDefined();
      }
      const count = (node: unknown): number =>
        node !== null && typeof node === 'object'
          ? Object.values(node).reduce((n: number, child) => n + count(child), 0)
          : 1;
      expect(count(theme)).toBe(leaves().length);
    },
  );

  it('the typed theme is var() references for every token', () => {
    for (const path of leaves()) {
      expect(getAt(vars, path)).toBe(`var(${cssVarName(path)})`);
    }
    expect(vars.color.brand.primary).toBe('var(--color-brand-primary)');
    expect(Object.isFrozen(vars)).toBe(true);
  });

  it('carries the spec constants: banner 1000 ms / 5000 ms, modal 200 x 200 and 100 ms, spacing 20.3', () => {
    for (const theme of [themes.light, themes.dark]) {
      expect(theme.motion.duration.bannerTransition).toBe('1000ms');
      expect(theme.motion.duration.bannerDelay).toBe('5000ms');
      expect(theme.motion.duration.modal).toBe('100ms');
      expect(theme.component.modal.width).toBe('200px');
      expect(theme.component.modal.height).toBe('200px');
      expect(theme.component.banner.spacing).toBe('20.3px');
    }
    expect(Object.keys(tokenContract.zIndex)).toEqual([
      'base',
      'header',
      'sideMenu',
      'dropdown',
      'modal',
      'toast',
    ]);
  });

  it('keeps the z-index layers in order', () => {
    const z = themes.light.zIndex;
    // The side menu under the header: scrolled, it passes beneath the sticky header, and the
    // header's category menus open over it.
    expect(z.base < z.sideMenu && z.sideMenu < z.header && z.header < z.dropdown).toBe(true);
    expect(z.dropdown < z.modal && z.modal < z.toast).toBe(true);
  });
});
