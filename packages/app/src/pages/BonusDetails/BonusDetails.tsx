import type { CallValue } from '@portal/contract';
import { StatCard } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import type { recordsCalls as calls } from '../../api/recordsCallTable';
import { useBonusRecords } from '../../api/records';
import { Amount, Totals } from '../BettingRecord/BettingRecord.styles';
import { Stack } from '../shared/PageTitle';
import { RecordRangeFilter, useRecordRange } from '../shared/RecordRange';
import { RecordTable, useRecordFormat } from '../shared/RecordTable';

type Row = CallValue<typeof calls.bonusRecords>['records'][number];

/**
 * The bonuses (the member centre's bonusDetails, spec 2.7): every bonus credited in the chosen
 * days, newest first: what kind it was, where it came from (the promotion claimed, or the contract
 * period a salary or dividend settled), the amount, and the days' total above the table.
 */
export function BonusDetails() {
  const { t } = useTranslation();
  const { today, range, setRange, query, pageNo, setPageNo } = useRecordRange();
  const result = useBonusRecords(query);
  const { money, when } = useRecordFormat();
  const source = (row: Row) =>
    row.promotion ??
    (row.periodStart ? t('bonus_source_period', { start: when(row.periodStart) }) : '—');

  return (
    <Stack>
      <RecordRangeFilter today={today} defaultValue={range} onChange={setRange} />
      {result.data ? (
        <Totals>
          <StatCard label={t('bonus_total')} value={money(result.data.totals.amount)} icon="gift" />
        </Totals>
      ) : null}
      <RecordTable<Row>
        caption={t('member_page_bonusDetails')}
        result={result}
        pageNo={pageNo}
        onPageChange={setPageNo}
        empty={{ icon: 'gift', title: t('bonus_none'), description: t('bonus_none_text') }}
        columns={[
          { key: 'createdAt', header: t('records_col_time'), render: (row) => when(row.createdAt) },
          {
            key: 'kind',
            header: t('records_col_kind'),
            render: (row) => t(`records_kind_${row.kind}`),
          },
          { key: 'source', header: t('bonus_col_source'), render: source },
          {
            key: 'amount',
            header: t('records_col_amount'),
            align: 'end',
            render: (row) => <Amount data-sign={1}>{money(row.amount)}</Amount>,
          },
        ]}
      />
    </Stack>
  );
}
