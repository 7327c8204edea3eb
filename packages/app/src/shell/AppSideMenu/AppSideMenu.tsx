import { useColorMode } from '@portal/theme';
import { SideMenu, ThemeToggle, type SideMenuGroup } from '@portal/ui';
import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useGameMenus } from '../../api/catalogue';
import { useAvailablePromo } from '../../api/promos';
import { categoryPath } from '../../games/categories';
import { gameTypeIcon } from '../../games/gameTypeIcon';
import { CHANNELS_MODAL, CHAT_ROOM_MODAL, FEEDBACK_MODAL } from '../../popups/names';
import { useAppModals } from '../../popups/useAppModals';
import { useSession } from '../../session/SessionProvider';
import { useCustomerServiceUrl, useSiteSettings } from '../../session/useSiteSettings';
import { openCustomerService } from '../customerService';
import { lazyNamed } from '../lazyChunk';
import { useOfficialChannels } from '../officialChannels';

const AppDownloadQr = lazyNamed(() => import('../AppDownloadQr'), 'AppDownloadQr');
const AppDownloadGuide = lazyNamed(() => import('../AppDownloadQr'), 'AppDownloadGuide');
const LanguageMenu = lazyNamed(() => import('../LanguageMenu'), 'LanguageMenu');

const qr = (value: string, label: string) => (
  <Suspense fallback={null}>
    <AppDownloadQr value={value} label={label} />
  </Suspense>
);

export interface AppSideMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onLanguage: (code: string) => void;
  /** The colour toggle joins the language select where the header has no room for it. */
  withThemeToggle?: boolean;
  id?: string;
}

/** The side menu of spec 2.5, its entries from the session, the catalogue and the settings. */
export function AppSideMenu({
  open,
  onOpenChange,
  onLanguage,
  withThemeToggle = false,
  id,
}: AppSideMenuProps) {
  const [mode, setMode] = useColorMode();
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const modals = useAppModals();
  const { member, isLogin } = useSession();
  const settings = useSiteSettings();
  const menus = useGameMenus().data?.menus;
  const serviceUrl = useCustomerServiceUrl();
  const channels = useOfficialChannels().length > 0;
  // The server's referral flag (the header asks the same, under the same key); the affiliate
  // module's flag until it has answered.
  const referral =
    useAvailablePromo(isLogin).data?.availablePromo.REFERRAL.enabled ??
    settings.flags.has('AFFMAN3');

  const groups = useMemo<SideMenuGroup[]>(
    () => [
      {
        key: 'main',
        entries: [
          { key: 'depositv2', label: t('side_deposit'), icon: 'wallet' },
          { key: 'withdraw', label: t('side_withdraw'), icon: 'download' },
          { key: 'promotions', label: t('side_promotions'), icon: 'gift' },
          // The winners list (spec 1), under the home winner board's own title.
          { key: 'winners', label: t('winners_title'), icon: 'trophy' },
          // Spec 2.5: invite friends shows to visitors, and to members when referral is on.
          {
            key: 'referral',
            label: t('side_referral'),
            icon: 'users',
            hidden: isLogin && !referral,
          },
          {
            key: 'rewardCenter',
            label: t('side_rewards'),
            icon: 'trophy',
            hidden: !settings.flags.has('REWCEN3'),
          },
          // The rebate is the commission module COMM3.
          {
            key: 'manualRebate',
            label: t('side_rebate'),
            icon: 'refresh',
            hidden: !settings.flags.has('COMM3'),
          },
          // The points mall is the white-label module PTSYS3.
          {
            key: 'pointMall',
            label: t('point_mall_title'),
            icon: 'star',
            hidden: !settings.flags.has('PTSYS3'),
          },
        ],
      },
      {
        key: 'member',
        title: t('side_member_centre'),
        entries: [
          { key: 'vip', label: t('side_vip'), icon: 'star', hidden: !member?.hasVip },
          { key: 'personalHistoryCopy', label: t('side_betting'), icon: 'list' },
          { key: 'transactionHistory', label: t('side_account_record'), icon: 'chart' },
          { key: 'securityCenter', label: t('side_my_account'), icon: 'shield' },
          { key: 'personalProfit', label: t('side_profit'), icon: 'chart' },
          {
            key: 'messageV2',
            label: t('side_messages'),
            icon: 'mail',
            hidden: !settings.flags.has('INBOX3'),
          },
        ],
      },
      {
        key: 'games',
        title: t('side_game_centre'),
        entries: (menus ?? []).map((m) => ({
          key: `game:${m.gameType}`,
          label: t(`category_${m.gameType}`),
          icon: gameTypeIcon(m.gameType),
        })),
      },
      {
        key: 'help',
        entries: [
          { key: 'service', label: t('side_service'), icon: 'headset', hidden: !serviceUrl },
          { key: 'chatRoom', label: t('side_chat'), icon: 'users' },
          { key: 'feedback', label: t('side_feedback'), icon: 'chat' },
          // Spec 2.5: the official channels, once the operator has set any (`cli channels`).
          {
            key: 'channels',
            label: t('side_channels'),
            icon: 'send',
            hidden: !channels,
          },
        ],
      },
    ],
    [t, isLogin, member?.hasVip, menus, serviceUrl, referral, settings.flags, channels],
  );

  const onSelect = (key: string) => {
    if (key.startsWith('game:')) return void navigate(categoryPath(key.slice(5)));
    // The entries that are pages of their own, at their key's address.
    if (['promotions', 'winners', 'pointMall'].includes(key)) return void navigate(`/${key}`);
    if (key === 'service') return openCustomerService(serviceUrl);
    if (key === 'feedback') return modals.open(FEEDBACK_MODAL);
    if (key === 'chatRoom') return modals.open(CHAT_ROOM_MODAL);
    if (key === 'channels') return modals.open(CHANNELS_MODAL);
    void navigate(`/member?page=${key}`);
  };

  const ios = settings.info?.resources['APP_IOS'];
  const android = settings.info?.resources['APP_ANDROID'];
  return (
    <SideMenu
      {...(id ? { id } : {})}
      label={t('side_menu')}
      toggleLabel={open ? t('side_menu_close') : t('side_menu_open')}
      groups={groups}
      onSelect={onSelect}
      open={open}
      onOpenChange={onOpenChange}
      // The codes the operator has set links for, and the download page with the install guides
      // (the lite install needs no link), so the entry is always there.
      appDownload={{
        label: t('side_app_download'),
        ios: ios && { label: t('side_app_ios'), qrCode: qr(ios.url, t('side_app_ios_qr')) },
        android: android && {
          label: t('side_app_android'),
          qrCode: qr(android.url, t('side_app_android_qr')),
        },
        more: (
          <Suspense fallback={null}>
            <AppDownloadGuide label={t('side_app_guide')} />
          </Suspense>
        ),
      }}
      language={({ collapsed }) => (
        <>
          {withThemeToggle ? (
            <ThemeToggle label={t('theme_toggle')} showLabel mode={mode} onModeChange={setMode} />
          ) : null}
          <Suspense fallback={null}>
            <LanguageMenu
              value={i18n.language}
              onChange={onLanguage}
              label={t('language_label')}
              compact={collapsed}
              // In a phone's drawer (the one place with the theme switch) there is no room to its
              // side: the list opens above the button, over the drawer.
              side={withThemeToggle ? 'top' : 'right'}
            />
          </Suspense>
        </>
      )}
    />
  );
}
