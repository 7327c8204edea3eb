import {
  AnnouncementPopup,
  type Announcement,
  type AnnouncementDismissal,
  type ModalComponentProps,
} from '@portal/ui';
import { useTranslation } from 'react-i18next';

export interface AnnouncementsPopupProps extends ModalComponentProps {
  announcements: readonly Announcement[];
  onDismiss: (announcement: Announcement, dismissal: AnnouncementDismissal) => void;
}

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
      closeLabel={t('action_close')}
      previousLabel={t('pager_previous')}
      nextLabel={t('pager_next')}
      formatPosition={(current, total) => t('pager_position', { page: current, pages: total })}
    />
  );
}
