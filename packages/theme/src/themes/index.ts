import type { ColorMode, ThemeValues } from '../contract';
import { dark } from './dark';
import { light } from './light';

export { dark, light };

/** The two built-in themes, complete for every token of the contract. */
export const themes: Readonly<Record<ColorMode, ThemeValues>> = { light, dark };
