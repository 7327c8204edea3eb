import { CHAT_MAX_LENGTH } from '@portal/contract';
import {
  Button,
  ChatRoom,
  Modal,
  type ChatRoomMessage,
  type ModalComponentProps,
} from '@portal/ui';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/ApiError';
import { useChatPost, useChatRoom } from '../../api/chat';
import { LANGUAGES } from '../../i18n/languageNames';
import { useLazyTexts } from '../../i18n/useFormText';
import { useSession } from '../../session/SessionProvider';
import { LOGIN_MODAL, REGISTER_MODAL } from '../names';
import { POPUP_SIZES } from '../sizes';
import { useAppModals } from '../useAppModals';
import { useServerError } from '../useServerError';
import { Rules, Status } from './ChatRoomPopup.styles';

/** Its props: the ModalProvider's; `open` passes none. */
export type ChatRoomPopupProps = ModalComponentProps;

/**
 * The chat room (spec 1, 2.1): the public room of the player's language, live while it is open.
 * Members write; a visitor reads when the operator allows it and is asked to log in to write; a
 * muted member and a trial account read and are told why they cannot write.
 */
export function ChatRoomPopup({ open, onOpenChange }: ChatRoomPopupProps) {
  const { t, i18n } = useTranslation();
  useLazyTexts();
  const modals = useAppModals();
  const { isLogin, isTrial } = useSession();
  const room = i18n.language.toLowerCase();
  const chat = useChatRoom(room, open);
  const post = useChatPost(room);
  const sendError = useServerError(post.error).message;
  const language = LANGUAGES.find((l) => l.code.toLowerCase() === room)?.name ?? room;

  const when = useMemo(() => {
    const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' });
    const full = new Intl.DateTimeFormat(i18n.language, {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    return {
      time: (iso: string) => time.format(new Date(iso)),
      full: (iso: string) => full.format(new Date(iso)),
    };
  }, [i18n.language]);

  const messages = useMemo<ChatRoomMessage[]>(
    () =>
      (chat.data?.messages ?? []).map((m) => ({
        id: m.id,
        author: m.author,
        text: m.text,
        time: when.time(m.sentAt),
        dateTime: m.sentAt,
        own: m.own,
      })),
    [chat.data?.messages, when],
  );

  const logIn = (
    <Button size="sm" onClick={() => modals.open(LOGIN_MODAL)}>
      {t('chat_login')}
    </Button>
  );
  const me = chat.data?.me;
  let notice: ReactNode;
  if (!isLogin || !me)
    notice = (
      <>
        <span>{t('chat_visitor')}</span>
        {logIn}
      </>
    );
  else if (me.mutedUntil) notice = t('chat_muted', { until: when.full(me.mutedUntil) });
  else if (!me.canPost && isTrial)
    notice = (
      <>
        <span>{t('chat_trial')}</span>
        <Button size="sm" onClick={() => modals.open(REGISTER_MODAL)}>
          {t('chat_register')}
        </Button>
      </>
    );

  const refused = chat.error && !chat.data ? chat.error : undefined;
  let body: ReactNode;
  if (refused && isApiError(refused) && refused.code === 'UNAUTHORIZED')
    body = (
      <Status>
        <span>{t('chat_login_to_read')}</span>
        {logIn}
      </Status>
    );
  else if (refused && isApiError(refused) && refused.code === 'FEATURE_DISABLED')
    body = <Status>{t('chat_closed')}</Status>;
  else if (refused) body = <Status role="alert">{t('error_INTERNAL')}</Status>;
  else
    body = (
      <>
        <Rules>{t('chat_rules')}</Rules>
        <ChatRoom
          messages={messages}
          loading={!chat.data}
          logLabel={t('chat_log')}
          emptyText={t('chat_empty')}
          ownLabel={t('chat_you')}
          linkHosts={chat.data?.linkHosts ?? []}
          notice={chat.data ? notice : undefined}
          inputLabel={t('chat_input')}
          sendLabel={t('chat_send')}
          emojiLabel={t('chat_emoji')}
          maxLength={chat.data?.maxLength ?? CHAT_MAX_LENGTH}
          countLabel={(count, max) => t('chat_count', { count, max })}
          error={sendError}
          onSend={async (text) => {
            try {
              await post.trigger(text);
              return true;
            } catch {
              return false;
            }
          }}
        />
      </>
    );

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('chat_title')}
      description={t('chat_room', { language })}
      {...POPUP_SIZES.announcement}
    >
      {body}
    </Modal>
  );
}
