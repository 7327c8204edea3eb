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
import { useHelpCenter } from '../../api/hooks';
import { Article } from './HelpPopup.styles';

export interface HelpPopupProps extends ModalComponentProps {
  /** The topic shown first (`term` for /help#term). */
  topic?: string;
  onTopicChange?: (topic: string) => void;
  /** Called once the player closes it (the /help route then goes back to /). */
  onClose?: () => void;
}

/** The help centre (spec 2.1 /help#topic): the operator's topics, sanitised, one tab each. */
export function HelpPopup({ open, onOpenChange, topic, onTopicChange, onClose }: HelpPopupProps) {
  const { t } = useTranslation();
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
      closeLabel={t('action_close')}
      size="announcement"
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
