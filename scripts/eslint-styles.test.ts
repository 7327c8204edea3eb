import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's own eslint.config.js, as `pnpm lint` runs it.
const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The messages of one rule for a snippet linted under a file name of the repository. */
async function restricted(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((message) => message.ruleId === 'no-restricted-syntax');
}

const stylesFile = 'packages/app/src/pages/Example/Example.styles.ts';

describe('the lint rule on *.styles.ts: tokens through vars, not a theme function', () => {
  it('fails on a destructured theme', async () => {
    const code = [
      "import styled from 'styled-components';",
      '',
      'export const Box = styled.div`',
      '  gap: ${({ theme }) => theme.space[2]};',
      '`;',
      '',
    ].join('\n');
    const messages = await restricted(code, stylesFile);
    expect(messages).toHaveLength(1);
    expect(messages[0]!.line).toBe(4);
    expect(messages[0]!.message).toContain('vars');
  });

  it('fails on props.theme and p.theme, and on the function form too', async () => {
    const code = [
      "import styled, { css } from 'styled-components';",
      '',
      'export const Box = styled.div`',
      '  gap: ${(p) => p.theme.space[2]};',
      '  color: ${(props) => props.theme.color.text.primary};',
      '  ${css`',
      '    background: ${function ({ theme }) { return theme.color.surface[1]; }};',
      '  `}',
      '`;',
      '',
    ].join('\n');
    const messages = await restricted(code, 'packages/ui/src/Example/Example.styles.ts');
    expect(messages.map((message) => message.line)).toEqual([4, 5, 7]);
  });

  it('passes the vars form', async () => {
    const code = [
      "import { media, vars } from '@portal/theme';",
      "import styled from 'styled-components';",
      '',
      'export const Box = styled.div`',
      '  gap: ${vars.space[2]};',
      '  color: ${vars.color.text.primary};',
      "  ${media.up('md')} {",
      '    padding: ${vars.space[4]};',
      '  }',
      '`;',
      '',
    ].join('\n');
    const [result] = await eslint.lintText(code, { filePath: stylesFile });
    expect(result!.messages).toEqual([]);
  });
});
