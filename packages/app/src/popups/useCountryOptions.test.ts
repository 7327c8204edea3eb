import { describe, expect, it } from 'vitest';
import { localCountryNames } from './useCountryOptions';

const operator = [
  { countryCode: 'US', countryDialingCode: '+1', name: 'United States' },
  { countryCode: 'CO', countryDialingCode: '+57', name: 'Colombia' },
  { countryCode: 'XK9', countryDialingCode: '+999', name: 'Operator land' },
];

describe('localCountryNames', () => {
  it("names the operator's countries in the player's language", () => {
    const names = localCountryNames(operator, 'es').map((c) => c.name);
    expect(names.slice(0, 2)).toEqual(['Estados Unidos', 'Colombia']);
    expect(localCountryNames(operator, 'en')[0]?.name).toBe('United States');
  });

  it("keeps the operator's name where the browser has none, and the codes as they were", () => {
    const local = localCountryNames(operator, 'es');
    expect(local[2]).toEqual(operator[2]);
    expect(local.map((c) => c.countryDialingCode)).toEqual(['+1', '+57', '+999']);
    expect(localCountryNames(operator, 'not a language!')).toEqual(operator);
  });
});
