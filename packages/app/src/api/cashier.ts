// The cashier domain's reads: the operator's deposit channels and the member's deposits, what a
// withdrawal needs and the member's withdrawals, loaded with the member centre's deposit and
// withdraw pages. Starting a deposit or a withdrawal is in cashierWrites.ts.
import { DEPOSIT_PAGE_SIZE, WITHDRAWAL_PAGE_SIZE, type CallValue } from '@portal/contract';
import { useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { calls } from './callTable';
import { cashierCalls } from './cashierCallTable';
import { matchCall } from './keys';
import { useCall, useCatalogueLanguage } from './useCall';

type DepositPage = CallValue<typeof cashierCalls.depositList>;
type WithdrawalPage = CallValue<typeof cashierCalls.withdrawList>;

/** While a deposit of the page is pending, its list is asked again this often (ms). */
export const DEPOSIT_PENDING_REFRESH = 5_000;

/** The operator's enabled deposit channels, in the player's language, with limits and fee. */
export function useDepositChannels() {
  const language = useCatalogueLanguage();
  return useCall(cashierCalls.depositChannels, { language }, { revalidateOnFocus: false });
}

const pendingOn = (data: DepositPage) =>
  data.list.some((d) => d.status === 'pending') ? DEPOSIT_PENDING_REFRESH : 0;

/**
 * A page of the member's deposits, newest first. While one of them is pending the page is asked
 * again every 5 s; when one it saw pending comes back credited, the balance and the member info
 * are asked again too, so the header's balance shows the money.
 */
export function useDeposits(pageNo: number) {
  const language = useCatalogueLanguage();
  const { mutate } = useSWRConfig();
  const pending = useRef(new Set<string>());
  // A number, not SWR's function form: that one is read when the timer is set up, and a list
  // first seen with nothing pending would never set it up again.
  const [refreshInterval, setRefreshInterval] = useState(0);
  return useCall(
    cashierCalls.depositList,
    { pageNo, pageSize: DEPOSIT_PAGE_SIZE, language },
    {
      refreshInterval,
      onSuccess: (data) => {
        setRefreshInterval(pendingOn(data));
        const credited = data.list.some(
          (d) => d.status === 'credited' && pending.current.has(d.reference),
        );
        for (const d of data.list)
          if (d.status === 'pending') pending.current.add(d.reference);
          else pending.current.delete(d.reference);
        if (credited) {
          void mutate(matchCall(calls.balance));
          void mutate(matchCall(calls.memberInfo));
        }
      },
    },
  );
}

/**
 * While a withdrawal of the page waits for the operator (held, or disputed), its list is asked
 * again this often (ms).
 */
export const WITHDRAWAL_HELD_REFRESH = 5_000;

/**
 * What a withdrawal needs: whether the withdraw password is set (and any lock), the operator's
 * limits and fee, the member's receiving accounts and balance.
 */
export function useWithdrawInfo() {
  return useCall(cashierCalls.withdrawInfo);
}

/** The states the operator decides next: a held withdrawal, and a disputed one. */
const withOperator = (status: string) => status === 'held' || status === 'disputed';

const heldOn = (data: WithdrawalPage) =>
  data.list.some((w) => withOperator(w.status)) ? WITHDRAWAL_HELD_REFRESH : 0;

/**
 * A page of the member's withdrawals, newest first, each with its steps. While one of them waits
 * for the operator (held or disputed) the page is asked again every 5 s; when one it saw waiting
 * comes back decided (a rejection returns the money, a refund returns what did not arrive), the
 * balance, the member info and the withdraw info are asked again too.
 */
export function useWithdrawals(pageNo: number) {
  const { mutate } = useSWRConfig();
  const held = useRef(new Set<string>());
  // A number, not SWR's function form (see useDeposits).
  const [refreshInterval, setRefreshInterval] = useState(0);
  return useCall(
    cashierCalls.withdrawList,
    { pageNo, pageSize: WITHDRAWAL_PAGE_SIZE },
    {
      refreshInterval,
      onSuccess: (data) => {
        setRefreshInterval(heldOn(data));
        const decided = data.list.some(
          (w) => !withOperator(w.status) && held.current.has(w.reference),
        );
        for (const w of data.list)
          if (withOperator(w.status)) held.current.add(w.reference);
          else held.current.delete(w.reference);
        if (decided) {
          void mutate(matchCall(calls.balance));
          void mutate(matchCall(calls.memberInfo));
          void mutate(matchCall(cashierCalls.withdrawInfo));
        }
      },
    },
  );
}
