import { Button, EmptyState, Icon, LoadingOverlay, VisuallyHidden } from '@portal/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useLaunchGame } from '../../api/launch';
import { useBalance } from '../../api/wallet';
import { AgeConfirmButton, needsAgeConfirmation } from '../shared/AgeConfirm';
import { Frame, Stage } from './Seamless.styles';
import { useRealityCheckWatch } from './useRealityCheckWatch';
import { useErrorText } from '../../i18n/useFormText';
import { gameAddress } from '../../session/cdn';

/** While a game is open the header's balance follows it this often (the game cannot tell us). */
const BALANCE_REFRESH_MS = 5000;

/**
 * The seamless game area (spec 2.1, 2.10): the game chosen (`nodeId` in the URL) is launched
 * through the launch call, and its address, which carries a single-use ticket and never the
 * session token, opens here in a frame.
 */
export function Seamless() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const nodeId = Number(params.get('nodeId'));
  useBalance(BALANCE_REFRESH_MS);
  useRealityCheckWatch();
  const device = window.matchMedia('(pointer: coarse)').matches ? 'mobile' : 'desktop';

  // One launch per visit of the page: the ticket opens once, so the answer is never asked again.
  const launch = useLaunchGame(Number.isInteger(nodeId) && nodeId > 0 ? nodeId : null, {
    // The home page's own alias: the contract's pattern refuses the bare `/`.
    language: i18n.language,
    device,
    backUrl: '/index',
  });

  // The game is what the player came for: once it is there focus goes into it rather than stay on
  // the body, so that a keyboard player plays at once and a screen reader announces the game.
  const errorText = useErrorText(launch.error);
  const frame = useRef<HTMLIFrameElement>(null);
  const gameUrl = launch.data?.gameUrl;
  useEffect(() => {
    if (gameUrl) frame.current?.focus({ preventScroll: true });
  }, [gameUrl]);

  if (!Number.isInteger(nodeId) || nodeId <= 0 || launch.error)
    return (
      <EmptyState
        role="alert"
        icon={<Icon name="warning" />}
        title={errorText ?? t('games_empty')}
        action={
          needsAgeConfirmation(launch.error) ? (
            <AgeConfirmButton onConfirmed={() => void launch.mutate()} />
          ) : (
            <Button onClick={() => void navigate('/')}>{t('category_HOME')}</Button>
          )
        }
      />
    );
  if (!launch.data) return <LoadingOverlay loading fullPage label={t('loading')} />;
  const title = params.get('name') ?? t('seamless_title');
  return (
    <Stage>
      {/* The page's own heading, the game's name: the page is whole without its frame's. */}
      <VisuallyHidden as="h1">{title}</VisuallyHidden>
      <Frame
        ref={frame}
        src={gameAddress(launch.data.gameUrl)}
        title={title}
        allow="fullscreen; autoplay"
        allowFullScreen
      />
    </Stage>
  );
}
