import type { CallValue } from '@portal/contract';
import { StatCard } from '@portal/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { agentCalls } from '../../api/agentCallTable';
import { useUserLoss } from '../../api/agentTeam';
import { Amount, Totals } from '../BettingRecord/BettingRecord.styles';
import { Stack } from '../shared/PageTitle';
import { RecordRangeFilter, useRecordRange } from '../shared/RecordRange';
import { useRecordFormat } from '../shared/RecordTable';
import { numbered, TeamReportTable, UsernameFilter } from './reportParts';

type Row = CallValue<typeof agentCalls.agentUserLoss>['records'][number] & { id: number };

/**
 * The user loss (palStatementsAgentCopy, spec 2.8): each team member's bets, wins and result in
 * the chosen days, the biggest losses first, with the team's totals.
 */
export function UserLoss() {
  const { t } = useTranslation();
  const { today, range, setRange, query, pageNo, setPageNo } = useRecordRange();
  const [username, setUsername] = useState<string | undefined>();
  const result = useUserLoss({ ...query, ...(username ? { username } : {}) });
  const { money } = useRecordFormat();
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
        caption={t('agent_page_palStatementsAgentCopy')}
        result={{ ...result, data: numbered(result.data) }}
        pageNo={pageNo}
        onPageChange={setPageNo}
        empty={{
          icon: 'users',
          title: t('agent_report_no_players'),
          description: t('agent_report_no_players_text'),
        }}
        columns={[
          { key: 'username', header: t('agent_team_col_username') },
          { key: 'betCount', header: t('agent_report_col_bet_count'), align: 'end' },
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
