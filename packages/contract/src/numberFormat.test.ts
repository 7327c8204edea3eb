import { describe, expect, it } from 'vitest';
import { formatMoney, formatMultiplier } from './numberFormat';

describe('the portal number formats', () => {
  it('groups money at every size, with two decimals, in the language of the page', () => {
    expect(formatMoney(1520.5, 'es')).toBe('1.520,50');
    expect(formatMoney(12345.5, 'es')).toBe('12.345,50');
    expect(formatMoney(2000, 'en')).toBe('2,000.00');
    expect(formatMoney(0.5, 'es')).toBe('0,50');
  });

  it('writes a multiplier with the decimal sign of the language and no needless zeros', () => {
    expect(formatMultiplier(2.5, 'es')).toBe('×2,5');
    expect(formatMultiplier(2.5, 'en')).toBe('×2.5');
    expect(formatMultiplier(50, 'es')).toBe('×50');
    expect(formatMultiplier(1000, 'es')).toBe('×1.000');
  });
});
