import type { CallValue } from '@portal/contract';
import { Button, EmptyState, Icon, Skeleton, formatAmount } from '@portal/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { catalogueCalls } from '../../api/catalogueCallTable';
import { usePvpRooms } from '../../api/pvp';
import { useGameActions } from '../../games/useGameActions';
import { useLazyTexts } from '../../i18n/useFormText';
import { LOGIN_MODAL } from '../../popups/names';
import { useAppModals } from '../../popups/useAppModals';
import { useSession } from '../../session/SessionProvider';
import { useSiteSettings } from '../../session/useSiteSettings';
import { Game, Games, RoomFacts, RoomList, RoomRow, Rooms, Short } from './PvpRooms.styles';

type Room = CallValue<typeof catalogueCalls.pvpRooms>['rooms'][number];

/** How many games' rooms show at first, and how many more each "show more" adds. */
export const PVP_GAMES_PAGE = 6;

/** The rooms by game, in the server's order (catalogue order, then tier). */
function byGame(rooms: readonly Room[]): { nodeId: number; name: string; rooms: Room[] }[] {
  const games = new Map<number, { nodeId: number; name: string; rooms: Room[] }>();
  for (const room of rooms) {
    const game = games.get(room.nodeId) ?? {
      nodeId: room.nodeId,
      name: room.displayName,
      rooms: [],
    };
    game.rooms.push(room);
    games.set(room.nodeId, game);
  }
  return [...games.values()];
}

/**
 * The PVP room list (spec 6, 7.1 "PVP room list", token) of the /pvp centre: each game's rooms by
 * tier, with the base bet, the balance it asks to enter and whether the member's is enough; a room
 * open to the member starts its game. Of the chosen vendor when one is (`vassalage`).
 */
export function PvpRooms({ vassalage }: { vassalage: string | undefined }) {
  const { t, i18n } = useTranslation();
  useLazyTexts();
  const { isLogin } = useSession();
  const modals = useAppModals();
  const { launch } = useGameActions();
  const { currencySymbol } = useSiteSettings();
  const { data, error, isLoading, mutate } = usePvpRooms(vassalage);
  const [shown, setShown] = useState(PVP_GAMES_PAGE);
  const games = useMemo(() => byGame(data?.rooms ?? []), [data]);
  const money = (amount: number) =>
    `${currencySymbol} ${formatAmount(amount, i18n.language)}`.trim();

  if (!isLogin)
    return (
      <EmptyState
        icon={<Icon name="cards" />}
        title={t('pvp_rooms_title')}
        description={t('pvp_rooms_login')}
        action={
          <Button onClick={() => modals.open(LOGIN_MODAL, { reason: 'error_UNAUTHORIZED' })}>
            {t('header_login')}
          </Button>
        }
      />
    );

  return (
    <Rooms aria-labelledby="pvp-rooms-title" aria-busy={isLoading || undefined}>
      <h2 id="pvp-rooms-title">{t('pvp_rooms_title')}</h2>
      <p>{t('pvp_rooms_intro')}</p>
      {data ? <p>{t('pvp_rooms_balance', { amount: money(data.balance) })}</p> : null}
      {isLoading ? <Skeleton shape="block" height={200} /> : null}
      {error && !data ? (
        <EmptyState
          role="alert"
          size="sm"
          icon={<Icon name="warning" />}
          title={t(error.messageKey)}
          action={<Button onClick={() => void mutate()}>{t('action_retry')}</Button>}
        />
      ) : null}
      {data && games.length === 0 ? (
        <EmptyState size="sm" icon={<Icon name="cards" />} title={t('pvp_rooms_empty')} />
      ) : null}
      {games.length > 0 ? (
        <Games>
          {games.slice(0, shown).map((game) => (
            <Game key={game.nodeId}>
              <h3 id={`pvp-game-${game.nodeId}`}>{game.name}</h3>
              <RoomList aria-labelledby={`pvp-game-${game.nodeId}`}>
                {game.rooms.map((room) => (
                  <RoomRow key={room.roomId} data-tier={room.tier}>
                    <RoomFacts>
                      <strong>{room.tierName}</strong>
                      <span>
                        {t('pvp_base_bet')}: {money(room.baseBet)}
                      </span>
                      <span>
                        {t('pvp_min_balance')}: {money(room.minBalance)}
                      </span>
                    </RoomFacts>
                    {room.canEnter ? (
                      <Button
                        size="sm"
                        aria-label={t('pvp_enter_room', { room: room.tierName, game: game.name })}
                        onClick={() =>
                          launch({
                            nodeId: room.nodeId,
                            vassalage: room.vassalage,
                            gameType: 'PVP',
                            gameCode: room.gameCode,
                            isGame: 'GAME',
                            displayName: room.displayName,
                          })
                        }
                      >
                        {t('pvp_enter')}
                      </Button>
                    ) : (
                      <Short>{t('pvp_short')}</Short>
                    )}
                  </RoomRow>
                ))}
              </RoomList>
            </Game>
          ))}
        </Games>
      ) : null}
      {games.length > shown ? (
        <Button variant="secondary" onClick={() => setShown((n) => n + PVP_GAMES_PAGE)}>
          {t('pvp_rooms_more')}
        </Button>
      ) : null}
    </Rooms>
  );
}
