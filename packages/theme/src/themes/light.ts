import type { ThemeValues } from '../contract';
import { shared } from './base';

/** The light theme: cool grey surfaces, a deep amber brand, near-black text. */
export const light: ThemeValues = {
  ...shared,
  color: {
    brand: { primary: '#a84d06', primaryHover: '#8c3f05', secondary: '#5b3fd6', accent: '#0f766e' },
    surface: { 0: '#f3f5f9', 1: '#ffffff', 2: '#eef1f6', 3: '#e2e7ef' },
    text: {
      primary: '#121826',
      secondary: '#48526a',
      disabled: '#737d91',
      onBrand: '#ffffff',
      onStatus: '#ffffff',
      link: '#1d4fd7',
    },
    border: { subtle: '#d5dbe5', control: '#737d91' },
    focusRing: '#1d5fd1',
    status: { success: '#126b32', warning: '#8a5100', danger: '#c21c1c', info: '#1d5fd1' },
    overlay: 'rgba(15, 23, 42, 0.06)',
    scrim: 'rgba(8, 10, 15, 0.6)',
    medal: { gold: '#9c7400', silver: '#6b7280', bronze: '#9a5b2b' },
  },
  shadow: {
    sm: '0 1px 2px rgba(16, 24, 40, 0.08)',
    md: '0 4px 12px rgba(16, 24, 40, 0.12)',
    lg: '0 12px 32px rgba(16, 24, 40, 0.18)',
  },
};
