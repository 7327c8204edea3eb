import type { CallValue } from '@portal/contract';
import { StatCard } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import type { recordsCalls as calls } from '../../api/recordsCallTable';
import { useBetRecords } from '../../api/records';
import { Stack } from '../shared/PageTitle';
import { RecordRangeFilter, useRecordRange } from '../shared/RecordRange';
import { RecordTable, useRecordFormat } from '../shared/RecordTable';
import { Amount, Totals } from './BettingRecord.styles';

type Row = CallValue<typeof calls.betRecords>['records'][number];

/**
 * The betting record (the member centre's personalHistoryCopy, spec 2.7): every round and lottery
 * ticket of the chosen days, newest first, with the game, stake, win and result, and the totals of
 * the days above the table.
 */
export function BettingRecord() {
  const { t } = useTranslation();
  const { today, range, setRange, query, pageNo, setPageNo } = useRecordRange();
  const result = useBetRecords(query);
  const { money, when } = useRecordFormat();
  const totals = result.data?.totals;

  return (
    <Stack>
      <RecordRangeFilter today={today} defaultValue={range} onChange={setRange} />
      {totals ? (
        <Totals>
          <StatCard label={t('records_total_stake')} value={money(totals.stake)} icon="ticket" />
          <StatCard label={t('records_total_win')} value={money(totals.win)} icon="trophy" />
          <StatCard label={t('records_total_profit')} value={money(totals.profit)} icon="chart" />
        </Totals>
      ) : null}
      <RecordTable<Row>
        caption={t('member_page_personalHistoryCopy')}
        result={result}
        pageNo={pageNo}
        onPageChange={setPageNo}
        empty={{
          icon: 'list',
          title: t('records_no_bets'),
          description: t('records_no_bets_text'),
        }}
        columns={[
          { key: 'placedAt', header: t('records_col_time'), render: (row) => when(row.placedAt) },
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
            render: (row) => <Amount data-sign={Math.sign(row.profit)}>{money(row.profit)}</Amount>,
          },
        ]}
      />
    </Stack>
  );
}
