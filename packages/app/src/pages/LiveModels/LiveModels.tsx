import type { CallValue } from '@portal/contract';
import { Avatar, Button, EmptyState, Icon, Skeleton } from '@portal/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useLiveModels } from '../../api/live';
import type { liveCalls } from '../../api/liveCallTable';
import { artworkUrl } from '../../session/cdn';
import { useLazyTexts } from '../../i18n/useFormText';
import { LOGIN_MODAL, TRIAL_BLOCKED_MODAL } from '../../popups/names';
import { useAppModals } from '../../popups/useAppModals';
import { useSession } from '../../session/SessionProvider';
import { PageTitle, Stack } from '../shared/PageTitle';
import { Facts, Intro, Model, Models, Name, Status, Unavailable } from './LiveModels.styles';

type LiveModel = CallValue<typeof liveCalls.liveModels>['models'][number];

/** Where a member chats with a model: the chat page, framed (pages/LiveModels/LiveChat.tsx). */
export const liveChatPath = (model: Pick<LiveModel, 'modelId' | 'name'>): string =>
  `/liveChat?${new URLSearchParams({ modelId: String(model.modelId), name: model.name }).toString()}`;

/** A language's name in the player's language (`en` → "inglés"), or the code as it is. */
function useLanguageName(): (code: string) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    let names: Intl.DisplayNames | undefined;
    try {
      names = new Intl.DisplayNames([i18n.language], { type: 'language' });
    } catch {
      names = undefined;
    }
    return (code: string) => {
      try {
        return names?.of(code) ?? code;
      } catch {
        return code;
      }
    };
  }, [i18n.language]);
}

/**
 * The live models (spec 1 "live-model chat", 7.1): each with its avatar, status, language and
 * viewers, online first. Chatting needs a member, as starting a game does (spec 6): a visitor
 * gets the login pop-up, a trial account the 'register first' pop-up.
 */
export function LiveModels() {
  const { t } = useTranslation();
  useLazyTexts();
  const navigate = useNavigate();
  const modals = useAppModals();
  const { isLogin, isTrial } = useSession();
  const languageName = useLanguageName();
  const { data, error, isLoading, mutate } = useLiveModels();

  const chat = (model: LiveModel) => {
    if (!isLogin) return modals.open(LOGIN_MODAL, { reason: 'error_UNAUTHORIZED' });
    if (isTrial) return modals.open(TRIAL_BLOCKED_MODAL);
    void navigate(liveChatPath(model));
  };

  return (
    <Stack aria-busy={isLoading || undefined}>
      <PageTitle>{t('live_title')}</PageTitle>
      <Intro>{t('live_intro')}</Intro>
      {isLoading ? <Skeleton shape="block" height={160} /> : null}
      {error && !data ? (
        <EmptyState
          role="alert"
          icon={<Icon name="warning" />}
          title={t(error.messageKey)}
          action={<Button onClick={() => void mutate()}>{t('action_retry')}</Button>}
        />
      ) : null}
      {data && data.models.length === 0 ? (
        <EmptyState
          icon={<Icon name="chat" />}
          title={t('live_empty')}
          description={t('live_empty_text')}
        />
      ) : null}
      {data && data.models.length > 0 ? (
        <Models aria-label={t('live_list')}>
          {data.models.map((model) => (
            <Model key={model.modelId} data-status={model.status}>
              <Avatar src={artworkUrl(model.avatar)} name={model.name} alt="" size="lg" />
              <Name id={`live-model-${model.modelId}`}>{model.name}</Name>
              <Facts>
                <Status data-status={model.status}>{t(`live_status_${model.status}`)}</Status>
                <span>
                  <Icon name="users" />
                  {t('live_viewers', { count: model.viewers })}
                </span>
                <span>{t('live_language', { language: languageName(model.language) })}</span>
              </Facts>
              {model.status === 'online' ? (
                <Button
                  aria-label={t('live_chat_with', { name: model.name })}
                  onClick={() => chat(model)}
                >
                  <Icon name="chat" />
                  {t('live_chat')}
                </Button>
              ) : (
                <Unavailable>{t(`live_unavailable_${model.status}`)}</Unavailable>
              )}
            </Model>
          ))}
        </Models>
      ) : null}
    </Stack>
  );
}
