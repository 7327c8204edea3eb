/**
 * Breakpoints are constants, not tokens: a media query cannot read a CSS
 * custom property, so an operator override could not change them anyway.
 */
export const breakpoints = { sm: 480, md: 768, lg: 1024, xl: 1440 } as const;

type Breakpoint = keyof typeof breakpoints;

/** `${media.up('md')} { ... }` in a styled template: at least this wide. */
export const media = {
  up: (bp: Breakpoint) => `@media (min-width: ${breakpoints[bp] / 16}em)`,
  down: (bp: Breakpoint) => `@media (max-width: ${(breakpoints[bp] - 0.02) / 16}em)`,
} as const;
