import { RECORD_PAGE_SIZE, type CallValue } from '@portal/contract';
import { DataTable, EmptyState, Icon, formatAmount } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { calls } from '../../api/callTable';
import { useBalance } from '../../api/hooks';
import { useCall } from '../../api/useCall';
import { Amount } from '../BettingRecord/BettingRecord.styles';
import { Stack } from '../shared/PageTitle';
import { RecordRangeFilter, recordErrorText, useRecordRange } from '../shared/RecordRange';

type Row = CallValue<typeof calls.transactions>['records'][number];

/**
 * The account record (the member centre's transactionHistory, spec 2.7): every movement of the
 * main wallet in the chosen days, newest first, with what moved it, the amount in or out and the
 * balance after it.
 */
export function AccountRecord() {
  const { t, i18n } = useTranslation();
  const { today, range, setRange, query, pageNo, setPageNo } = useRecordRange();
  const { data, error, isLoading } = useCall(calls.transactions, {
    ...query,
    pageSize: RECORD_PAGE_SIZE,
  });
  const { currencySymbol = '' } = useBalance();
  const money = (n: number) => `${currencySymbol} ${formatAmount(n, i18n.language)}`.trim();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });

  return (
    <Stack>
      <RecordRangeFilter today={today} defaultValue={range} onChange={setRange} />
      {error && !data ? (
        <EmptyState icon={<Icon name="warning" />} title={recordErrorText(error, t)} size="sm" />
      ) : (
        <DataTable<Row>
          caption={t('member_page_transactionHistory')}
          showCaption={false}
          loading={isLoading}
          rows={data?.records ?? []}
          rowKey={(row) => row.id}
          columns={[
            {
              key: 'createdAt',
              header: t('records_col_time'),
              render: (row) => when.format(new Date(row.createdAt)),
            },
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
          empty={
            <EmptyState
              icon={<Icon name="wallet" />}
              title={t('records_no_movements')}
              description={t('records_no_movements_text')}
              size="sm"
              titleAs="p"
            />
          }
          {...(data && data.totalPages > 1
            ? {
                pagination: {
                  page: pageNo,
                  pageCount: data.totalPages,
                  onPageChange: setPageNo,
                  label: t('records_pages'),
                  previousLabel: t('pager_previous'),
                  nextLabel: t('pager_next'),
                  pageLabel: (n: number) => t('pager_page', { page: n }),
                },
              }
            : {})}
        />
      )}
    </Stack>
  );
}
