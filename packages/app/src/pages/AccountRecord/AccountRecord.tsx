import type { CallValue } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import type { recordsCalls as calls } from '../../api/recordsCallTable';
import { useTransactions } from '../../api/records';
import { Amount } from '../BettingRecord/BettingRecord.styles';
import { Stack } from '../shared/PageTitle';
import { RecordRangeFilter, useRecordRange } from '../shared/RecordRange';
import { RecordTable, useRecordFormat } from '../shared/RecordTable';

type Row = CallValue<typeof calls.transactions>['records'][number];

/**
 * The account record (the member centre's transactionHistory, spec 2.7): every movement of the
 * main wallet in the chosen days, newest first, with what moved it, the amount in or out and the
 * balance after it.
 */
export function AccountRecord() {
  const { t } = useTranslation();
  const { today, range, setRange, query, pageNo, setPageNo } = useRecordRange();
  const result = useTransactions(query);
  const { money, when } = useRecordFormat();

  return (
    <Stack>
      <RecordRangeFilter today={today} defaultValue={range} onChange={setRange} />
      <RecordTable<Row>
        caption={t('member_page_transactionHistory')}
        result={result}
        pageNo={pageNo}
        onPageChange={setPageNo}
        empty={{
          icon: 'wallet',
          title: t('records_no_movements'),
          description: t('records_no_movements_text'),
        }}
        columns={[
          { key: 'createdAt', header: t('records_col_time'), render: (row) => when(row.createdAt) },
          {
            key: 'kind',
            header: t('records_col_kind'),
            render: (row) => t(`records_kind_${row.kind}`),
          },
          {
            key: 'amount',
            header: t('records_col_amount'),
            align: 'end',
            render: (row) => (
              <Amount data-sign={Math.sign(row.amount)}>
                {row.amount > 0 ? '+' : ''}
                {money(row.amount)}
              </Amount>
            ),
          },
          {
            key: 'balance',
            header: t('records_col_balance'),
            align: 'end',
            render: (row) => money(row.balance),
          },
        ]}
      />
    </Stack>
  );
}
