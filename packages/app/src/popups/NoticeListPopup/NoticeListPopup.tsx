import {
  Button,
  Modal,
  NOTICE_PAGE_SIZE,
  NoticeList,
  sanitizeAnnouncementHtml,
  type ModalComponentProps,
} from '@portal/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLazyTexts } from '../../i18n/useFormText';
import { useNotices } from '../../api/content';
import { Article } from '../HelpPopup/HelpPopup.styles';
import { POPUP_SIZES } from '../sizes';
import type { NOTICE_LIST_MODAL } from '../names';
import { type AppModals } from '../names';

/** Its props: the ModalProvider's and those `open` passes (AppModals in ../names). */
export type NoticeListPopupProps = ModalComponentProps & AppModals[typeof NOTICE_LIST_MODAL];

/** The notice list (spec 2.2): 9 a page; a notice opens in place, with a way back to the list. */
export function NoticeListPopup({ open, onOpenChange, openId }: NoticeListPopupProps) {
  const { t, i18n } = useTranslation();
  useLazyTexts();
  const notices = useNotices(open).data?.notices ?? [];
  const [shownId, setShownId] = useState(openId);
  const [asked, setAsked] = useState(openId);
  if (asked !== openId) {
    setAsked(openId);
    setShownId(openId);
  }
  const shown = notices.find((n) => String(n.id) === shownId);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={shown ? shown.title : t('notices_label')}
      {...POPUP_SIZES.announcement}
    >
      {shown ? (
        <>
          <Article dangerouslySetInnerHTML={{ __html: sanitizeAnnouncementHtml(shown.content) }} />
          <Button variant="secondary" onClick={() => setShownId(undefined)}>
            {t('notices_back')}
          </Button>
        </>
      ) : (
        <NoticeList
          label={t('notices_label')}
          notices={notices.map((n) => ({
            id: String(n.id),
            title: n.title,
            content: n.content,
            date: date.format(new Date(n.publishedAt)),
          }))}
          pageSize={NOTICE_PAGE_SIZE}
          onOpen={(notice) => setShownId(notice.id)}
          formatPosition={(page, pages) => t('pager_position', { page, pages })}
          emptyTitle={t('notices_empty')}
        />
      )}
    </Modal>
  );
}
