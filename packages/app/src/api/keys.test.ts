import { calls } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { callKey, matchCall, matchSession } from './keys';

const menus = callKey(calls.gameMenus, undefined, 'tok-1');
const rng = callKey(calls.gameVendors, { platform: 'html5-desktop', gameType: 'RNG' }, null);
const fish = callKey(calls.gameVendors, { platform: 'html5-desktop', gameType: 'FISH' }, null);
const balance = callKey(calls.balance, undefined, 'tok-1');
const otherBalance = callKey(calls.balance, undefined, 'tok-2');

describe('callKey', () => {
  it('keeps the query as an object, and the token of token calls only', () => {
    expect(rng).toEqual([
      calls.gameVendors.id,
      { platform: 'html5-desktop', gameType: 'RNG' },
      null,
    ]);
    expect(menus).toEqual([calls.gameMenus.id, null, null]);
    expect(balance).toEqual([calls.balance.id, null, 'tok-1']);
  });
});

describe('matchCall', () => {
  it("picks every key of the call, and only that call's", () => {
    const match = matchCall(calls.gameVendors);
    expect([menus, rng, fish, balance].filter(match)).toEqual([rng, fish]);
  });

  it('with a query, picks the keys whose query has each of its fields', () => {
    expect([rng, fish].filter(matchCall(calls.gameVendors, { gameType: 'FISH' }))).toEqual([fish]);
    expect([rng, fish].filter(matchCall(calls.gameVendors, { platform: 'html5-desktop' }))).toEqual(
      [rng, fish],
    );
    expect(matchCall(calls.gameVendors, {})(fish)).toBe(true);
    expect(matchCall(calls.gameVendors, { gameType: 'PVP' })(rng)).toBe(false);
  });

  it('leaves what is not a call key alone (SWR keys of other hooks, strings)', () => {
    const match = matchCall(calls.balance);
    expect(match(calls.balance.id)).toBe(false);
    expect(match([calls.balance.id])).toBe(false);
    expect(match(undefined)).toBe(false);
    expect(match({ 0: calls.balance.id })).toBe(false);
  });
});

describe('matchSession', () => {
  it("picks what one session read, or every session's", () => {
    const keys = [menus, rng, balance, otherBalance];
    expect(keys.filter(matchSession('tok-2'))).toEqual([otherBalance]);
    expect(keys.filter(matchSession())).toEqual([balance, otherBalance]);
  });
});
