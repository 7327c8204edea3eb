// Writes docs/api/openapi.json from the contract, formatted as the repository formats JSON.
// A unit test fails when the committed file is stale.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { buildOpenApi } from '../src/openapi';

const out = join(dirname(fileURLToPath(import.meta.url)), '../../../docs/api/openapi.json');
mkdirSync(dirname(out), { recursive: true });
const options = (await resolveConfig(out)) ?? {};
writeFileSync(out, await format(JSON.stringify(buildOpenApi()), { ...options, filepath: out }));
console.log(`wrote ${out}`);
