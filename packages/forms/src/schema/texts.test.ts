import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PATTERN_MESSAGES } from '@portal/contract';
import { formTextsEn } from '../texts/en';
import { formTextsEs } from '../texts/es';
import { REGISTRATION_FIELDS } from './registration';
import { FORM_TEXT_KEYS } from './texts';

const root = join(import.meta.dirname, '..');
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
  });
const code = sources(root)
  .filter((path) => !path.includes('fixtures'))
  .map((path) => readFileSync(path, 'utf8'))
  .join('\n');

describe('FORM_TEXT_KEYS', () => {
  it('lists every key the forms ask for', () => {
    const used = new Set([...code.matchAll(/['`](forms_[A-Za-z_]+)['`]/g)].map((m) => m[1]));
    for (const name of REGISTRATION_FIELDS) used.add(`forms_field_${name}`);
    expect([...used].filter((key) => !FORM_TEXT_KEYS.includes(key as never))).toEqual([]);
    expect(FORM_TEXT_KEYS.filter((key) => !used.has(key))).toEqual([]);
  });

  it('has a text for every key in the Spanish and English texts the forms ship', () => {
    expect(FORM_TEXT_KEYS.filter((key) => !formTextsEs[key])).toEqual([]);
    expect(FORM_TEXT_KEYS.filter((key) => !formTextsEn[key])).toEqual([]);
  });
});

describe('the texts the forms ship', () => {
  it('word every rule message of the contract, in Spanish and English', () => {
    const rules = Object.keys(DEFAULT_PATTERN_MESSAGES);
    expect(rules.filter((key) => !(key in formTextsEs))).toEqual([]);
    expect(rules.filter((key) => !(key in formTextsEn))).toEqual([]);
  });

  it('have the same keys in both languages', () => {
    expect(Object.keys(formTextsEs).sort()).toEqual(Object.keys(formTextsEn).sort());
  });
});
