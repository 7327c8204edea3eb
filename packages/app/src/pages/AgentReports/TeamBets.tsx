import type { CallValue } from '@portal/contract';
import { StatCard } from '@portal/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { agentCalls } from '../../api/agentCallTable';
import { useTeamBets } from '../../api/agentTeam';
import { Amount, Totals } from '../BettingRecord/BettingRecord.styles';
import { Stack } from '../shared/PageTitle';
import { RecordRangeFilter, useRecordRange } from '../shared/RecordRange';
import { useRecordFormat } from '../shared/RecordTable';
import { TeamReportTable, UsernameFilter } from './reportParts';

type Row = CallValue<typeof agentCalls.agentTeamBets>['records'][number];

/**
 * The team's betting (personalHistoryCopy in the agent centre, spec 2.8): every round and ticket
 * of the team, or of one member, in the chosen days, newest first, with the days' totals.
 */
export function TeamBets() {
  const { t } = useTranslation();
  const { today, range, setRange, query, pageNo, setPageNo } = useRecordRange();
  const [username, setUsername] = useState<string | undefined>();
  const result = useTeamBets({ ...query, ...(username ? { username } : {}) });
  const { money, when } = useRecordFormat();
  const totals = result.data?.totals;

  return (
    <Stack>
      <RecordRangeFilter today={today} defaultValue={range} onChange={setRange} />
      <UsernameFilter
        onApply={(name) => {
          setUsername(name);
          setPageNo(1);
        }}
      />
      {totals ? (
        <Totals>
          <StatCard label={t('records_total_stake')} value={money(totals.stake)} icon="ticket" />
          <StatCard label={t('records_total_win')} value={money(totals.win)} icon="trophy" />
          <StatCard label={t('records_total_profit')} value={money(totals.profit)} icon="chart" />
        </Totals>
      ) : null}
      <TeamReportTable<Row>
        caption={t('agent_page_personalHistoryCopy')}
        result={result}
        pageNo={pageNo}
        onPageChange={setPageNo}
        empty={{
          icon: 'list',
          title: t('records_no_bets'),
          description: t('agent_report_no_bets_text'),
        }}
        columns={[
          { key: 'placedAt', header: t('records_col_time'), render: (row) => when(row.placedAt) },
          { key: 'username', header: t('agent_team_col_username') },
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
