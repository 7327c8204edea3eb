import { Button, EmptyState, Icon, LoadingOverlay } from '@portal/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useLiveChatLaunch } from '../../api/live';
import { useLazyTexts } from '../../i18n/useFormText';
import { Stack } from '../shared/PageTitle';
import { ChatFrame, ChatHead } from './LiveModels.styles';

/** Where the chat's way back leads. */
const LIVE_MODELS_PATH = '/liveModels';

/**
 * A member's chat with a live model (`modelId` in the URL): launched through the chat launch, whose
 * address, which carries a single-use ticket and never the session token, opens here in a frame.
 * The chat itself is the provider's page (the server's demo provider in this portal).
 */
export function LiveChat() {
  const { t, i18n } = useTranslation();
  useLazyTexts();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const modelId = Number(params.get('modelId'));
  const valid = Number.isInteger(modelId) && modelId > 0;
  const name = params.get('name') ?? '';
  // One launch per visit of the page: the ticket opens once, so the answer is never asked again.
  const launch = useLiveChatLaunch(valid ? modelId : null, i18n.language);

  // The chat is what the member came for: focus goes into it once it is there.
  const frame = useRef<HTMLIFrameElement>(null);
  const chatUrl = launch.data?.chatUrl;
  useEffect(() => {
    if (chatUrl) frame.current?.focus({ preventScroll: true });
  }, [chatUrl]);

  if (!valid || launch.error)
    return (
      <EmptyState
        role="alert"
        titleAs="h1"
        icon={<Icon name="warning" />}
        title={launch.error ? t(launch.error.messageKey) : t('live_chat_missing')}
        action={<Button onClick={() => void navigate(LIVE_MODELS_PATH)}>{t('live_back')}</Button>}
      />
    );
  if (!launch.data) return <LoadingOverlay loading fullPage label={t('loading')} />;
  return (
    <Stack>
      <ChatHead>
        <h1>{name ? t('live_chat_title', { name }) : t('live_title')}</h1>
        <Link to={LIVE_MODELS_PATH}>{t('live_back')}</Link>
      </ChatHead>
      <ChatFrame
        ref={frame}
        src={launch.data.chatUrl}
        title={t('live_chat_frame', { name: name || t('live_title') })}
      />
    </Stack>
  );
}
