import type { CallValue } from '@portal/contract';
import { StatCard } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import type { agentCalls } from '../../api/agentCallTable';
import { useAgentIncome } from '../../api/agentTeam';
import { Totals } from '../BettingRecord/BettingRecord.styles';
import { Stack } from '../shared/PageTitle';
import { RecordRangeFilter, useRecordRange } from '../shared/RecordRange';
import { RecordTable, useRecordFormat } from '../shared/RecordTable';
import { numbered } from './reportParts';

type Row = CallValue<typeof agentCalls.agentIncome>['records'][number] & { id: number };

const KINDS = ['dividend', 'daily', 'hourly', 'realtime'] as const;

/**
 * My income (agentRevenueReport, spec 2.8): what the agent's own contracts paid it, a line a day
 * by kind, with the totals of the chosen days.
 */
export function AgentIncome() {
  const { t, i18n } = useTranslation();
  const { today, range, setRange, query, pageNo, setPageNo } = useRecordRange();
  const result = useAgentIncome(query);
  const { money } = useRecordFormat();
  const totals = result.data?.totals;
  // A day of the report is a calendar day: written as such, whatever the browser's zone.
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });

  return (
    <Stack>
      <RecordRangeFilter today={today} defaultValue={range} onChange={setRange} />
      {totals ? (
        <Totals>
          <StatCard label={t('agent_report_total')} value={money(totals.total)} icon="wallet" />
          {KINDS.map((kind) => (
            <StatCard
              key={kind}
              label={t(`agent_report_income_${kind}`)}
              value={money(totals[kind])}
              icon="chart"
            />
          ))}
        </Totals>
      ) : null}
      <RecordTable<Row>
        caption={t('agent_page_agentRevenueReport')}
        result={{ ...result, data: numbered(result.data) }}
        pageNo={pageNo}
        onPageChange={setPageNo}
        empty={{
          icon: 'wallet',
          title: t('agent_report_no_income'),
          description: t('agent_report_no_income_text'),
        }}
        columns={[
          {
            key: 'day',
            header: t('agent_report_col_day'),
            render: (row) => day.format(new Date(row.day)),
          },
          ...KINDS.map((kind) => ({
            key: kind,
            header: t(`agent_report_income_${kind}`),
            align: 'end' as const,
            render: (row: Row) => money(row[kind]),
          })),
          {
            key: 'total',
            header: t('agent_report_total'),
            align: 'end',
            render: (row) => money(row.total),
          },
        ]}
      />
    </Stack>
  );
}
