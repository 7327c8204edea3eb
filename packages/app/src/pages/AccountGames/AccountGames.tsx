import { DEFAULT_PAGE_SIZE } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useFavouriteList, useRecentGames } from '../../api/gameLists';
import { GameGridSection } from '../../games/GameGridSection';
import { PageTitle, Stack } from '../shared/PageTitle';

/** The member's own games (spec 2.1): /favorite and /recent. */
export function AccountGames() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const recent = pathname === '/recent';
  const favourites = useFavouriteList(!recent);
  const played = useRecentGames(recent);
  const source = recent ? played : favourites;
  const label = recent ? t('category_RECENT') : t('category_FAV');
  return (
    <Stack>
      <PageTitle>{label}</PageTitle>
      <GameGridSection
        label={label}
        games={source.data?.games ?? []}
        loading={source.isLoading}
        error={source.error}
        pageSize={DEFAULT_PAGE_SIZE}
      />
    </Stack>
  );
}
