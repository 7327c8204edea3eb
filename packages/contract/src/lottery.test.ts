import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { calls } from './calls';
import { catalogueCalls } from './catalogue';
import {
  LOTTERY_RULES,
  LotteryBuyBody,
  LotteryLaunchQuery,
  lotteryCalls,
  lotteryNumberText,
  lotteryPageCalls,
  lotteryRtp,
  PRIZE_MODE_VENDOR,
  PRIZE_MODES,
} from './lottery';

describe('the lottery rules', () => {
  it('are playable: distinct balls within the range, picks no more than the range', () => {
    for (const [code, rule] of Object.entries(LOTTERY_RULES)) {
      const size = rule.max - rule.min + 1;
      expect(rule.balls, code).toBeLessThan(size);
      expect(rule.pick, code).toBeLessThanOrEqual(size);
      expect(rule.every, code).toBeGreaterThanOrEqual(1);
      for (const [matched, x100] of Object.entries(rule.payouts)) {
        expect(Number(matched), code).toBeLessThanOrEqual(rule.pick);
        expect(Number.isInteger(x100), code).toBe(true);
      }
    }
  });

  it('publish the return to player of their odds', () => {
    // Pick 2 of 00..99 against 10 drawn: 45/4950 to match both (×50), 900/4950 one (×2.5).
    expect(
      lotteryRtp({ balls: 10, min: 0, max: 99, pick: 2, payouts: { 1: 250, 2: 5000 }, every: 1 }),
    ).toBe(0.9091);
    expect(lotteryRtp({ balls: 3, min: 1, max: 10, pick: 1, payouts: { 1: 300 }, every: 1 })).toBe(
      0.9,
    );
    for (const rule of Object.values(LOTTERY_RULES)) expect(lotteryRtp(rule)).toBeLessThan(1);
  });

  it('write numbers at the width of the largest one', () => {
    const vn = LOTTERY_RULES['VN-SOUTH'];
    const lf = LOTTERY_RULES['LF'];
    if (!vn || !lf) throw new Error('missing rules');
    expect(lotteryNumberText(vn, 7)).toBe('07');
    expect(lotteryNumberText(lf, 80)).toBe('80');
    expect(lotteryNumberText(lf, 5)).toBe('05');
  });

  it('name a vendor for every prize mode', () => {
    for (const mode of PRIZE_MODES) expect(PRIZE_MODE_VENDOR[mode]).toMatch(/^TCG/u);
  });
});

describe('the lottery calls', () => {
  it('take the launch payload of spec 7.2 and refuse a back link that is not a web address or path', () => {
    const launch = {
      lottoArea: 'VN',
      launchMode: 'LOTT',
      prizeMode: 'ELOTT',
      gameCode: 'VN-SOUTH',
      view: 'betting',
      device: 'WEB',
      backUrl: '/vnLottery',
      language: 'es',
    };
    expect(Value.Check(LotteryLaunchQuery, launch)).toBe(true);
    // The back link stays on the portal: another site, even by a path a browser reads as a
    // host, is refused.
    for (const backUrl of ['https://portal.example/x', '//evil.example', '/\\evil.example']) {
      expect(Value.Check(LotteryLaunchQuery, { ...launch, backUrl })).toBe(false);
    }
    expect(Value.Check(LotteryLaunchQuery, { ...launch, backUrl: '/' })).toBe(true);
    expect(Value.Check(LotteryLaunchQuery, { ...launch, backUrl: 'javascript:alert(1)' })).toBe(
      false,
    );
    expect(Value.Check(LotteryLaunchQuery, { ...launch, view: 'casino' })).toBe(false);
    expect(Value.Check(LotteryLaunchQuery, { ...launch, launchMode: 'RNG' })).toBe(false);
  });

  it('take a ticket with numbers, a stake and a request id', () => {
    const body = { gameCode: 'VN-FAST', numbers: [3, 7], stake: '2.50', requestId: 'abcdefgh' };
    expect(Value.Check(LotteryBuyBody, body)).toBe(true);
    expect(Value.Check(LotteryBuyBody, { ...body, numbers: [] })).toBe(false);
    expect(Value.Check(LotteryBuyBody, { ...body, requestId: 'short' })).toBe(false);
    expect(Value.Check(LotteryBuyBody, { ...body, extra: 1 })).toBe(false);
  });

  it('keep the paths the spec lists and leave the page calls out of the portal table', () => {
    const portal = Object.values(lotteryCalls).filter((c) => !(c.id in lotteryPageCalls));
    expect(portal.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /lgw/vn/games/game_menu',
      'GET /lgw/vn/games/game_menu/recent',
      'GET /lgw/vn/numeros/opened/game',
      'GET /lotto/lgw/games/opened/numero',
      'GET /wps/relay/GCS_lottoLaunch',
    ]);
    expect(
      [catalogueCalls.gameTypes, catalogueCalls.pvpRooms].map((c) => `${c.method} ${c.path}`),
    ).toEqual(['GET /wps/relay/GCS_gameTypes', 'GET /wps/relay/GCS_pvpRooms']);
    for (const c of Object.values(lotteryPageCalls)) {
      expect(c.path.startsWith('/demo/lottery/api/')).toBe(true);
      expect(lotteryCalls[c.id as keyof typeof lotteryCalls]).toBe(c);
      expect(c.id in calls).toBe(false);
    }
  });
});
