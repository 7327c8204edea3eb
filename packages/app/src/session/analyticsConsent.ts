// The player's answer to the analytics question (the consent banner, shell/AnalyticsConsent),
// kept on this device: granted, denied, or not asked yet (null). The footer's cookie entry forgets
// it, which asks again. Small, since the footer (first paint) uses it.
import { useSyncExternalStore } from 'react';

export type AnalyticsConsent = 'granted' | 'denied' | null;

const KEY = 'portal.analyticsConsent';
const listeners = new Set<() => void>();

export function readConsent(): AnalyticsConsent {
  try {
    const value = localStorage.getItem(KEY);
    return value === 'granted' || value === 'denied' ? value : null;
  } catch {
    // Storage refused (a private window's policy): asked on every visit, never assumed.
    return null;
  }
}

/** Records the answer (null: forget it, so the banner asks again). */
export function setConsent(consent: AnalyticsConsent): void {
  try {
    if (consent) localStorage.setItem(KEY, consent);
    else localStorage.removeItem(KEY);
  } catch {
    // Kept for this page only; the next visit asks again.
  }
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useConsent = (): AnalyticsConsent =>
  useSyncExternalStore(subscribe, readConsent, () => null);
