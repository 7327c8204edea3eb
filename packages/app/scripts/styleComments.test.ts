import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { stripStyleComments } from './styleComments';

describe('the styles modules without their CSS comments', () => {
  it('drops the comments inside styled templates, line for line', () => {
    const source = [
      "import styled from 'styled-components';",
      '',
      '/** The panel: JSDoc stays. */',
      'export const Panel = styled.div`',
      '  /* Grows upwards from the entry:',
      '     the entry sits near the bottom. */',
      '  inset-block-end: 0;',
      '  color: red; /* inline */',
      '`;',
      'export const x = /*#__PURE__*/ make(); /*! kept */',
    ].join('\n');
    const out = stripStyleComments(source);
    expect(out.split('\n')).toHaveLength(source.split('\n').length);
    expect(out).not.toContain('Grows upwards');
    expect(out).not.toContain('inline');
    expect(out).toContain('/** The panel: JSDoc stays. */');
    expect(out).toContain('/*#__PURE__*/');
    expect(out).toContain('/*! kept */');
    expect(out).toContain('  inset-block-end: 0;\n  color: red; \n`;');
  });

  it('leaves a real styles module the same but for its comments', () => {
    const file = new URL('../../ui/src/SideMenu/SideMenu.styles.ts', import.meta.url);
    const source = readFileSync(file, 'utf8');
    const out = stripStyleComments(source);
    expect(out.replace(/\s+/gu, '')).toBe(
      source.replace(/\/\*(?![*!#@])[\s\S]*?\*\//gu, '').replace(/\s+/gu, ''),
    );
    expect(out).not.toMatch(/\/\*(?!\*)/u);
    expect(out.length).toBeLessThan(source.length);
  });
});
