import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { forEachToken, getAt } from './contract';
import { themeOverrideSchema } from './schema';

describe('theme override JSON Schema', () => {
  it('is generated from the contract: every token is in it, in both mode sections', () => {
    forEachToken((path) => {
      for (const prefix of [[], ['light'], ['dark']]) {
        const schemaPath = [...prefix, ...path].flatMap((key) => ['properties', key]);
        expect(getAt(themeOverrideSchema, schemaPath), schemaPath.join('/')).toBeDefined();
      }
    });
  });

  it('matches the committed theme-override.schema.json (run `pnpm --filter @portal/theme write-schema`)', () => {
    const committed = JSON.parse(
      readFileSync(new URL('../theme-override.schema.json', import.meta.url), 'utf8'),
    );
    expect(committed).toEqual(themeOverrideSchema);
  });
});
