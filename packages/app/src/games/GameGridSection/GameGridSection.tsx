import { EmptyState, GameGrid, Icon, type GameGridItem } from '@portal/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/ApiError';
import { useChunkTexts } from '../../i18n/chunkTexts';
import { gameBadgesEs } from '../../i18n/gameBadges.es';
import { badgeKey, toGridItem, type GameItem } from '../toGridItem';
import { useFavourites } from '../useFavourites';
import { useGameActions } from '../useGameActions';

export interface GameGridSectionProps {
  label: string;
  games: readonly GameItem[];
  pageSize: number;
  total?: number | undefined;
  hasMore?: boolean;
  loading?: boolean;
  error?: ApiError | undefined;
  onLoadMore?: () => void;
  /** The id of the grid, for a menu that `controls` it. */
  id?: string;
  /** What an empty list says, when not the lobby's "no games here". */
  emptyTitle?: string;
}

/**
 * A game grid wired to the app: favourites (optimistic, login pop-up for visitors), launching by
 * spec 2.10, the tiles' HOT and NEW tags, the empty state and a failed load with its translated
 * message.
 */
export function GameGridSection({
  label,
  games,
  pageSize,
  total,
  hasMore = false,
  loading = false,
  error,
  onLoadMore,
  id,
  emptyTitle,
}: GameGridSectionProps) {
  useChunkTexts(gameBadgesEs);
  const { t } = useTranslation();
  const { favouriteIds, toggle } = useFavourites();
  const { launch } = useGameActions();
  const byId = useMemo(() => new Map(games.map((g) => [String(g.nodeId), g])), [games]);
  const items = useMemo(
    () => games.map((g) => toGridItem(g, favouriteIds, (badge) => t(badgeKey(badge)))),
    [games, favouriteIds, t],
  );
  return (
    <GameGrid
      {...(id ? { id } : {})}
      label={label}
      games={items}
      pageSize={pageSize}
      hasMore={hasMore}
      {...(onLoadMore ? { onLoadMore } : {})}
      loading={loading}
      {...(total === undefined ? {} : { total })}
      loadMoreLabel={t('games_load_more')}
      favouriteLabel={t('games_favourite')}
      countLabel={(shown, all) =>
        all === undefined
          ? t('games_count_open', { count: shown })
          : t('games_count', { shown, count: all })
      }
      empty={
        <EmptyState
          size="sm"
          icon={<Icon name={error ? 'warning' : 'gamepad'} />}
          title={error ? t(error.messageKey) : (emptyTitle ?? t('games_empty'))}
        />
      }
      onLaunch={(item) => {
        const game = byId.get(item.id);
        if (game) launch(game);
      }}
      {...(toggle && {
        onFavouriteChange: (item: GameGridItem, favourite: boolean) => {
          const game = byId.get(item.id);
          if (game) void toggle(game, favourite);
        },
      })}
    />
  );
}
