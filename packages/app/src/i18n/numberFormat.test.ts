// One money format in the whole portal: the app's components (@portal/ui's formatAmount) and the
// pages the server serves itself (the contract's formatMoney, whose options their scripts take)
// write every amount alike, in every language the portal offers.
import { formatMoney } from '@portal/contract';
import { formatAmount } from '@portal/ui';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languageNames';

const AMOUNTS = [0, 0.5, 7.25, 999.99, 1520.5, 12_345.5, 1_234_567.89, -2000];

describe('money in the app and on the server pages', () => {
  it.each(LANGUAGES.map((l) => l.lang ?? l.code))('reads the same in %s', (lang) => {
    for (const amount of AMOUNTS)
      expect(formatAmount(amount, lang)).toBe(formatMoney(amount, lang));
  });
});
