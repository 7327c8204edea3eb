import {
  EmptyState,
  Modal,
  Skeleton,
  Tabs,
  sanitizeAnnouncementHtml,
  type ModalComponentProps,
} from '@portal/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHelpCenter } from '../../api/system';
import { Article } from './HelpPopup.styles';
import { POPUP_SIZES } from '../sizes';
import type { HELP_MODAL } from '../names';
import { type AppModals } from '../names';
import { useLazyTexts } from '../../i18n/useFormText';

/** Its props: the ModalProvider's and those `open` passes (AppModals in ../names). */
export type HelpPopupProps = ModalComponentProps & AppModals[typeof HELP_MODAL];

/** The help centre (spec 2.1 /help#topic): the operator's topics, sanitised, one tab each. */
export function HelpPopup({ open, onOpenChange, topic, onTopicChange, onClose }: HelpPopupProps) {
  const { t } = useTranslation();
  useLazyTexts();
  const { data, error, isLoading } = useHelpCenter(undefined, open);
  const [chosen, setChosen] = useState(topic);
  // A new topic from the URL or the footer wins over the tab chosen before.
  const [asked, setAsked] = useState(topic);
  if (asked !== topic) {
    setAsked(topic);
    setChosen(topic);
  }
  const topics = data?.topics ?? [];
  const current = topics.some((x) => x.id === chosen) ? chosen : topics[0]?.id;
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) onClose?.();
      }}
      title={t('help_title')}
      {...POPUP_SIZES.announcement}
    >
      {isLoading ? <Skeleton shape="text" lines={6} /> : null}
      {error ? <EmptyState title={t(error.messageKey)} /> : null}
      {topics.length > 0 && current ? (
        <Tabs
          label={t('help_topics')}
          value={current}
          onValueChange={(value) => {
            setChosen(value);
            onTopicChange?.(value);
          }}
          items={topics.map((x) => ({
            value: x.id,
            label: x.title,
            content: (
              <Article
                // The operator's HTML, sanitised as announcements are (contract: help centre).
                dangerouslySetInnerHTML={{ __html: sanitizeAnnouncementHtml(x.content) }}
              />
            ),
          }))}
        />
      ) : null}
    </Modal>
  );
}
