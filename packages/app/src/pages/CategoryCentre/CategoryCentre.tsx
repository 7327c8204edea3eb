import { offeredClassifies, type GameClassify, type GameType } from '@portal/contract';
import { DEFAULT_PAGE_SIZE, Icon, Spinner, Tabs, VendorList } from '@portal/ui';
import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useGameMenus } from '../../api/catalogue';
import { useGameVendors } from '../../api/gameVendors';
import { useGameList } from '../../api/gameLists';
import { centreList } from '../../api/listQueries';
import { GameGridSection } from '../../games/GameGridSection';
import { artworkUrl } from '../../session/cdn';
import { useSiteSettings } from '../../session/useSiteSettings';
import { PageTitle, Stack } from '../shared/PageTitle';
// In this centre's own chunk, off the first paint: a chunk of their own would move the shell's
// load-error boundary, which the first paint has, into a shared chunk of its own.
import { PvpRooms } from './PvpRooms';
import { LiveEntry } from './PvpRooms.styles';

const GRID_ID = 'centre-games';
const ROOMS_ID = 'centre-rooms';

/** The category of a centre's path; cockfight lives on /sports?gameType=COCKFIGHT. */
function categoryOf(pathname: string, params: URLSearchParams): GameType {
  const fromPath = pathname.slice(1).toUpperCase() as GameType;
  if (fromPath === 'SPORTS' && params.get('gameType') === 'COCKFIGHT') return 'COCKFIGHT';
  return fromPath;
}

/**
 * A category's games: its vendors, the chosen one (`vassalage` in the URL, spec 2.1), and a grid
 * of 24 a page (spec 9). The slots add their sub-categories.
 */
function CategoryCentre() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const gameType = categoryOf(pathname, params);
  const menus = useGameMenus().data?.menus;
  // Sub-categories of the slots (spec 2.6): bingo only where the operator offers the TY language,
  // as the server's game list decides it.
  const languages = useSiteSettings().info?.languages;
  const classifies = useMemo(() => offeredClassifies(languages ?? []), [languages]);
  // The category's vendors from the vendor list, kept until a language change flushes it.
  const vendors = useGameVendors(gameType).data?.lanes ?? [];
  const vassalage = params.get('vassalage') ?? undefined;
  const classify = (params.get('gameClassify') ?? undefined) as GameClassify | undefined;
  // Under the key main.tsx preloads the first page with (preloadCentre).
  const list = useGameList(menus ? centreList(gameType, params) : null, DEFAULT_PAGE_SIZE);
  const setParam = (name: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next);
  };

  const grid = (
    <GameGridSection
      id={GRID_ID}
      label={t(`category_${gameType}`)}
      games={list.games}
      total={list.total}
      hasMore={list.hasMore}
      loading={list.loading}
      error={list.error}
      onLoadMore={list.loadMore}
      pageSize={DEFAULT_PAGE_SIZE}
    />
  );

  // PVP: its games, or the rooms of its games (`view=rooms` in the URL, so it can be shared).
  const view = params.get('view') === 'rooms' ? 'rooms' : 'games';

  return (
    <Stack>
      <PageTitle>{t(`category_${gameType}`)}</PageTitle>
      {gameType === 'LIVE' ? (
        <LiveEntry>
          <Link to="/liveModels">
            <Icon name="chat" />
            {t('live_entry')}
          </Link>
        </LiveEntry>
      ) : null}
      <VendorList
        label={t('lobby_vendors')}
        vendors={[
          { code: '', name: t('vendors_all') },
          ...vendors.map((v) => ({
            code: v.vassalage,
            name: v.displayName,
            logoUrl: artworkUrl(v.logo),
            gameCount: v.gameCount,
          })),
        ]}
        selected={vassalage ?? ''}
        onSelect={(v) => setParam('vassalage', v.code || undefined)}
        controls={gameType === 'PVP' && view === 'rooms' ? ROOMS_ID : GRID_ID}
      />
      {gameType === 'RNG' ? (
        <Tabs
          label={t('classify_label')}
          value={classify ?? 'ALL'}
          onValueChange={(value) => setParam('gameClassify', value === 'ALL' ? undefined : value)}
          items={['ALL', ...classifies].map((value) => ({
            value,
            label: t(`classify_${value}`),
            content: value === (classify ?? 'ALL') ? grid : null,
          }))}
        />
      ) : gameType === 'PVP' ? (
        <Tabs
          label={t('pvp_views')}
          value={view}
          onValueChange={(value) => setParam('view', value === 'rooms' ? value : undefined)}
          items={[
            { value: 'games', label: t('pvp_tab_games'), content: view === 'games' ? grid : null },
            {
              value: 'rooms',
              label: t('pvp_tab_rooms'),
              content:
                view === 'rooms' ? (
                  // The region the vendor list controls while the rooms show.
                  <div id={ROOMS_ID}>
                    {/* Its texts load with the lazy areas' (useLazyTexts). */}
                    <Suspense fallback={<Spinner label={t('loading')} />}>
                      <PvpRooms key={vassalage ?? ''} vassalage={vassalage} />
                    </Suspense>
                  </div>
                ) : null,
            },
          ]}
        />
      ) : (
        grid
      )}
    </Stack>
  );
}

/** Game list centres /live /fish /rng /pvp /mxwin (spec 2.1, 2.9: GameListCenter). */
export const GameListCentre = CategoryCentre;
