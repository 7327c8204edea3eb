import type { ThemeValues } from '../contract';
import { shared } from './base';

/** The dark theme: deep blue-grey surfaces, an amber brand, light text. */
export const dark: ThemeValues = {
  ...shared,
  color: {
    brand: { primary: '#f5b82e', primaryHover: '#ffcb57', secondary: '#a48bff', accent: '#2ed3b7' },
    surface: { 0: '#0d1117', 1: '#151b24', 2: '#1d2431', 3: '#262f3f' },
    text: {
      primary: '#f3f5f9',
      secondary: '#b6bfce',
      disabled: '#838da1',
      onBrand: '#17130a',
      onStatus: '#0b0f14',
      link: '#8fb8ff',
    },
    border: { subtle: '#2c3546', control: '#8490a6' },
    focusRing: '#ffd166',
    status: { success: '#4ade80', warning: '#fbbf24', danger: '#ff8f8f', info: '#6cb0ff' },
    overlay: 'rgba(255, 255, 255, 0.06)',
    scrim: 'rgba(4, 6, 10, 0.72)',
    medal: { gold: '#f5c542', silver: '#c9d1dc', bronze: '#de9660' },
  },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.5)',
    md: '0 4px 12px rgba(0, 0, 0, 0.45)',
    lg: '0 12px 32px rgba(0, 0, 0, 0.55)',
  },
};
