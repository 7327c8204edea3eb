import { DEFAULT_PAGE_SIZE } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { useFavouriteList, useRecentGames } from '../../api/gameLists';
import { GameGridSection } from '../../games/GameGridSection';
import { useSiteSettings } from '../../session/useSiteSettings';
import { listOffered } from '../Home/lobbyTypes';
import { PageTitle, Stack } from '../shared/PageTitle';

/**
 * The member's own games (spec 2.1): /favorite and /recent. A list whose module the operator
 * switched off is not offered: its address goes home.
 */
export function AccountGames() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const recent = pathname === '/recent';
  const { flags, info } = useSiteSettings();
  const offered = listOffered(recent ? 'RECENT' : 'FAV', flags);
  const favourites = useFavouriteList(!recent && offered);
  const played = useRecentGames(recent && offered);
  const source = recent ? played : favourites;
  // Only once the system info has said so: the flags are empty until it answers.
  if (info && !offered) return <Navigate to="/" replace />;
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
