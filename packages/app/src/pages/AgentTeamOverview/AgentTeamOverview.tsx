import type { CallValue } from '@portal/contract';
import { EmptyState, Icon, Skeleton, StatCard } from '@portal/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { agentCalls } from '../../api/agentCallTable';
import { useTeamOverview } from '../../api/agentTeam';
import { Stack } from '../shared/PageTitle';
import { RecordRangeFilter, useRecordRange } from '../shared/RecordRange';
import { recordErrorText, useRecordFormat } from '../shared/RecordTable';
import { Section, SectionTitle } from '../shared/cashier.styles';
import { Cards, Period } from './AgentTeamOverview.styles';

type Overview = CallValue<typeof agentCalls.agentTeamOverview>;
type Stats = Overview['today'];

/** One stretch of time: its title and the team's figures in it. */
function StatsSection({
  id,
  title,
  period,
  stats,
  children,
}: {
  id: string;
  title: string;
  period?: string;
  stats: Stats | undefined;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { money } = useRecordFormat();
  // Each amount isolated, so that a right-to-left page keeps its sign and symbol in place.
  const titleId = `agent-team-${id}`;
  return (
    <Section aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{title}</SectionTitle>
      {children}
      {period ? <Period>{period}</Period> : null}
      <Cards>
        {stats ? (
          <>
            <StatCard label={t('agent_team_new_members')} value={stats.newMembers} icon="user" />
            <StatCard
              label={t('agent_team_active_players')}
              value={stats.activePlayers}
              icon="gamepad"
            />
            <StatCard
              label={t('agent_team_deposits')}
              value={<bdi>{money(stats.deposits)}</bdi>}
              icon="wallet"
            />
            <StatCard
              label={t('agent_team_withdrawals')}
              value={<bdi>{money(stats.withdrawals)}</bdi>}
              icon="send"
            />
            <StatCard label={t('agent_team_bet_count')} value={stats.betCount} icon="list" />
            <StatCard
              label={t('agent_team_bets')}
              value={<bdi>{money(stats.bets)}</bdi>}
              icon="ticket"
            />
            <StatCard
              label={t('agent_team_wins')}
              value={<bdi>{money(stats.wins)}</bdi>}
              icon="trophy"
            />
            <StatCard
              label={t('agent_team_profit')}
              value={<bdi>{money(stats.profit)}</bdi>}
              icon="chart"
            />
          </>
        ) : (
          Array.from({ length: 8 }, (_, i) => <Skeleton key={i} shape="block" height={88} />)
        )}
      </Cards>
    </Section>
  );
}

/**
 * The team overview (agentTeamOverview, spec 2.8): the team's size, then what it did today,
 * yesterday, this month and in a range the agent chooses: new members, active players, deposits,
 * withdrawals, bets, wins and the players' result.
 */
export function AgentTeamOverview() {
  const { t, i18n } = useTranslation();
  const { today, range, setRange, query } = useRecordRange();
  const { data, error } = useTeamOverview({
    from: query.from,
    to: query.to,
    utcOffset: query.utcOffset,
  });
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  const days = (from: string, to: string) =>
    from === to
      ? day.format(new Date(from))
      : t('agent_team_period', { from: day.format(new Date(from)), to: day.format(new Date(to)) });

  if (error && !data)
    return (
      <EmptyState icon={<Icon name="warning" />} title={recordErrorText(error, t)} size="sm" />
    );
  return (
    <Stack>
      <Section aria-labelledby="agent-team-size">
        <SectionTitle id="agent-team-size">{t('agent_team_size_title')}</SectionTitle>
        <Cards>
          {data ? (
            <>
              <StatCard label={t('agent_team_size')} value={data.teamSize} icon="users" />
              <StatCard
                label={t('agent_team_direct_members')}
                value={data.directMembers}
                icon="user"
              />
              <StatCard
                label={t('agent_team_direct_agents')}
                value={data.directAgents}
                icon="shield"
              />
            </>
          ) : (
            Array.from({ length: 3 }, (_, i) => <Skeleton key={i} shape="block" height={88} />)
          )}
        </Cards>
      </Section>
      <StatsSection id="today" title={t('records_today')} stats={data?.today} />
      <StatsSection id="yesterday" title={t('records_yesterday')} stats={data?.yesterday} />
      <StatsSection id="month" title={t('agent_team_month')} stats={data?.month} />
      <StatsSection
        id="range"
        title={t('agent_team_range')}
        stats={data?.range.stats}
        {...(data ? { period: days(data.range.from, data.range.to) } : {})}
      >
        <RecordRangeFilter today={today} defaultValue={range} onChange={setRange} />
      </StatsSection>
    </Stack>
  );
}
