// The member's deposits, in the cashier history table the withdraw page uses too; asked again
// while one is pending, so a confirmation shows here by itself.
import type { CallValue } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { cashierCalls } from '../../api/cashierCallTable';
import { useDeposits } from '../../api/cashier';
import { CashierHistory } from '../shared/CashierHistory';
import { Money } from '../shared/cashier.styles';
import { useMoney, useWhen } from '../shared/cashierFormat';
import { Status } from './Deposit.styles';

type DepositRow = CallValue<typeof cashierCalls.depositList>['list'][number];

export function DepositHistory({ symbol }: { symbol: string }) {
  const { t } = useTranslation();
  const money = useMoney(symbol);
  const when = useWhen();
  const [pageNo, setPageNo] = useState(1);
  const result = useDeposits(pageNo);
  return (
    <CashierHistory<DepositRow>
      title={t('deposit_history')}
      result={result}
      pageNo={pageNo}
      onPageChange={setPageNo}
      pagesLabel={t('deposit_pages')}
      empty={{
        icon: 'wallet',
        title: t('deposit_history_empty'),
        description: t('deposit_history_empty_text'),
      }}
      columns={[
        { key: 'reference', header: t('deposit_col_reference') },
        {
          key: 'createdAt',
          header: t('deposit_col_date'),
          render: (row) => when.format(new Date(row.createdAt)),
        },
        { key: 'channelName', header: t('deposit_col_channel') },
        {
          key: 'amount',
          header: t('deposit_col_amount'),
          align: 'end',
          render: (row) => <Money>{money(row.amount)}</Money>,
        },
        {
          key: 'fee',
          header: t('deposit_col_fee'),
          align: 'end',
          render: (row) => <Money>{money(row.fee)}</Money>,
        },
        {
          key: 'credited',
          header: t('deposit_col_credited'),
          align: 'end',
          render: (row) => <Money>{money(row.credited)}</Money>,
        },
        {
          key: 'status',
          header: t('deposit_col_status'),
          render: (row) => (
            <Status data-status={row.status}>{t(`deposit_status_${row.status}`)}</Status>
          ),
        },
        {
          key: 'reason',
          header: t('deposit_col_rejection'),
          render: (row) => row.reason ?? '—',
        },
      ]}
    />
  );
}
