import type { CallValue } from '@portal/contract';
import { DataTable, EmptyState, Icon, StatCard, type DataColumn } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import type { recordsCalls as calls } from '../../api/recordsCallTable';
import { useProfitReport } from '../../api/records';
import { Amount, Totals } from '../BettingRecord/BettingRecord.styles';
import { Stack } from '../shared/PageTitle';
import { RecordRangeFilter, useRecordRange } from '../shared/RecordRange';
import { recordErrorText, useRecordFormat } from '../shared/RecordTable';

type Report = CallValue<typeof calls.profitReport>;
type Line = Report['totals'];

/**
 * Profit and loss (the member centre's personalProfit, spec 2.7): the result of the chosen days
 * from the member's own bets, in all, by day (newest first) and by game type (the largest stake
 * first), each with its bets, stake, win and result.
 */
export function PersonalProfit() {
  const { t, i18n } = useTranslation();
  const { today, range, setRange, query } = useRecordRange();
  const { pageNo: _page, ...days } = query;
  const { data, error, isLoading } = useProfitReport(days);
  const { money } = useRecordFormat();
  const dayFormat = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });

  const figures = <Row extends Line>(): DataColumn<Row>[] => [
    {
      key: 'betCount',
      header: t('profit_col_bets'),
      align: 'end',
      render: (row) => row.betCount.toLocaleString(i18n.language),
    },
    {
      key: 'stake',
      header: t('records_col_stake'),
      align: 'end',
      render: (row) => money(row.stake),
    },
    { key: 'win', header: t('records_col_win'), align: 'end', render: (row) => money(row.win) },
    {
      key: 'profit',
      header: t('records_col_profit'),
      align: 'end',
      render: (row) => <Amount data-sign={Math.sign(row.profit)}>{money(row.profit)}</Amount>,
    },
  ];
  const empty = (
    <EmptyState
      icon={<Icon name="chart" />}
      title={t('profit_none')}
      description={t('profit_none_text')}
      size="sm"
      titleAs="p"
    />
  );

  return (
    <Stack>
      <RecordRangeFilter today={today} defaultValue={range} onChange={setRange} />
      {error && !data ? (
        <EmptyState icon={<Icon name="warning" />} title={recordErrorText(error, t)} size="sm" />
      ) : (
        <>
          {data ? (
            <Totals>
              <StatCard
                label={t('profit_total_bets')}
                value={data.totals.betCount.toLocaleString(i18n.language)}
                icon="list"
              />
              <StatCard
                label={t('records_total_stake')}
                value={money(data.totals.stake)}
                icon="ticket"
              />
              <StatCard
                label={t('records_total_win')}
                value={money(data.totals.win)}
                icon="trophy"
              />
              <StatCard
                label={t('records_total_profit')}
                value={money(data.totals.profit)}
                icon="chart"
              />
            </Totals>
          ) : null}
          <DataTable<Report['days'][number]>
            caption={t('profit_by_day')}
            loading={isLoading}
            rows={data?.days ?? []}
            rowKey={(row) => row.day}
            empty={empty}
            columns={[
              {
                key: 'day',
                header: t('profit_col_day'),
                render: (row) => dayFormat.format(new Date(`${row.day}T00:00:00Z`)),
              },
              ...figures<Report['days'][number]>(),
            ]}
          />
          {data?.byType.length ? (
            <DataTable<Report['byType'][number]>
              caption={t('profit_by_type')}
              rows={data.byType}
              rowKey={(row) => row.gameType}
              columns={[
                {
                  key: 'gameType',
                  header: t('profit_col_type'),
                  render: (row) => t(`category_${row.gameType}`, { defaultValue: row.gameType }),
                },
                ...figures<Report['byType'][number]>(),
              ]}
            />
          ) : null}
        </>
      )}
    </Stack>
  );
}
