import { GAME_TYPES, WINNER_BOARD_MAX_LIMIT, type GameType } from '@portal/contract';
import { Button, EmptyState, Icon, Skeleton, Tabs, formatAmount } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useGameMenus } from '../../api/catalogue';
import { calls } from '../../api/callTable';
import { once, useCall, useCatalogueLanguage } from '../../api/useCall';
import { useGameActions } from '../../games/useGameActions';
import { useLazyTexts } from '../../i18n/useFormText';
import { useSiteSettings } from '../../session/useSiteSettings';
import { lobbyTypes } from '../Home/lobbyTypes';
import { PageTitle, Stack } from '../shared/PageTitle';
import { Amount, Intro, Rank, RowButton, Rows, Who } from './Winners.styles';

const medals = ['gold', 'silver', 'bronze'] as const;

const isGameType = (value: string | null): value is GameType =>
  (GAME_TYPES as readonly string[]).includes(value ?? '');

/** The biggest wins of every category, or of one: the server's winner board, 50 rows at most. */
function useWinnersList(category: GameType | 'ALL') {
  const language = useCatalogueLanguage();
  return useCall(
    calls.winnerBoard,
    { gameCategory: category, language, limitNum: WINNER_BOARD_MAX_LIMIT },
    once,
  );
}

function WinnerRows({ category, label }: { category: GameType | 'ALL'; label: string }) {
  const { t, i18n } = useTranslation();
  const { launch } = useGameActions();
  const { currencySymbol } = useSiteSettings();
  const { data, error, isLoading, mutate } = useWinnersList(category);

  if (isLoading) return <Skeleton shape="block" height={360} />;
  if (error)
    return (
      <EmptyState
        role="alert"
        icon={<Icon name="warning" />}
        title={t('winners_page_error')}
        description={t(error.messageKey)}
        action={
          <Button size="sm" variant="secondary" onClick={() => void mutate()}>
            {t('action_retry')}
          </Button>
        }
      />
    );
  const winners = data?.winners ?? [];
  if (winners.length === 0)
    return (
      <EmptyState
        icon={<Icon name="trophy" />}
        title={t('winners_page_empty')}
        description={t('winners_page_empty_text')}
      />
    );
  return (
    <Rows aria-label={label}>
      {winners.map((w, i) => {
        const rank = i + 1;
        const amount = `${currencySymbol} ${formatAmount(w.winAmount, i18n.language)}`;
        return (
          <li key={`${i}-${w.nodeId}-${w.wonAt}`}>
            <RowButton
              type="button"
              aria-label={t('winners_page_row', {
                rank,
                name: w.customerName,
                amount,
                game: w.gameName,
              })}
              onClick={() =>
                launch({
                  nodeId: w.nodeId,
                  vassalage: w.vassalage,
                  gameType: w.gameType,
                  gameCode: w.gameCode,
                  isGame: 'GAME',
                  displayName: w.gameName,
                })
              }
            >
              <Rank data-medal={medals[i]} aria-hidden>
                {rank}
              </Rank>
              {/* Masked names and amounts keep their own direction inside RTL text. */}
              <Who aria-hidden>
                <span dir="auto">{w.customerName}</span>
                <span dir="auto">{w.gameName}</span>
              </Who>
              <Amount aria-hidden dir="ltr">
                {amount}
              </Amount>
            </RowButton>
          </li>
        );
      })}
    </Rows>
  );
}

/**
 * The winners list (spec 1, 2.6; /winners): the biggest wins, up to 50, of every category or of
 * one of the lobby's (a tab each, kept in the address as `?category=`); a row starts its game, as
 * the home winner board's do.
 */
export function Winners() {
  const { t } = useTranslation();
  useLazyTexts();
  const [params, setParams] = useSearchParams();
  const menus = useGameMenus().data?.menus;
  const { flags } = useSiteSettings();
  // The lobby's vendor categories (its own lists, HOME, FAV, HOT and RECENT, are not categories).
  const categories = lobbyTypes(menus, flags).filter(isGameType);
  const asked = params.get('category');
  const category: GameType | 'ALL' = isGameType(asked) ? asked : 'ALL';
  const tabs: { value: GameType | 'ALL'; label: string }[] = [
    { value: 'ALL', label: t('winners_page_all') },
    ...categories.map((type) => ({ value: type, label: t(`category_${type}`) })),
    // A category asked by address stays a tab while the menus load, or if the lobby lacks it.
    ...(category !== 'ALL' && !categories.includes(category)
      ? [{ value: category, label: t(`category_${category}`) }]
      : []),
  ];

  return (
    <Stack>
      <PageTitle>{t('winners_page_title')}</PageTitle>
      <Intro>{t('winners_page_intro')}</Intro>
      <Tabs
        label={t('winners_page_filter')}
        value={category}
        onValueChange={(value) => setParams(value === 'ALL' ? {} : { category: value })}
        items={tabs.map((tab) => ({
          ...tab,
          content:
            tab.value === category ? (
              <WinnerRows
                category={category}
                label={t('winners_page_list', { category: tab.label })}
              />
            ) : null,
        }))}
      />
    </Stack>
  );
}
