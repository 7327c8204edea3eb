// The operator's check of a texts file, and the example it is shown with kept clean.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { textsCommand } from './texts';

const root = join(import.meta.dirname, '../../..');
const dir = mkdtempSync(join(tmpdir(), 'portal-texts-check-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('texts check', () => {
  it("passes the operator example (docs/examples/texts), which the tests' servers serve", () => {
    const { code, out } = textsCommand(['check', 'docs/examples/texts/ar.json'], root);
    expect(out).toMatch(/^docs\/examples\/texts\/ar.json: valid, \d+ of the app's \d+ texts/u);
    expect(code).toBe(0);
  });

  it('names every problem of a file, and exits 1', () => {
    writeFileSync(
      join(dir, 'french.json'),
      JSON.stringify({ header_login: 'Connexion', header_avatar: 'Avatar', nav_typo: 'x' }),
    );
    writeFileSync(join(dir, 'fr.json'), '{ "header_login": ');
    const { code, out } = textsCommand(['check', 'french.json', 'fr.json', 'none.json'], dir);
    expect(code).toBe(1);
    expect(out).toContain('french.json: 3 problem(s)');
    expect(out).toContain('name the file after its language: <code>.json with one of pt pt-br fr');
    expect(out).toContain(
      "header_avatar: its {{values}} (none) differ from the English text's (account)",
    );
    expect(out).toContain('nav_typo: not a text of the app');
    expect(out).toContain('fr.json: 1 problem(s)\n  not JSON:');
    expect(out).toContain('none.json: 2 problem(s)');
    expect(out).toContain('cannot be read (ENOENT)');
  });

  it('prints the English texts as the template to translate, and its usage otherwise', () => {
    const template = JSON.parse(textsCommand(['template'], dir).out) as Record<string, string>;
    expect(template['header_login']).toBe('Log in');
    expect(textsCommand([], dir)).toEqual({
      code: 2,
      out: 'usage: texts check <file.json> [...] | texts template',
    });
    expect(textsCommand(['check'], dir).code).toBe(2);
  });
});
