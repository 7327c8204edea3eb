// The system domain: the operator's settings, status and texts, read once at start.
import { calls } from './callTable';
import { once, useCall, useCatalogueLanguage } from './useCall';

export { primeEncryptionKey } from './client';

export const useSystemInfo = () => useCall(calls.systemInfo, undefined, once);
export const useCountries = () => useCall(calls.countries, undefined, once);

export function useHelpCenter(topic: string | undefined, enabled: boolean) {
  const lang = useCatalogueLanguage();
  return useCall(
    calls.helpCenter,
    { lang, device: 'WEB', ...(topic ? { topic } : {}) },
    { ...once, enabled },
  );
}
