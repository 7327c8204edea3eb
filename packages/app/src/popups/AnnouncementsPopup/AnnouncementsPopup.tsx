import { AnnouncementPopup, type ModalComponentProps } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import type { ANNOUNCEMENT_MODAL } from '../names';
import { type AppModals } from '../names';

/** Its props: the ModalProvider's and those `open` passes (AppModals in ../names). */
export type AnnouncementsPopupProps = ModalComponentProps & AppModals[typeof ANNOUNCEMENT_MODAL];

/** The announcement pop-ups of spec 4.9, one after the other. */
export function AnnouncementsPopup({
  open,
  onOpenChange,
  announcements,
  onDismiss,
}: AnnouncementsPopupProps) {
  const { t } = useTranslation();
  return (
    <AnnouncementPopup
      open={open}
      onOpenChange={onOpenChange}
      announcements={announcements}
      onDismiss={onDismiss}
      formatPosition={(current, total) => t('pager_position', { page: current, pages: total })}
    />
  );
}
