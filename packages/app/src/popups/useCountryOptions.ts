import type { PhoneCountryOption } from '@portal/ui';
import { useCountries } from '../api/system';

const none: readonly PhoneCountryOption[] = [];

/** The operator's countries for phone fields, the default first (as the server orders them). */
export function useCountryOptions(): readonly PhoneCountryOption[] {
  return useCountries().data ?? none;
}
