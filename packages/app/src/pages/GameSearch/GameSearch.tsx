import { GAME_SEARCH_MAX, GAME_SEARCH_MIN, GAME_SORTS, type GameSort } from '@portal/contract';
import { EmptyState, FormField, Icon, Select, TextInput } from '@portal/ui';
import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { usePagedGames } from '../../api/gameLists';
import { catalogueCalls } from '../../api/catalogueCallTable';
import { appConfig } from '../../config';
import { GameGridSection } from '../../games/GameGridSection';
import { useChunkTexts } from '../../i18n/chunkTexts';
import { PageTitle, Stack } from '../shared/PageTitle';
import { Controls } from './GameSearch.styles';
import { searchEs } from '../../i18n/search.es';

const PAGE_SIZE = 24;
/** Typing is asked about once it pauses this long, not at every key. */
const TYPING_PAUSE_MS = 250;

const isSort = (value: string | null): value is GameSort =>
  (GAME_SORTS as readonly (string | null)[]).includes(value);

/** `params` with `words` as the search's words (none: no `q`). */
function withWords(params: URLSearchParams, words: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (words) next.set('q', words);
  else next.delete('q');
  return next;
}

/** Enough letters or digits to search with, as the server counts them. */
export const searchable = (keyword: string): boolean =>
  [...keyword.replace(/[^\p{L}\p{N}]/gu, '')].length >= GAME_SEARCH_MIN;

/**
 * The game search (issue 23): every game of the lobby by part of its name in the player's
 * language, or its code, whatever the accents and case, as the player types; sorted by popularity,
 * newest or name. The words and the order are in the address (?q=, ?sort=), so that a search can
 * be shared, reloaded and gone back to.
 */
export function GameSearch() {
  useChunkTexts(searchEs);
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const sortParam = params.get('sort');
  const sort: GameSort = isSort(sortParam) ? sortParam : 'popular';

  // The address follows the field once typing pauses; replaced, so Back leaves the page.
  // react-router's functional update reads the parameters of the render that made it, not the
  // latest: a pause timer made before the order changed would put the old order back. So the
  // order's change writes the words too and cancels the timer, and a timer only writes when the
  // words differ from the address.
  const pause = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    const words = text.trim();
    if ((params.get('q') ?? '') === words) return undefined;
    pause.current = setTimeout(
      () => setParams(withWords(params, words), { replace: true }),
      TYPING_PAUSE_MS,
    );
    return () => clearTimeout(pause.current);
  }, [text, params, setParams]);

  const keyword = useDeferredValue(params.get('q')?.trim() ?? '');
  const ready = searchable(keyword);
  const result = usePagedGames(
    catalogueCalls.gameSearch,
    ready
      ? {
          clientType: appConfig.clientType,
          platform: appConfig.platform,
          merchant: appConfig.merchantCode,
          keyword,
          sort,
        }
      : null,
    PAGE_SIZE,
  );

  return (
    <Stack>
      <PageTitle>{t('search_title')}</PageTitle>
      <Controls role="search">
        <FormField label={t('search_label')} hint={t('search_hint')}>
          {(field) => (
            <TextInput
              {...field}
              type="search"
              value={text}
              maxLength={GAME_SEARCH_MAX}
              autoComplete="off"
              enterKeyHint="search"
              startAdornment={<Icon name="search" />}
              fullWidth
              onChange={(event) => setText(event.currentTarget.value)}
            />
          )}
        </FormField>
        <FormField label={t('search_sort')}>
          {(field) => (
            <Select
              {...field}
              fullWidth
              value={sort}
              options={GAME_SORTS.map((value) => ({ value, label: t(`search_sort_${value}`) }))}
              onChange={(event) => {
                clearTimeout(pause.current);
                const next = withWords(params, text.trim());
                next.set('sort', event.currentTarget.value);
                setParams(next, { replace: true });
              }}
            />
          )}
        </FormField>
      </Controls>
      {ready ? (
        <GameGridSection
          label={t('search_results', { keyword })}
          games={result.games}
          pageSize={PAGE_SIZE}
          total={result.total}
          hasMore={result.hasMore}
          loading={result.loading}
          error={result.error}
          onLoadMore={result.loadMore}
          emptyTitle={t('search_none', { keyword })}
        />
      ) : (
        <EmptyState size="sm" icon={<Icon name="search" />} title={t('search_start')} titleAs="p" />
      )}
    </Stack>
  );
}
