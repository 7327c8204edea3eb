import type { Plugin } from 'vite';

// Block comments of a styles module (`*.styles.ts`) sit inside its styled templates: they are CSS
// comments, which the JavaScript minifier keeps as part of the template's text. JSDoc comments
// (slash and two stars) and annotations (a star followed by !, # or @, as in #__PURE__) are left.
const CSS_COMMENT = /\/\*(?![*!#@])[\s\S]*?\*\//gu;

/**
 * The styles module without its CSS comments, each replaced by the line breaks it held, so that
 * every line stays where it was (source maps stay right by line).
 */
export function stripStyleComments(code: string): string {
  return code.replace(CSS_COMMENT, (comment) => comment.replace(/[^\n]/gu, ''));
}

/**
 * The styled components' CSS comments left out of the build: they explain the CSS to its readers
 * and would cost every visit their bytes, the first paint's included.
 */
export function styleComments(): Plugin {
  return {
    name: 'portal-style-comments',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/\.styles\.ts$/u.test(id.split('?')[0] ?? '') || !code.includes('/*')) return null;
      return { code: stripStyleComments(code), map: null };
    },
  };
}
