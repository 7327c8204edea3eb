import type { GameType } from '@portal/contract';
import {
  Button,
  GameTypeMenu,
  Icon,
  LOBBY_PAGE_SIZE,
  SportsEntrance,
  VendorList,
  lobbyMenuIcons,
  type IconName,
} from '@portal/ui';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGameMenus } from '../../api/catalogue';
import { useFavouriteList, useGameList, useHotGames, useRecentGames } from '../../api/gameLists';
import { GameGridSection } from '../../games/GameGridSection';
import { artworkUrl } from '../../session/cdn';
import { useCategoryNavigation } from '../../games/useCategoryNavigation';
import { useSession } from '../../session/SessionProvider';
import { useSiteSettings } from '../../session/useSiteSettings';
import { NearViewport } from '../../shell/NearViewport';
import { useNarrow } from '../../layouts/useNarrow';
import { HiddenTitle } from '../shared/PageTitle';
import { usePopularGames } from '../../api/popular';
import { HomeBanners, HomeWinners } from './HomeContent';
import {
  HomeGrid,
  HotBar,
  Lobby,
  LobbyBar,
  SearchLink,
  Section,
  SectionTitle,
  Side,
} from './Home.styles';
import { lobbySections, lobbyTypes } from './lobbyTypes';
import { LOGIN_MODAL } from '../../popups/names';
import { useAppModals } from '../../popups/useAppModals';

const GRID_ID = 'lobby-games';
// About a vendor section's grid (two rows on a desktop, three on a phone) and the winner board.
const SECTION_ROOM = '30rem';
/**
 * A phone shows the home's lanes six games at a time (three rows of two), not twelve: the lobby
 * is half as long to scroll past, and "more games" shows the rest of the page already loaded.
 */
const PHONE_LANE_SIZE = 6;
const WINNERS_ROOM = '24rem';
/** Spec 4.5, 4.10: a refresh by click only after more than a second since the last one. */
const HOT_REFRESH_GAP_MS = 1000;

/** One vendor's games, paged by 12 (spec 9). */
function VendorGames({
  gameType,
  vassalage,
  label,
  id,
  shownAtOnce = LOBBY_PAGE_SIZE,
}: {
  gameType: string;
  vassalage: string;
  label: string;
  id?: string;
  /** How many games a reveal shows; the server's pages stay of 12 (spec 9). */
  shownAtOnce?: number;
}) {
  const list = useGameList({ gameType: gameType as GameType, vassalage }, LOBBY_PAGE_SIZE);
  return (
    <GameGridSection
      {...(id ? { id } : {})}
      label={label}
      games={list.games}
      total={list.total}
      hasMore={list.hasMore}
      loading={list.loading}
      error={list.error}
      onLoadMore={list.loadMore}
      pageSize={shownAtOnce}
    />
  );
}

function HomeSections() {
  const { t } = useTranslation();
  const lane = useNarrow() ? PHONE_LANE_SIZE : LOBBY_PAGE_SIZE;
  const menus = useGameMenus().data?.menus;
  // The home state's popular games (spec 3): the most played of late. The HOT tab keeps the hot
  // list (spec 2.6).
  const popular = usePopularGames();
  return (
    <>
      <Section>
        <SectionTitle>{t('home_popular')}</SectionTitle>
        <GameGridSection
          label={t('home_popular')}
          games={popular.data?.games ?? []}
          loading={popular.isLoading}
          error={popular.error}
          pageSize={lane}
        />
      </Section>
      {lobbySections(menus).map((vendor) => (
        <Section key={`${vendor.gameType}:${vendor.vassalage}`}>
          <SectionTitle>
            {vendor.displayName} · {t(`category_${vendor.gameType}`)}
          </SectionTitle>
          {/* Under the popular games, off a phone's first screen: asked for and drawn on the way. */}
          <NearViewport minHeight={SECTION_ROOM}>
            <VendorGames
              gameType={vendor.gameType}
              vassalage={vendor.vassalage}
              label={`${vendor.displayName} · ${t(`category_${vendor.gameType}`)}`}
              shownAtOnce={lane}
            />
          </NearViewport>
        </Section>
      ))}
    </>
  );
}

function CategoryLobby({ gameType }: { gameType: string }) {
  const { t } = useTranslation();
  const menus = useGameMenus().data?.menus;
  const { openCategory } = useCategoryNavigation();
  const vendors = useMemo(
    () => menus?.find((m) => m.gameType === gameType)?.vendors ?? [],
    [menus, gameType],
  );
  const [chosen, setChosen] = useState<string>();
  const vendor = vendors.find((v) => v.vassalage === chosen) ?? vendors[0];

  if (gameType === 'SPORTS' && vendor)
    return (
      <SportsEntrance
        imageUrl={artworkUrl(vendor.logo)}
        alt={vendor.displayName}
        ctaLabel={t('sports_start')}
        onStart={() => void openCategory('SPORTS')}
      />
    );
  return (
    <>
      <VendorList
        label={t('lobby_vendors')}
        vendors={vendors.map((v) => ({
          code: v.vassalage,
          name: v.displayName,
          logoUrl: artworkUrl(v.logo),
          gameCount: v.gameCount,
        }))}
        {...(vendor ? { selected: vendor.vassalage } : {})}
        onSelect={(v) => setChosen(v.code)}
        controls={GRID_ID}
      />
      {vendor ? (
        <VendorGames
          key={vendor.vassalage}
          gameType={gameType}
          vassalage={vendor.vassalage}
          label={vendor.displayName}
        />
      ) : null}
    </>
  );
}

