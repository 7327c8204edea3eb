import type { ThemeValues } from '../contract';

/** Everything that does not change between light and dark. */
export type SharedValues = Omit<ThemeValues, 'color' | 'shadow'>;

/** System font stacks only: nothing is fetched from a network at run time. */
const systemSans =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Liberation Sans", Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji"';

export const shared: SharedValues = {
  font: {
    family: {
      body: systemSans,
      heading: systemSans,
      mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, "Liberation Mono", monospace',
    },
    size: {
      xs: '0.75rem',
      sm: '0.875rem',
      md: '1rem',
      lg: '1.125rem',
      xl: '1.25rem',
      xxl: '1.5rem',
      display: '2rem',
    },
    weight: { regular: 400, medium: 500, bold: 700 },
    lineHeight: { tight: 1.25, normal: 1.5, relaxed: 1.7 },
  },
  space: {
    0: '0',
    1: '0.25rem',
    2: '0.5rem',
    3: '0.75rem',
    4: '1rem',
    5: '1.5rem',
    6: '2rem',
    7: '3rem',
    8: '4rem',
  },
  radius: { none: '0', sm: '4px', md: '8px', lg: '16px', pill: '9999px' },
  // The side menu scrolls under the sticky header, whose category menus open over the side menu;
  // the phone's drawer is a modal layer.
  zIndex: { base: 0, header: 100, sideMenu: 50, dropdown: 300, modal: 1000, toast: 1100 },
  motion: {
    duration: {
      fast: '120ms',
      normal: '200ms',
      slow: '320ms',
      modal: '100ms',
      bannerTransition: '1000ms',
      bannerDelay: '5000ms',
    },
    easing: {
      standard: 'cubic-bezier(0.2, 0, 0, 1)',
      emphasized: 'cubic-bezier(0.3, 0, 0, 1.2)',
      linear: 'linear',
    },
  },
  component: {
    button: {
      radius: 'var(--radius-md)',
      heightSm: '2rem',
      heightMd: '2.5rem',
      heightLg: '3rem',
    },
    modal: {
      width: '200px',
      height: '200px',
      radius: 'var(--radius-lg)',
      padding: 'var(--space-5)',
    },
    tabs: { indicatorSize: '3px' },
    banner: { spacing: '20.3px', radius: 'var(--radius-lg)' },
    gameTile: { radius: 'var(--radius-md)' },
  },
};
