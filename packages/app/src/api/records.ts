// The records domain: the member's bets and account movements, a page at a time, its profit and
// loss, and the bonuses credited to it.
import { RECORD_PAGE_SIZE, type CallQuery } from '@portal/contract';
import { recordsCalls as calls } from './recordsCallTable';
import { useCall, useCatalogueLanguage } from './useCall';

/** A page of the main wallet's movements in a range of days (spec 2.7). */
export const useTransactions = (query: Omit<CallQuery<typeof calls.transactions>, 'pageSize'>) =>
  useCall(calls.transactions, { ...query, pageSize: RECORD_PAGE_SIZE });

/** A page of the member's bets in a range of days (spec 2.7), the games' names translated. */
export function useBetRecords(
  query: Omit<CallQuery<typeof calls.betRecords>, 'pageSize' | 'language'>,
) {
  const language = useCatalogueLanguage();
  return useCall(calls.betRecords, { ...query, pageSize: RECORD_PAGE_SIZE, language });
}

/** The member's profit and loss by day and game type over a range of days (personalProfit). */
export const useProfitReport = (query: CallQuery<typeof calls.profitReport>) =>
  useCall(calls.profitReport, query);

/** A page of the bonuses credited to the member in a range of days (bonusDetails). */
export function useBonusRecords(
  query: Omit<CallQuery<typeof calls.bonusRecords>, 'pageSize' | 'language'>,
) {
  const language = useCatalogueLanguage();
  return useCall(calls.bonusRecords, { ...query, pageSize: RECORD_PAGE_SIZE, language });
}
