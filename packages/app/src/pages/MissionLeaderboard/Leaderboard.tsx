import { LEADERBOARD_PERIODS, type CallValue } from '@portal/contract';
import { DataTable, EmptyState, Icon, Select, Skeleton, StatCard } from '@portal/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMissionLeaderboard } from '../../api/missions';
import type { missionsCalls } from '../../api/missionsCallTable';
import { Stack } from '../shared/PageTitle';
import { useRecordFormat } from '../shared/RecordTable';

type Board = CallValue<typeof missionsCalls.missionLeaderboard>;
type Period = Board['period'];

/** The members ranked by valid bets over the day, the week or the month, and the member's rank. */
export function Leaderboard() {
  const { t, i18n } = useTranslation();
  const [period, setPeriod] = useState<Period>('week');
  const { data, error, isLoading } = useMissionLeaderboard(period);
  const { money } = useRecordFormat();

  return (
    <Stack>
      <Select
        aria-label={t('mission_period')}
        value={period}
        onChange={(e) => setPeriod(e.target.value as Period)}
        options={LEADERBOARD_PERIODS.map((p) => ({ value: p, label: t(`mission_period_${p}`) }))}
      />
      {isLoading ? (
        <Skeleton shape="block" height={200} />
      ) : error && !data ? (
        <EmptyState icon={<Icon name="warning" />} title={t(error.messageKey)} size="sm" />
      ) : data ? (
        <>
          <StatCard
            label={t('mission_mine')}
            value={
              data.mine
                ? t('mission_mine_rank', {
                    rank: data.mine.rank.toLocaleString(i18n.language),
                    amount: money(data.mine.validBets),
                  })
                : t('mission_mine_none')
            }
            icon="trophy"
          />
          <DataTable<Board['leaders'][number]>
            caption={t('mission_leaders', { period: t(`mission_period_${data.period}`) })}
            rows={data.leaders}
            rowKey={(row) => `${row.rank}:${row.username}:${row.validBets}`}
            empty={
              <EmptyState
                icon={<Icon name="trophy" />}
                title={t('mission_leaders_none')}
                size="sm"
                titleAs="p"
              />
            }
            columns={[
              {
                key: 'rank',
                header: t('mission_col_rank'),
                render: (r) => r.rank.toLocaleString(i18n.language),
              },
              { key: 'username', header: t('mission_col_player') },
              {
                key: 'validBets',
                header: t('rebate_col_valid'),
                align: 'end',
                render: (r) => money(r.validBets),
              },
            ]}
          />
        </>
      ) : null}
    </Stack>
  );
}
