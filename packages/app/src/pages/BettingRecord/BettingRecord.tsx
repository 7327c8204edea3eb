import { RECORD_PAGE_SIZE, type CallValue } from '@portal/contract';
import { DataTable, EmptyState, Icon, StatCard, formatAmount } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { calls } from '../../api/callTable';
import { useBalance, useCatalogueLanguage } from '../../api/hooks';
import { useCall } from '../../api/useCall';
import { Stack } from '../shared/PageTitle';
import { RecordRangeFilter, recordErrorText, useRecordRange } from '../shared/RecordRange';
import { Amount, Totals } from './BettingRecord.styles';

type Row = CallValue<typeof calls.betRecords>['records'][number];

/**
 * The betting record (the member centre's personalHistoryCopy, spec 2.7): every round and lottery
 * ticket of the chosen days, newest first, with the game, stake, win and result, and the totals of
 * the days above the table.
 */
export function BettingRecord() {
  const { t, i18n } = useTranslation();
  const language = useCatalogueLanguage();
  const { today, range, setRange, query, pageNo, setPageNo } = useRecordRange();
  const { data, error, isLoading } = useCall(calls.betRecords, {
    ...query,
    pageSize: RECORD_PAGE_SIZE,
    language,
  });
  const { currencySymbol = '' } = useBalance();
  const money = (n: number) => `${currencySymbol} ${formatAmount(n, i18n.language)}`.trim();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });

  return (
    <Stack>
      <RecordRangeFilter today={today} defaultValue={range} onChange={setRange} />
      {data ? (
        <Totals>
          <StatCard
            label={t('records_total_stake')}
            value={money(data.totals.stake)}
            icon="ticket"
          />
          <StatCard label={t('records_total_win')} value={money(data.totals.win)} icon="trophy" />
          <StatCard
            label={t('records_total_profit')}
            value={money(data.totals.profit)}
            icon="chart"
          />
        </Totals>
      ) : null}
      {error && !data ? (
        <EmptyState icon={<Icon name="warning" />} title={recordErrorText(error, t)} size="sm" />
      ) : (
        <DataTable<Row>
          caption={t('member_page_personalHistoryCopy')}
          showCaption={false}
          loading={isLoading}
          rows={data?.records ?? []}
          rowKey={(row) => row.id}
          columns={[
            {
              key: 'placedAt',
              header: t('records_col_time'),
              render: (row) => when.format(new Date(row.placedAt)),
            },
            { key: 'game', header: t('records_col_game') },
            {
              key: 'stake',
              header: t('records_col_stake'),
              align: 'end',
              render: (row) => money(row.stake),
            },
            {
              key: 'win',
              header: t('records_col_win'),
              align: 'end',
              render: (row) => money(row.win),
            },
            {
              key: 'profit',
              header: t('records_col_profit'),
              align: 'end',
              render: (row) => (
                <Amount data-sign={Math.sign(row.profit)}>{money(row.profit)}</Amount>
              ),
            },
          ]}
          empty={
            <EmptyState
              icon={<Icon name="list" />}
              title={t('records_no_bets')}
              description={t('records_no_bets_text')}
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
