import { Button, Modal, Skeleton, type ModalComponentProps } from '@portal/ui';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '../../api/ApiError';
import {
  useRealityCheck,
  useRealityCheckAnswer,
  useRetryRefusedByCheck,
} from '../../api/responsible';
import { useLazyTexts } from '../../i18n/useFormText';
import { Details, ServerError } from '../../pages/shared/cashier.styles';
import { useRecordFormat } from '../../pages/shared/RecordTable';
import { useSession } from '../../session/SessionProvider';
import type { AppModals, REALITY_CHECK_MODAL } from '../names';
import { POPUP_SIZES } from '../sizes';
import { RESPONSIBLE_HISTORY_PATH } from './paths';

/** Its props: the ModalProvider's and those `open` passes (AppModals in ../names). */
export type RealityCheckPopupProps = ModalComponentProps & AppModals[typeof REALITY_CHECK_MODAL];

/** Minutes as hours and minutes ("1 h 05 min"). */
export function sessionTime(minutes: number, t: TFunction): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours > 0
    ? t('reality_time_hours', { hours, minutes: String(rest).padStart(2, '0') })
    : t('reality_time_minutes', { minutes: rest });
}

/**
 * The reality check (responsible play, RTS 13): the play session's time, stakes, wins and net,
 * shown every interval. It cannot be put aside: games refuse to play until it is answered, and
 * the member chooses to play on, to read the history, or to log out. Playing on asks again for
 * what the check refused (a game's launch).
 */
export function RealityCheckPopup({ open, onOpenChange, check }: RealityCheckPopupProps) {
  const { t } = useTranslation();
  useLazyTexts();
  const navigate = useNavigate();
  const { signOut } = useSession();
  const retry = useRetryRefusedByCheck();
  const asked = useRealityCheck(check === undefined);
  const shown = check ?? asked.data;
  const answer = useRealityCheckAnswer();
  const [busy, setBusy] = useState(false);
  const { money } = useRecordFormat();

  const playOn = async () => {
    setBusy(true);
    try {
      await answer.trigger({ body: { answer: 'continue' } });
      onOpenChange(false);
      void retry();
    } catch {
      // Said in the pop-up (answer.error).
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('reality_title')}
      description={
        shown ? t('reality_text', { minutes: shown.intervalMinutes }) : t('reality_text_plain')
      }
      dismissible={false}
      footer={
        <>
          <Button onClick={() => void playOn()} loading={busy}>
            {t('reality_continue')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              onOpenChange(false);
              void navigate(RESPONSIBLE_HISTORY_PATH);
            }}
          >
            {t('reality_history')}
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              onOpenChange(false);
              void signOut().then(() => navigate('/'));
            }}
          >
            {t('logout_action')}
          </Button>
        </>
      }
      {...POPUP_SIZES.login}
    >
      {answer.error ? (
        <ServerError role="alert">
          {t(isApiError(answer.error) ? answer.error.messageKey : 'error_INTERNAL')}
        </ServerError>
      ) : null}
      {shown ? (
        <Details>
          <dt>{t('reality_session')}</dt>
          <dd>{sessionTime(shown.sessionMinutes, t)}</dd>
          <dt>{t('reality_stakes')}</dt>
          <dd>{money(shown.stakes)}</dd>
          <dt>{t('reality_wins')}</dt>
          <dd>{money(shown.wins)}</dd>
          <dt>{t('reality_net')}</dt>
          <dd>{money(shown.net)}</dd>
        </Details>
      ) : (
        <Skeleton shape="block" height={120} />
      )}
    </Modal>
  );
}
