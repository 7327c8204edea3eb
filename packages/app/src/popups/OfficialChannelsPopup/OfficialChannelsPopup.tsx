import { EmptyState, Icon, Modal, type ModalComponentProps } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { useLazyTexts } from '../../i18n/useFormText';
import { useOfficialChannels } from '../../shell/officialChannels';
import { POPUP_SIZES } from '../sizes';
import { ChannelLink, ChannelList, ChannelName, Intro } from './OfficialChannelsPopup.styles';

/** Its props: the ModalProvider's; `open` passes none. */
export type OfficialChannelsPopupProps = ModalComponentProps;

/**
 * The official channels (spec 2.5, the side menu's last entry): the operator's social and
 * messaging channels (`cli channels`), each opened in a new tab, with a word on why only these
 * speak for the site (players are often approached by look-alike accounts).
 */
export function OfficialChannelsPopup({ open, onOpenChange }: OfficialChannelsPopupProps) {
  const { t } = useTranslation();
  useLazyTexts();
  const channels = useOfficialChannels();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('channels_title')}
      {...POPUP_SIZES.login}
    >
      {channels.length ? (
        <>
          <Intro>{t('channels_intro')}</Intro>
          <ChannelList>
            {channels.map((channel) => (
              <li key={channel.key}>
                <ChannelLink href={channel.href} target="_blank" rel="noopener noreferrer">
                  <Icon name={channel.icon} />
                  <ChannelName>{channel.label}</ChannelName>
                  <Icon name="chevronEnd" label={t('channels_new_tab')} />
                </ChannelLink>
              </li>
            ))}
          </ChannelList>
        </>
      ) : (
        <EmptyState size="sm" icon={<Icon name="send" />} title={t('channels_empty')} />
      )}
    </Modal>
  );
}
