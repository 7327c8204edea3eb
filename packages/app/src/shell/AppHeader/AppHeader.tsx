import {
  BalanceDisplay,
  Button,
  CategoryNav,
  HeaderBar,
  IconButton,
  Icon,
  LOGIN_MODAL,
  ThemeToggle,
  UserMenu,
  useModals,
  type CategoryNavItem,
  type UserMenuItem,
} from '@portal/ui';
import { useColorMode } from '@portal/theme';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useBalance, useGameMenus } from '../../api/hooks';
import { artworkUrl } from '../../games/toGridItem';
import { useCategoryNavigation } from '../../games/useCategoryNavigation';
import { LOGOUT_CONFIRM_MODAL, NOTICE_LIST_MODAL, REGISTER_MODAL } from '../../popups/names';
import { useSession } from '../../session/SessionProvider';
import { useCustomerServiceUrl } from '../../session/useSiteSettings';
import { AccountChip, MemberAvatar } from '../AccountChip';
import { openCustomerService } from '../customerService';
import { Actions, Brand, VendorLogo, WideOnly } from './AppHeader.styles';

export interface AppHeaderProps {
  /** The side menu's drawer toggle on narrow screens. */
  onMenu?: (() => void) | undefined;
  menuOpen?: boolean;
}

const CATEGORY_OF_PATH: Record<string, string> = {
  '/': 'HOME',
  '/promotions': 'PROMO',
  '/live': 'LIVE',
  '/fish': 'FISH',
  '/rng': 'RNG',
  '/pvp': 'PVP',
  '/sports': 'SPORTS',
  '/esports': 'ESPORTS',
  '/lott': 'LOTT',
  '/elott': 'ELOTT',
};

/** The header of spec 2.4, from the design system's parts and the session. */
export function AppHeader({ onMenu, menuOpen = false }: AppHeaderProps) {
  const { t, i18n } = useTranslation();
  const modals = useModals();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const menus = useGameMenus().data?.menus;
  const { openCategory, openVendor } = useCategoryNavigation();
  const balance = useBalance();
  const serviceUrl = useCustomerServiceUrl();
  const [mode, setMode] = useColorMode();
  const [balanceHidden, setBalanceHidden] = useState(false);

  // Spec 9: home, the categories with vendors, then promotions.
  const items = useMemo<CategoryNavItem[]>(
    () => [
      { key: 'HOME', label: t('category_HOME') },
      ...(menus ?? [])
        .filter((m) => m.vendors.length > 0)
        .map((m) => ({
          key: m.gameType,
          label: t(`category_${m.gameType}`),
          vendors: m.vendors.map((v) => ({
            key: v.vassalage,
            label: v.displayName,
            logo: <VendorLogo src={artworkUrl(v.logo)} alt="" width={24} height={24} />,
          })),
        })),
      { key: 'PROMO', label: t('category_PROMO') },
    ],
    [menus, t],
  );

  const userItems = useMemo<UserMenuItem[]>(
    () => [
      { key: 'account', label: t('user_menu_account'), icon: 'user' },
      { key: 'bettingRecord', label: t('user_menu_betting'), icon: 'list' },
      { key: 'platformInfo', label: t('user_menu_messages'), icon: 'mail' },
      { key: 'customerService', label: t('user_menu_service'), icon: 'headset' },
      { key: 'agent', label: t('user_menu_agent'), icon: 'users' },
      { key: 'signOut', label: t('user_menu_sign_out'), icon: 'logout', danger: true },
    ],
    [t],
  );

  const onUserItem = (item: UserMenuItem) => {
    switch (item.key) {
      case 'signOut':
        return modals.open(LOGOUT_CONFIRM_MODAL);
      case 'agent':
        return void navigate('/agentHome');
      case 'customerService':
        return openCustomerService(serviceUrl);
      case 'bettingRecord':
        return void navigate('/member?page=personalHistoryCopy');
      case 'platformInfo':
        return void navigate('/member?page=messageV2');
      default:
        return void navigate('/member');
    }
  };

  // Spec 2.4: a notice button and a service button, for everyone.
  const common = (
    <WideOnly>
      <IconButton
        label={t('notices_label')}
        icon={<Icon name="bell" />}
        onClick={() => modals.open(NOTICE_LIST_MODAL)}
      />
      {serviceUrl ? (
        <IconButton
          label={t('customer_service')}
          icon={<Icon name="headset" />}
          onClick={() => openCustomerService(serviceUrl)}
        />
      ) : null}
      <ThemeToggle label={t('theme_toggle')} mode={mode} onModeChange={setMode} />
    </WideOnly>
  );

  const actions =
    session.isLogin && session.member ? (
      <Actions>
        {balance.balance !== undefined ? (
          <BalanceDisplay
            amount={balance.balance}
            currencySymbol={balance.currencySymbol ?? ''}
            locale={i18n.language}
            label={t('header_balance')}
            hideLabel={balanceHidden ? t('header_balance_show') : t('header_balance_hide')}
            hiddenText={t('header_balance_hidden')}
            refreshLabel={t('header_balance_refresh')}
            hidden={balanceHidden}
            onHiddenChange={setBalanceHidden}
            onRefresh={balance.refresh}
            refreshing={balance.refreshing}
          />
        ) : null}
        <WideOnly>
          <Button size="sm" onClick={() => void navigate('/member?page=depositv2')}>
            {t('header_deposit')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => void navigate('/member?page=withdraw')}
          >
            {t('header_withdraw')}
          </Button>
          <AccountChip member={session.member} />
        </WideOnly>
        <UserMenu
          account={session.member.account}
          avatar={<MemberAvatar member={session.member} />}
          items={userItems}
          isAgent={session.isAgent}
          onSelect={onUserItem}
        />
        {common}
      </Actions>
    ) : (
      <Actions>
        <Button size="sm" variant="secondary" onClick={() => modals.open(LOGIN_MODAL)}>
          {t('header_login')}
        </Button>
        <Button size="sm" onClick={() => modals.open(REGISTER_MODAL)}>
          {t('header_register')}
        </Button>
        {common}
      </Actions>
    );

  const current = CATEGORY_OF_PATH[location.pathname];
  return (
    <HeaderBar
      logo={
        <Brand to="/" aria-label={t('brand_home')}>
          <Icon name="trophy" aria-hidden />
          <span>{t('brand_name')}</span>
        </Brand>
      }
      menuButton={
        onMenu ? (
          <IconButton
            label={menuOpen ? t('side_menu_close') : t('side_menu_open')}
            aria-expanded={menuOpen}
            onClick={onMenu}
            icon={<Icon name="menu" />}
          />
        ) : undefined
      }
      nav={
        <CategoryNav
          label={t('header_categories')}
          items={items}
          {...(current ? { current } : {})}
          viewAllLabel={(c) => t('header_view_all', { category: c.label })}
          onCategory={(key) => void openCategory(key)}
          onVendor={(category, vendor) => openVendor(category, vendor.key)}
          dir={i18n.dir()}
        />
      }
      actions={actions}
    />
  );
}
