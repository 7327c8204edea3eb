import type { GameType } from '@portal/contract';
import { DEFAULT_PAGE_SIZE, Modal, type ModalComponentProps } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { useLazyTexts } from '../../i18n/useFormText';
import { useGameList } from '../../api/gameLists';
import { GameGridSection } from '../../games/GameGridSection';
import { POPUP_SIZES } from '../sizes';
import type { GAME_GROUP_MODAL } from '../names';
import { type AppModals } from '../names';

/** Its props: the ModalProvider's and those `open` passes (AppModals in ../names). */
export type GameGroupPopupProps = ModalComponentProps & AppModals[typeof GAME_GROUP_MODAL];

/** The game pop-up (spec 2.2, 2.10): the games of one vendor group, paged. */
export function GameGroupPopup({ open, onOpenChange, vassalage, gameType }: GameGroupPopupProps) {
  const { t } = useTranslation();
  useLazyTexts();
  const list = useGameList(
    open ? { gameType: gameType as GameType, vassalage } : null,
    DEFAULT_PAGE_SIZE,
  );
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('game_group_title', { vendor: vassalage })}
      {...POPUP_SIZES.gameList}
    >
      <GameGridSection
        label={t('game_group_title', { vendor: vassalage })}
        // The group's own hall tile would only open this list again.
        games={list.games.filter((g) => g.isGame !== 'VASSALAGE')}
        total={list.total}
        hasMore={list.hasMore}
        loading={list.loading}
        error={list.error}
        onLoadMore={list.loadMore}
        pageSize={DEFAULT_PAGE_SIZE}
      />
    </Modal>
  );
}
