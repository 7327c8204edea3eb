import {
  Button,
  CategoryNavFallback,
  HeaderBar,
  IconButton,
  Icon,
  ThemeToggle,
  type CategoryNavItem,
} from '@portal/ui';
import { useColorMode } from '@portal/theme';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useGameMenus } from '../../api/catalogue';
import { artworkUrl } from '../../session/cdn';
import { useCategoryNavigation } from '../../games/useCategoryNavigation';
import { LOGIN_MODAL, NOTICE_LIST_MODAL, REGISTER_MODAL } from '../../popups/names';
import { useSession } from '../../session/SessionProvider';
import { useCustomerServiceUrl, useSiteSettings } from '../../session/useSiteSettings';
import { useAvailablePromo } from '../../api/promos';
import { openCustomerService } from '../customerService';
import { lazyNamed } from '../lazyChunk';
import { LoadErrorBoundary } from '../LoadError';
import { textDir } from '../../i18n/languages';

// A member's part of the header (balance, user menu and its drop-down) loads only for members.
const MemberActions = lazyNamed(() => import('../MemberActions'), 'MemberActions');
// The categories' vendor drop-downs (Radix Navigation Menu) come after the first paint; until
// then the same bar, whose categories already lead to their pages.
const CategoryNav = lazyNamed(() => import('@portal/ui/CategoryNav'), 'CategoryNav');
import { Actions, Brand, VendorLogo, WideOnly } from './AppHeader.styles';
import { useAppModals } from '../../popups/useAppModals';

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
  '/mxwin': 'MXWIN',
};

/** The header of spec 2.4, from the design system's parts and the session. */
export function AppHeader({ onMenu, menuOpen = false }: AppHeaderProps) {
  const { t, i18n } = useTranslation();
  const modals = useAppModals();
  const location = useLocation();
  const session = useSession();
  const menus = useGameMenus().data?.menus;
  const { openCategory, openVendor } = useCategoryNavigation();
  // What a visitor reached in the categories before their drop-downs loaded: opened or focused
  // again in CategoryNav when it replaces the fallback.
  const [hovered, setHovered] = useState('');
  const focused = useRef('');
  const serviceUrl = useCustomerServiceUrl();
  const settings = useSiteSettings();
  const [mode, setMode] = useColorMode();
  // The server's referral flag, asked under the same key as the side menu's; the affiliate
  // module's flag until it has answered.
  const referral =
    useAvailablePromo(session.isLogin).data?.availablePromo.REFERRAL.enabled ??
    settings.flags.has('AFFMAN3');
  const rewards = !session.isLogin || referral;

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
      // Spec 2.4: Rewards and Share (invite friends) for visitors, and for members while the
      // operator's referral promo is on.
      ...(rewards
        ? [
            { key: 'REWARDS', label: t('header_rewards') },
            { key: 'SHARE', label: t('header_share') },
          ]
        : []),
    ],
    [menus, t, rewards],
  );

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
        <LoadErrorBoundary>
          <MemberActions member={session.member} isAgent={session.isAgent} />
        </LoadErrorBoundary>
        {common}
      </Actions>
    ) : (
      <Actions>
        <Button size="sm" variant="secondary" onClick={() => modals.open(LOGIN_MODAL)}>
          {t('header_login')}
        </Button>
        {/* REG3 is registration at all: without it, no way in but an agent's account. */}
        {settings.flags.has('REG3') ? (
          <Button size="sm" onClick={() => modals.open(REGISTER_MODAL)}>
            {t('header_register')}
          </Button>
        ) : null}
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
        <LoadErrorBoundary
          keepFallback
          fallback={
            <CategoryNavFallback
              label={t('header_categories')}
              items={items}
              {...(current ? { current } : {})}
              onCategory={(key) => void openCategory(key)}
              dir={textDir(i18n.language)}
              onIntent={(key, how) => {
                if (how === 'pointer') setHovered(key);
                else focused.current = key;
              }}
            />
          }
        >
          <CategoryNav
            ref={(node: HTMLElement | null) => {
              const key = focused.current;
              focused.current = '';
              if (node && key) node.querySelector<HTMLElement>(`[data-key="${key}"]`)?.focus();
            }}
            {...(hovered ? { defaultOpenKey: hovered } : {})}
            label={t('header_categories')}
            moreLabel={t('header_more')}
            items={items}
            {...(current ? { current } : {})}
            viewAllLabel={(c) => t('header_view_all', { category: c.label })}
            onCategory={(key) => void openCategory(key)}
            onVendor={(category, vendor) => openVendor(category, vendor.key)}
            dir={textDir(i18n.language)}
          />
        </LoadErrorBoundary>
      }
      actions={actions}
    />
  );
}
