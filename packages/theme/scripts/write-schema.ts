// Regenerates theme-override.schema.json (editors use it for autocomplete in
// operators' override files); a unit test fails when it is out of date.
import { writeFile } from 'node:fs/promises';
import { themeOverrideSchema } from '../src/schema';

const target = new URL('../theme-override.schema.json', import.meta.url);
await writeFile(target, `${JSON.stringify(themeOverrideSchema, null, 2)}\n`);
