import type { PhoneCountryOption } from '@portal/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountries } from '../api/system';

const none: readonly PhoneCountryOption[] = [];

/**
 * The countries' names in the player's language (the operator's list names them once, in
 * English: "United States" beside Spanish texts), from the browser's own region names; the
 * operator's name where the browser has none.
 */
export function localCountryNames(
  countries: readonly PhoneCountryOption[],
  language: string,
): readonly PhoneCountryOption[] {
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
  } catch {
    return countries;
  }
  return countries.map((country) => {
    let name: string | undefined;
    try {
      name = names.of(country.countryCode.toUpperCase());
    } catch {
      // Not a region code the browser knows: the operator's name stays.
    }
    return name ? { ...country, name } : country;
  });
}

/** The operator's countries for phone fields, the default first (as the server orders them). */
export function useCountryOptions(): readonly PhoneCountryOption[] {
  const { i18n } = useTranslation();
  const countries = useCountries().data ?? none;
  return useMemo(() => localCountryNames(countries, i18n.language), [countries, i18n.language]);
}
