// Whether the live channel is open (session/LiveHost): while it is, what it pushes is not asked
// again on a timer. Tiny and on the first paint, so that the header's hooks can read it.

let open = false;

export const liveState = {
  isOpen: (): boolean => open,
  set(next: boolean): void {
    open = next;
  },
};

/**
 * Polling that stands in for the live channel: every `ms` while the channel is closed, not while
 * it is open (SWR asks the interval again after each answer).
 */
export const liveFallback = (ms: number) => ({
  refreshInterval: () => (open ? 0 : ms),
  revalidateOnFocus: true,
});
