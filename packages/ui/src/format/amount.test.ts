import { describe, expect, it } from 'vitest';
import { formatAmount } from './amount';

describe('formatAmount', () => {
  it('always shows two decimals with the locale separators', () => {
    // Grouped at every size, although Spanish on its own starts at five digits.
    expect(formatAmount(1234.5, 'es-ES')).toBe('1.234,50');
    expect(formatAmount(12345.5, 'es-ES')).toBe('12.345,50');
    expect(formatAmount(12345.5, 'en')).toBe('12,345.50');
    expect(formatAmount(0.005, 'en')).toBe('0.01');
    expect(formatAmount(1234567.891, 'en-US')).toBe('1,234,567.89');
    expect(formatAmount(0, 'en-US')).toBe('0.00');
    expect(formatAmount(-5.005, 'en-US')).toMatch(/^-5\.0[01]$/);
  });
});