function FavouriteGames() {
  const { t } = useTranslation();
  const list = useFavouriteList();
  return (
    <GameGridSection
      label={t('category_FAV')}
      games={list.data?.games ?? []}
      loading={list.isLoading}
      error={list.error}
      pageSize={LOBBY_PAGE_SIZE}
    />
  );
}

/**
 * The hot games, kept for the session (spec 4.10), and the refresh that ranks them again: busy
 * while it runs, and a click within a second of the last refresh is ignored.
 */
function HotGames() {
  const { t } = useTranslation();
  const hot = useHotGames();
  const [refreshing, setRefreshing] = useState(false);
  const lastRefresh = useRef(0);
  const refresh = async () => {
    const now = Date.now();
    if (refreshing || now - lastRefresh.current <= HOT_REFRESH_GAP_MS) return;
    lastRefresh.current = now;
    setRefreshing(true);
    // A refresh that fails keeps the list shown; the grid says nothing new.
    await hot.refresh().catch(() => undefined);
    setRefreshing(false);
  };
  return (
    <Section>
      <HotBar>
        <Button size="sm" variant="secondary" loading={refreshing} onClick={() => void refresh()}>
          {t('hot_refresh')}
        </Button>
      </HotBar>
      <HotGamesGrid hot={hot} />
    </Section>
  );
}

function HotGamesGrid({ hot }: { hot: ReturnType<typeof useHotGames> }) {
  const { t } = useTranslation();
  return (
    <GameGridSection
      label={t('category_HOT')}
      games={hot.data?.games ?? []}
      loading={hot.isLoading}
      error={hot.error}
      pageSize={LOBBY_PAGE_SIZE}
    />
  );
}

function RecentGames() {
  const { t } = useTranslation();
  const recent = useRecentGames();
  return (
    <GameGridSection
      label={t('category_RECENT')}
      games={recent.data?.games ?? []}
      loading={recent.isLoading}
      error={recent.error}
      pageSize={LOBBY_PAGE_SIZE}
    />
  );
}

/**
 * The home lobby (spec 2.1, 2.6): the content of the operator (banners, notices, winners), the
 * game-type menu, and under it the lobby of the chosen type.
 */
export function Home() {
  const { t } = useTranslation();
  const modals = useAppModals();
  const { isLogin } = useSession();
  const menus = useGameMenus().data?.menus;
  const { flags } = useSiteSettings();
  const [type, setType] = useState('HOME');

  const items = lobbyTypes(menus, flags).map((key) => ({
    key,
    label: t(`category_${key}`),
    icon: ((lobbyMenuIcons as Record<string, IconName>)[key] ?? 'ticket') as IconName,
  }));

  const select = (key: string) => {
    // Spec 2.6: FAV (and the recent list, which is the member's too) asks a visitor to log in.
    if ((key === 'FAV' || key === 'RECENT') && !isLogin)
      return modals.open(LOGIN_MODAL, { reason: 'error_UNAUTHORIZED' });
    setType(key);
  };

  return (
    <HomeGrid>
      <Lobby>
        <HiddenTitle>{t('home_title')}</HiddenTitle>
        <HomeBanners />
        <LobbyBar>
          <GameTypeMenu
            label={t('lobby_categories')}
            items={items}
            selected={type}
            onSelect={select}
            controls={GRID_ID}
          />
          <SearchLink to="/search">
            <Icon name="search" />
            <span>{t('lobby_search')}</span>
          </SearchLink>
        </LobbyBar>
        {/* The region the game-type menu and the vendor list control. */}
        <div id={GRID_ID}>
          {type === 'HOME' ? <HomeSections /> : null}
          {type === 'FAV' && isLogin ? <FavouriteGames /> : null}
          {type === 'HOT' ? <HotGames /> : null}
          {type === 'RECENT' && isLogin ? <RecentGames /> : null}
          {!['HOME', 'FAV', 'HOT', 'RECENT'].includes(type) ? (
            <CategoryLobby key={type} gameType={type} />
          ) : null}
        </div>
      </Lobby>
      <Side>
        {/* Beside the lobby on a desktop (mounted at once), under it on a phone. */}
        <NearViewport minHeight={WINNERS_ROOM}>
          <HomeWinners />
        </NearViewport>
      </Side>
    </HomeGrid>
  );
}
