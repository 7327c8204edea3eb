// Whether the live channel is open (session/LiveHost): while it is, what it pushes is not asked
// again on a timer. Tiny and on the first paint, so that the header's hooks can read it.
import { useSyncExternalStore } from 'react';

let open = false;
const listeners = new Set<() => void>();

export const liveState = {
  isOpen: (): boolean => open,
  set(next: boolean): void {
    if (next === open) return;
    open = next;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Polling that stands in for the live channel: `ms` while the channel is closed, none while open. */
export function useLiveFallback(ms: number): {
  refreshInterval: number;
  revalidateOnFocus: boolean;
} {
  const isOpen = useSyncExternalStore(liveState.subscribe, liveState.isOpen, () => false);
  return { refreshInterval: isOpen ? 0 : ms, revalidateOnFocus: !isOpen };
}
