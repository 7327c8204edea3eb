import { Tabs } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { Leaderboard } from './Leaderboard';
import { Missions } from './Missions';
import { Raffles } from './Raffles';

/**
 * The member centre's missionLeaderboard (spec 2.7): the operator's missions with the member's
 * progress and the claim of a completed one's reward, the leaderboard by valid bets, and the
 * raffles the member may enter, with the winners and the seed of each draw once drawn. One tab
 * each; a tab's calls are made only while it shows.
 */
export function MissionLeaderboard() {
  const { t } = useTranslation();
  return (
    <Tabs
      label={t('member_page_missionLeaderboard')}
      items={[
        { value: 'missions', label: t('mission_tab_missions'), content: <Missions /> },
        { value: 'leaderboard', label: t('mission_tab_leaderboard'), content: <Leaderboard /> },
        { value: 'raffles', label: t('raffle_tab'), content: <Raffles /> },
      ]}
    />
  );
}
