import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { iconNames } from './names';

const sprite = readFileSync(new URL('./icons.svg', import.meta.url), 'utf8');
const symbols = [...sprite.matchAll(/<symbol\b[^>]*>[\s\S]*?<\/symbol>/gu)].map(([symbol]) => ({
  id: /\bid="([^"]+)"/u.exec(symbol)?.[1],
  symbol,
}));

describe('the icon sprite', () => {
  it('has one drawing for each name, and no drawing without a name', () => {
    expect(symbols.map((s) => s.id)).toEqual([...iconNames]);
    expect(new Set(iconNames).size).toBe(iconNames.length);
  });

  it('draws each on the 24 x 24 grid, with no paint of its own (the icon strokes it)', () => {
    for (const { id, symbol } of symbols) {
      expect(symbol, id).toMatch(
        /^<symbol id="\w+" viewBox="0 0 24 24"><path d="[^"]+"\/><\/symbol>$/u,
      );
    }
  });
});
