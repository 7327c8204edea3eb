import { describe, expect, it } from 'vitest';
import { formatAmount } from './amount';

describe('formatAmount', () => {
  it('always shows two decimals with the locale separators', () => {
    // Spanish groups thousands only from five digits on.
    expect(formatAmount(1234.5, 'es-ES')).toBe('1234,50');
    expect(formatAmount(12345.5, 'es-ES')).toBe('12.345,50');
    expect(formatAmount(12345.5, 'en')).toBe('12,345.50');
    expect(formatAmount(0.005, 'en')).toBe('0.01');
  });
});
