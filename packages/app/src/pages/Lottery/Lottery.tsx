import type { PrizeMode } from '@portal/contract';
import { Button, EmptyState, Icon, LoadingOverlay, Skeleton, VisuallyHidden } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useGameMenus } from '../../api/catalogue';
import { useBalance } from '../../api/wallet';
import { useLotteryLaunch, useLotteryMenu } from '../../api/lottery';
import { artworkUrl, gameAddress } from '../../session/cdn';
import { AgeConfirmButton, needsAgeConfirmation } from '../shared/AgeConfirm';
import { PageTitle, Stack } from '../shared/PageTitle';
import { Frame, Stage } from '../Seamless/Seamless.styles';
import { GameButton, Games } from './Lottery.styles';
import { useErrorText } from '../../i18n/useFormText';

/** While the lottery page is open the header's balance follows it this often. */
const BALANCE_REFRESH_MS = 5000;

/**
 * The prize mode of a lottery path (spec 2.1, 4.10): the sea lottery; the Vietnamese lottery,
 * ELOTT when the operator has Vietnam lotto vendors, else LOTT; the TCG lottery families (ZY).
 */
function usePrizeMode(pathname: string): PrizeMode {
  const menus = useGameMenus().data?.menus;
  if (pathname === '/seaLottery') return 'SEA';
  if (pathname === '/vnLottery') {
    const vn = menus?.some((m) => m.vendors.some((v) => v.vassalage === 'TCG_LOTTO_VN'));
    return vn === false ? 'LOTT' : 'ELOTT';
  }
  return 'ZY';
}

/** The games of a prize mode, to choose one when the address names none. */
function LotteryMenu({ prizeMode }: { prizeMode: PrizeMode }) {
  const { t, i18n } = useTranslation();
  const [, setParams] = useSearchParams();
  const menu = useLotteryMenu(prizeMode, i18n.language);
  const errorText = useErrorText(menu.error);
  if (menu.isLoading) return <Skeleton shape="block" height={200} />;
  if (errorText) return <EmptyState icon={<Icon name="warning" />} title={errorText} />;
  const games = menu.data?.games ?? [];
  if (games.length === 0)
    return <EmptyState icon={<Icon name="ticket" />} title={t('games_empty')} />;
  return (
    <Games>
      {games.map((game) => (
        <li key={game.gameCode}>
          <GameButton type="button" onClick={() => setParams({ gameCode: game.gameCode })}>
            <img src={artworkUrl(game.icon)} alt="" width={64} height={64} />
            <span>{game.displayName}</span>
          </GameButton>
        </li>
      ))}
    </Games>
  );
}

/**
 * /lottery, /seaLottery and /vnLottery (spec 2.1, 7.2): the lottery launch gives the address of
 * the lottery page of the game (`gameCode`), with a single-use ticket, which opens here in a frame.
 */
export function Lottery() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const prizeMode = usePrizeMode(pathname);
  const gameCode = params.get('gameCode');
  useBalance(gameCode ? BALANCE_REFRESH_MS : 0);

  const launch = useLotteryLaunch(
    gameCode
      ? {
          lottoArea: 'VN',
          launchMode: 'LOTT',
          prizeMode,
          gameCode,
          view: 'betting',
          device: 'WEB',
          backUrl: '/index',
          language: i18n.language,
        }
      : null,
  );
  const errorText = useErrorText(launch.error);

  if (!gameCode)
    return (
      <Stack>
        <PageTitle>{t('lottery_title')}</PageTitle>
        <LotteryMenu prizeMode={prizeMode} />
      </Stack>
    );
  if (errorText)
    return (
      <EmptyState
        role="alert"
        icon={<Icon name="warning" />}
        title={errorText}
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
  return (
    <Stage>
      <VisuallyHidden as="h1">{t('lottery_title')}</VisuallyHidden>
      <Frame src={gameAddress(launch.data.gameUrl)} title={t('lottery_title')} />
    </Stage>
  );
}
