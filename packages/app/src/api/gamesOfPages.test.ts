import { describe, expect, it } from 'vitest';
import { gamesOf } from './gamesOfPages';

describe('gamesOf', () => {
  it('gives the same list for pages that hold the same games, and a new one when one does not', () => {
    const first = { games: [{ id: 1 }, { id: 2 }] };
    const second = { games: [{ id: 3 }] };
    const shown = gamesOf([first]);
    expect(shown).toEqual([{ id: 1 }, { id: 2 }]);
    // The same pages in a new array, and a copy of a page with its same games: the same list.
    expect(gamesOf([first])).toBe(shown);
    expect(gamesOf([{ ...first }])).toBe(shown);

    // A page more, a page's games changed, none: each its own list.
    const two = gamesOf([first, second]);
    expect(two).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    expect(gamesOf([first, { ...second }])).toBe(two);
    expect(gamesOf([first, { games: [{ id: 4 }] }])).toEqual([{ id: 1 }, { id: 2 }, { id: 4 }]);
    expect(gamesOf([{ games: [...first.games] }])).not.toBe(shown);
    expect(gamesOf(undefined)).toEqual([]);
    expect(gamesOf([])).toBe(gamesOf(undefined));
  });
});
