// The wallet domain: the member's balance.
import { calls } from './callTable';
import { useCall } from './useCall';

/**
 * The balance (spec 2.4): the wallet's balance call, asked again on focus and every
 * `refreshInterval` ms where a game may be changing it (the seamless area).
 */
export function useBalance(refreshInterval = 0) {
  const swr = useCall(calls.balance, undefined, { refreshInterval, revalidateOnFocus: true });
  return {
    balance: swr.data?.balance,
    currencySymbol: swr.data?.currencySymbol,
    refreshing: swr.isValidating,
    refresh: () => swr.mutate(),
  };
}
