import { Button, EmptyState, GameBar, Icon, LoadingOverlay } from '@portal/ui';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useLaunchGame } from '../../api/launch';
import { useChunkTexts } from '../../i18n/chunkTexts';
import { gameEs } from '../../i18n/game.es';
import { memberHeaderEs } from '../../i18n/memberHeader.es';
import { useErrorText } from '../../i18n/useFormText';
import { useSession } from '../../session/SessionProvider';
import { gameAddress } from '../../session/cdn';
import { MemberBalance } from '../../shell/MemberBalance';
import { AgeConfirmButton, needsAgeConfirmation } from '../shared/AgeConfirm';
import { Frame, Screen, Stage } from './Seamless.styles';
import { useRealityCheckWatch } from './useRealityCheckWatch';

/** While a game is open the bar's balance follows it this often (the game cannot tell us). */
const BALANCE_REFRESH_MS = 5000;

/**
 * The seamless game area (spec 2.1, 2.10), full screen: the game chosen (`nodeId` in the URL) is
 * launched through the launch call, and its address, which carries a single-use ticket and never
 * the session token, opens in a frame under a slim bar with the way back to where the player was,
 * the game's name, the balance and deposit.
 */
export function Seamless() {
  useChunkTexts(memberHeaderEs);
  useChunkTexts(gameEs);
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const { isLogin, isTrial } = useSession();
  const nodeId = Number(params.get('nodeId'));
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

  // Back to the page the game was chosen on (its place kept by the scroll manager); a game opened
  // straight from its address has none in the portal: home.
  const exit = () => void (location.key === 'default' ? navigate('/') : navigate(-1));
  const title = params.get('name') ?? t('seamless_title');

  let stage: ReactNode;
  if (!Number.isInteger(nodeId) || nodeId <= 0 || launch.error)
    stage = (
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
  else if (!launch.data) stage = <LoadingOverlay loading fullPage label={t('loading')} />;
  else
    stage = (
      <Frame
        ref={frame}
        src={gameAddress(launch.data.gameUrl)}
        title={title}
        allow="fullscreen; autoplay"
        allowFullScreen
      />
    );

  return (
    <Screen>
      <GameBar
        title={title}
        exitLabel={t('game_exit')}
        onExit={exit}
        balance={<MemberBalance refreshInterval={BALANCE_REFRESH_MS} />}
        // A trial account has no deposit (spec 6).
        {...(isLogin && !isTrial
          ? {
              depositLabel: t('header_deposit'),
              onDeposit: () => void navigate('/member?page=depositv2'),
            }
          : {})}
      />
      <Stage id="main" tabIndex={-1}>
        {stage}
      </Stage>
    </Screen>
  );
}
