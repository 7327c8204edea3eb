import { describe, expect, it } from 'vitest';
import { PLATFORM_LANGUAGES } from '../system';
import { GAME_CLASSIFIES, GAME_TYPES, offeredClassifies } from './schemas';

describe('game types and sub-categories (spec 2.6)', () => {
  it('lists MXWIN after COCKFIGHT, in the order of the game-type menu', () => {
    expect(GAME_TYPES.slice(0, 8)).toEqual([
      'RNG',
      'LIVE',
      'SPORTS',
      'FISH',
      'ESPORTS',
      'PVP',
      'COCKFIGHT',
      'MXWIN',
    ]);
  });

  it('offers bingo (BG) only when TY is among the languages, in any case', () => {
    expect(offeredClassifies(PLATFORM_LANGUAGES)).toEqual([...GAME_CLASSIFIES]);
    expect(offeredClassifies(['es', 'TY'])).toContain('BG');
    expect(offeredClassifies(['es', 'en'])).toEqual(['SC', 'VP', 'JP', 'TG', 'AC']);
    expect(offeredClassifies([])).not.toContain('BG');
  });
});
