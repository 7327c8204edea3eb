import { useSyncExternalStore } from 'react';
import { tokenStore } from './tokenStore';

/** The stored session token, re-rendering on login and logout. */
export function useToken(): string | null {
  return useSyncExternalStore(tokenStore.subscribe, tokenStore.get, () => null);
}
