import { AnnouncementPopup, Button, type ModalComponentProps } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '../../api/ApiError';
import { useFreePlay } from '../../api/sessionWrites';
import { useLazyTexts } from '../../i18n/useFormText';
import { useSiteSettings } from '../../session/useSiteSettings';
import { useAppModals } from '../useAppModals';
import { MESSAGE_MODAL, REGISTER_MODAL, type ANNOUNCEMENT_MODAL, type AppModals } from '../names';

/** Its props: the ModalProvider's and those `open` passes (AppModals in ../names). */
export type AnnouncementsPopupProps = ModalComponentProps & AppModals[typeof ANNOUNCEMENT_MODAL];

/**
 * The announcement pop-ups of spec 4.9, one after the other. A visitor's (execution B) welcome
 * offers what the operator allows next: registering (REG3) and the free trial account.
 */
export function AnnouncementsPopup({
  open,
  onOpenChange,
  announcements,
  onDismiss,
  visitor = false,
}: AnnouncementsPopupProps) {
  const { t } = useTranslation();
  useLazyTexts();
  const settings = useSiteSettings();
  const modals = useAppModals();
  const navigate = useNavigate();
  const trial = useFreePlay();
  const register = visitor && settings.flags.has('REG3');
  const freePlay = visitor && settings.freePlay;

  const tryFree = async () => {
    try {
      await trial.trigger({ platform: 'W' });
    } catch (e) {
      // The welcome stays: the player reads why and may register instead.
      modals.open(MESSAGE_MODAL, { message: isApiError(e) ? e.message : t('error_INTERNAL') });
      return;
    }
    onOpenChange(false);
    void navigate('/');
  };

  return (
    <AnnouncementPopup
      open={open}
      onOpenChange={onOpenChange}
      announcements={announcements}
      onDismiss={onDismiss}
      formatPosition={(current, total) => t('pager_position', { page: current, pages: total })}
      {...((register || freePlay) && {
        actions: (
          <>
            {register ? (
              <Button
                onClick={() => {
                  onOpenChange(false);
                  modals.open(REGISTER_MODAL);
                }}
              >
                {t('header_register')}
              </Button>
            ) : null}
            {freePlay ? (
              <Button variant="secondary" disabled={trial.pending} onClick={() => void tryFree()}>
                {t('announcement_free_play')}
              </Button>
            ) : null}
          </>
        ),
      })}
    />
  );
}
