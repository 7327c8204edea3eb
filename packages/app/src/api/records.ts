// The records domain: the member's bets and account movements, a page at a time.
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
