import { createGlobalStyle } from 'styled-components';
import { vars } from './refs';

/**
 * Reset and document defaults. Every value is a `var(--…)` string fixed at
 * module load: no function interpolation, so the global sheet is written once
 * and never re-injected when the theme or colour mode changes.
 */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
    text-rendering: optimizeLegibility;
  }
  body {
    margin: 0;
    min-height: 100vh;
    background: ${vars.color.surface[0]};
    color: ${vars.color.text.primary};
    font-family: ${vars.font.family.body};
    font-size: ${vars.font.size.md};
    line-height: ${vars.font.lineHeight.normal};
  }
  h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd { margin: 0; }
  h1, h2, h3, h4, h5, h6 { font-family: ${vars.font.family.heading}; line-height: ${vars.font.lineHeight.tight}; }
  ul[role='list'], ol[role='list'] { list-style: none; margin: 0; padding: 0; }
  img, picture, svg, video, canvas { display: block; max-width: 100%; }
  input, button, textarea, select { font: inherit; color: inherit; }
  button { cursor: pointer; }
  button:disabled { cursor: not-allowed; }
  a { color: ${vars.color.text.link}; }
  :focus { outline: none; }
  :focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
  ::selection { background: ${vars.color.brand.primary}; color: ${vars.color.text.onBrand}; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
