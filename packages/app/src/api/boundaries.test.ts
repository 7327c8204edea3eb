import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = join(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__screenshots__' ? [] : sources(path);
    return /\.tsx?$/u.test(entry.name) ? [path] : [];
  });
}

const files = sources(src).map((path) => ({
  name: relative(src, path),
  text: readFileSync(path, 'utf8'),
}));

describe('the data layer seams', () => {
  it("only api/ (and the tests' raw-call helper) imports the API client", () => {
    const callers = files
      .filter(({ name }) => !name.startsWith('api/') && name !== 'test/api.ts')
      .filter(({ text }) => /from '[./]*\/?api\/client'/u.test(text))
      .map(({ name }) => name);
    expect(callers).toEqual([]);
  });

  it("only api/keys.ts reads a cache key's shape", () => {
    const readers = files
      .filter(({ name }) => name !== 'api/keys.ts' && !name.endsWith('.test.ts'))
      .filter(({ text }) => /\bkey\[\d\]/u.test(text))
      .map(({ name }) => name);
    expect(readers).toEqual([]);
  });
});
