import { describe, expect, it } from 'vitest';
import { launchTarget, seamlessPath, vendorTarget } from './launchTarget';

describe('launchTarget (spec 2.10)', () => {
  it('sends the Vietnamese and sea lotteries to their pages with the game code', () => {
    expect(launchTarget({ vassalage: 'TCG_LOTTO_VN', gameType: 'LOTT', gameCode: 'VN1' })).toEqual({
      kind: 'route',
      to: '/vnLottery?gameCode=VN1',
    });
    expect(launchTarget({ vassalage: 'TCG_SEA', gameType: 'ELOTT', gameCode: 'S1' })).toEqual({
      kind: 'route',
      to: '/seaLottery?gameCode=S1',
    });
  });

  it('sends any other LOTT or ELOTT game to /lottery', () => {
    expect(launchTarget({ vassalage: 'TCG', gameType: 'ELOTT', gameCode: 'X' })).toEqual({
      kind: 'route',
      to: '/lottery?gameCode=X',
    });
  });

  it('opens a vendor group as a pop-up, except RNG vendors which list on /rng', () => {
    expect(launchTarget({ vassalage: 'AG', gameType: 'LIVE', isGame: 'VASSALAGE' })).toEqual({
      kind: 'groupPopup',
      vassalage: 'AG',
      gameType: 'LIVE',
    });
    expect(launchTarget({ vassalage: 'PG', gameType: 'RNG', isGame: 'VASSALAGE' })).toEqual({
      kind: 'route',
      to: '/rng?vassalage=PG',
    });
    expect(vendorTarget('RNG', 'JDB')).toEqual({ kind: 'route', to: '/rng?vassalage=JDB' });
  });

  it('starts anything else through the launch flow, in the seamless area', () => {
    const subject = {
      vassalage: 'PG',
      gameType: 'RNG',
      gameCode: 'PG-1',
      nodeId: 7,
      isGame: 'GAME',
    };
    expect(launchTarget(subject)).toEqual({ kind: 'start', subject });
    expect(seamlessPath(subject)).toBe(
      '/seamless?vassalage=PG&gameType=RNG&gameCode=PG-1&nodeId=7',
    );
  });
});
