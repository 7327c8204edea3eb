// The member's withdrawals with their steps, in the cashier history table the deposit page uses
// too; asked again while one is held.
import type { CallValue } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { cashierCalls } from '../../api/cashierCallTable';
import { useWithdrawals } from '../../api/cashier';
import { CashierHistory } from '../shared/CashierHistory';
import { Money } from '../shared/cashier.styles';
import { useMoney, useWhen } from '../shared/cashierFormat';
import { Status, Steps } from './Withdraw.styles';

type WithdrawalRow = CallValue<typeof cashierCalls.withdrawList>['list'][number];

export function WithdrawHistory({ symbol }: { symbol: string }) {
  const { t } = useTranslation();
  const money = useMoney(symbol);
  const when = useWhen();
  const [pageNo, setPageNo] = useState(1);
  const result = useWithdrawals(pageNo);
  return (
    <CashierHistory<WithdrawalRow>
      title={t('withdraw_history')}
      result={result}
      pageNo={pageNo}
      onPageChange={setPageNo}
      pagesLabel={t('withdraw_pages')}
      empty={{
        icon: 'download',
        title: t('withdraw_history_empty'),
        description: t('withdraw_history_empty_text'),
      }}
      columns={[
        { key: 'reference', header: t('withdraw_col_reference') },
        {
          key: 'createdAt',
          header: t('withdraw_col_date'),
          render: (row) => when.format(new Date(row.createdAt)),
        },
        {
          key: 'account',
          header: t('withdraw_col_account'),
          render: (row) => (
            <>
              {row.account.name} <span dir="ltr">{row.account.masked}</span>
            </>
          ),
        },
        {
          key: 'amount',
          header: t('withdraw_col_amount'),
          align: 'end',
          render: (row) => <Money>{money(row.amount)}</Money>,
        },
        {
          key: 'fee',
          header: t('withdraw_col_fee'),
          align: 'end',
          render: (row) => <Money>{money(row.fee)}</Money>,
        },
        {
          key: 'status',
          header: t('withdraw_col_status'),
          render: (row) => (
            <Status data-status={row.status}>{t(`withdraw_status_${row.status}`)}</Status>
          ),
        },
        {
          key: 'reason',
          header: t('withdraw_col_rejection'),
          render: (row) => row.reason ?? '—',
        },
        {
          key: 'history',
          header: t('withdraw_col_steps'),
          render: (row) => (
            <Steps>
              {row.history.map((step) => (
                <li key={`${step.status}-${step.at}`}>
                  {t(`withdraw_status_${step.status}`)}{' '}
                  <time dateTime={step.at}>{when.format(new Date(step.at))}</time>
                  {step.note ? ` · ${step.note}` : null}
                </li>
              ))}
            </Steps>
          ),
        },
      ]}
    />
  );
}
