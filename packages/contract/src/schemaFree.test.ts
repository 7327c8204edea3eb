import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// What the lobby's first screens take from the contract lives in modules that import nothing: a
// module that builds schemas at load brings the schema library (40 kB before compression) into the
// chunk of every page that imports any of its names, since the bundler cannot drop a schema built
// at the top of a module. The game list centres once loaded it for `offeredClassifies` alone.
const SCHEMA_FREE = ['catalogue/classifies.ts', 'ruleTexts.ts'];

describe('the modules the first screens import', () => {
  it.each(SCHEMA_FREE)('%s imports nothing', (file) => {
    const text = readFileSync(new URL(`./${file}`, import.meta.url), 'utf8');
    expect(text).not.toMatch(/^\s*(import|export)\b[^;]*\bfrom\s/mu);
  });
});
