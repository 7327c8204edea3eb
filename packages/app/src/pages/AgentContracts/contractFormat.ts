// How the contract screens write a contract's kind, period, rate and the other party, in the
// player's language: one place for the agent's pages and the member's pop-up.
import type { ContractKind, ContractPeriod, ContractStatus } from '@portal/contract';
import { useTranslation } from 'react-i18next';

export function useContractFormat() {
  const { t, i18n } = useTranslation();
  const percent = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short' });
  const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' });
  return {
    kind: (kind: ContractKind) => t(`contract_kind_${kind}`),
    period: (period: ContractPeriod) => t(`contract_period_${period}`),
    rate: (rate: number) => `${percent.format(rate)} %`,
    status: (status: ContractStatus) => t(`contract_status_${status}`),
    /** The paying side: the upline agent, or the house when the operator offered it. */
    upline: (upline: string | null) => upline ?? t('contract_house'),
    when: (iso: string) => date.format(new Date(iso)),
    /**
     * A settled period, as short as its kind allows: a day and two times for the salaries settled
     * within a day, the day for a daily one, the first and last days for a dividend.
     */
    span: (kind: ContractKind, startIso: string, endIso: string) => {
      const start = new Date(startIso);
      const end = new Date(endIso);
      if (kind === 'realtime' || kind === 'hourly')
        return `${day.format(start)} ${time.format(start)}–${time.format(end)}`;
      if (kind === 'daily') return day.format(start);
      // The end is the next period's start: the last day is the one before it.
      return `${day.format(start)} – ${day.format(new Date(end.getTime() - 1))}`;
    },
  };
}
