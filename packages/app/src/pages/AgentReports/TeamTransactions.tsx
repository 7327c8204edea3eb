import type { CallValue } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { agentCalls } from '../../api/agentCallTable';
import { useTeamTransactions } from '../../api/agentTeam';
import { Amount } from '../BettingRecord/BettingRecord.styles';
import { Stack } from '../shared/PageTitle';
import { RecordRangeFilter, useRecordRange } from '../shared/RecordRange';
import { useRecordFormat } from '../shared/RecordTable';
import { TeamReportTable, UsernameFilter } from './reportParts';

type Row = CallValue<typeof agentCalls.agentTeamTransactions>['records'][number];

/**
 * The downline transactions (agentDownlineTransactionDetailsCopy, spec 2.8): every movement of
 * the team members' main wallets, or one member's, in the chosen days, newest first.
 */
export function TeamTransactions() {
  const { t } = useTranslation();
  const { today, range, setRange, query, pageNo, setPageNo } = useRecordRange();
  const [username, setUsername] = useState<string | undefined>();
  const result = useTeamTransactions({ ...query, ...(username ? { username } : {}) });
  const { money, when } = useRecordFormat();

  return (
    <Stack>
      <RecordRangeFilter today={today} defaultValue={range} onChange={setRange} />
      <UsernameFilter
        onApply={(name) => {
          setUsername(name);
          setPageNo(1);
        }}
      />
      <TeamReportTable<Row>
        caption={t('agent_page_agentDownlineTransactionDetailsCopy')}
        result={result}
        pageNo={pageNo}
        onPageChange={setPageNo}
        empty={{
          icon: 'wallet',
          title: t('records_no_movements'),
          description: t('agent_report_no_movements_text'),
        }}
        columns={[
          { key: 'createdAt', header: t('records_col_time'), render: (row) => when(row.createdAt) },
          { key: 'username', header: t('agent_team_col_username') },
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
