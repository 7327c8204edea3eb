import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Avatar } from '../Avatar';
import { sampleDefault, samplePhoto } from '../Avatar/Avatar.samples';
import { BalanceDisplay } from '../BalanceDisplay';
import { Button } from '../Button';
import { CategoryNav } from '../CategoryNav';
import { sampleCategories, sampleCategoriesAr } from '../CategoryNav/CategoryNav.samples';
import { CopyButton } from '../CopyButton';
import { Icon } from '../Icon';
import { IconButton } from '../IconButton';
import { ThemeToggle } from '../ThemeToggle';
import { UserMenu } from '../UserMenu';
import { sampleUserMenuItems, sampleUserMenuItemsAr } from '../UserMenu/UserMenu.samples';
import { VipBadge } from '../VipBadge';
import { HeaderBar } from './HeaderBar';
import { SampleLogo } from './HeaderBar.samples';

interface Texts {
  logo: string;
  nav: string;
  viewAll: (c: { label: string }) => string;
  login: string;
  register: string;
  more: string;
  notices: string;
  service: string;
  invite: string;
  deposit: string;
  withdraw: string;
  balance: string;
  hide: string;
  hidden: string;
  refresh: string;
  vip: string;
  copyId: string;
  copied: string;
  pending: (n: number) => string;
  account: string;
  menu: string;
  dark: string;
}

const es: Texts = {
  logo: 'Fortuna, ir al inicio',
  nav: 'Categorías de juegos',
  more: 'Más',
  viewAll: (c) => `Ver todo: ${c.label}`,
  login: 'Iniciar sesión',
  register: 'Registrarse',
  notices: 'Avisos',
  service: 'Atención al cliente',
  invite: 'Invitar amigos',
  deposit: 'Depositar',
  withdraw: 'Retirar',
  balance: 'Saldo',
  hide: 'Ocultar saldo',
  hidden: 'Saldo oculto',
  refresh: 'Actualizar saldo',
  vip: 'VIP',
  copyId: 'Copiar ID de usuario',
  copied: 'Copiado',
  pending: (n) => `${n} pendientes`,
  account: 'jugador88',
  menu: 'Abrir menú',
  dark: 'Modo oscuro',
};

const ar: Texts = {
  logo: 'فورتونا، الذهاب إلى الرئيسية',
  nav: 'فئات الألعاب',
  more: 'المزيد',
  viewAll: (c) => `عرض الكل: ${c.label}`,
  login: 'تسجيل الدخول',
  register: 'إنشاء حساب',
  notices: 'الإشعارات',
  service: 'خدمة العملاء',
  invite: 'دعوة الأصدقاء',
  deposit: 'إيداع',
  withdraw: 'سحب',
  balance: 'الرصيد',
  hide: 'إخفاء الرصيد',
  hidden: 'الرصيد مخفي',
  refresh: 'تحديث الرصيد',
  vip: 'VIP',
  copyId: 'نسخ معرّف المستخدم',
  copied: 'تم النسخ',
  pending: (n) => `${n} بانتظار المطالبة`,
  account: 'لاعب٨٨',
  menu: 'فتح القائمة',
  dark: 'الوضع الداكن',
};

interface SampleProps {
  loggedIn?: boolean;
  vip?: number;
  agent?: boolean;
  hiddenBalance?: boolean;
  refreshing?: boolean;
  narrow?: boolean;
  rtl?: boolean;
  menuOpen?: boolean;
}

const on = {
  onLogin: fn(),
  onRegister: fn(),
  onCategory: fn(),
  onVendor: fn(),
  onSelect: fn(),
  onRefresh: fn(),
  onDeposit: fn(),
  onMenu: fn(),
};

/** The header as the app composes it, from the pieces of @portal/ui. */
function SampleHeader({
  loggedIn = false,
  vip,
  agent = false,
  hiddenBalance = false,
  refreshing = false,
  narrow = false,
  rtl = false,
  menuOpen = false,
}: SampleProps) {
  const t = rtl ? ar : es;
  const [balance] = useState(15230.5);
  const iconButtons = (
    <>
      <IconButton label={t.notices} icon={<Icon name="bell" />} />
      <IconButton label={t.service} icon={<Icon name="headset" />} />
    </>
  );
  const actions = loggedIn ? (
    <>
      {narrow ? null : (
        <>
          <IconButton label={t.invite} icon={<Icon name="gift" />} />
          {iconButtons}
        </>
      )}
      <BalanceDisplay
        amount={balance}
        currencySymbol={rtl ? 'ج.م' : '$'}
        locale={rtl ? 'ar-EG' : 'es-ES'}
        label={t.balance}
        hideLabel={t.hide}
        hiddenText={t.hidden}
        refreshLabel={t.refresh}
        defaultHidden={hiddenBalance}
        refreshing={refreshing}
        onRefresh={on.onRefresh}
      />
      {narrow ? null : (
        <>
          <Button size="sm" onClick={on.onDeposit}>
            {t.deposit}
          </Button>
          <Button size="sm" variant="secondary">
            {t.withdraw}
          </Button>
        </>
      )}
      <UserMenu
        account={narrow ? '' : t.account}
        aria-label={narrow ? t.account : undefined}
        avatar={<Avatar src={samplePhoto} fallbackSrc={sampleDefault} alt="" size="sm" />}
        items={rtl ? sampleUserMenuItemsAr : sampleUserMenuItems}
        isAgent={agent}
        count={5}
        countLabel={t.pending}
        onSelect={on.onSelect}
        disablePortal={menuOpen}
        defaultOpen={menuOpen}
      />
      {narrow ? null : (
        <div style={{ display: 'flex', gap: 4, alignItems: 'center', fontSize: '0.75rem' }}>
          {vip ? <VipBadge label={t.vip} level={vip} size="sm" /> : null}
          <span style={{ whiteSpace: 'nowrap' }}>ID 10293847</span>
          <CopyButton text="10293847" label={t.copyId} copiedLabel={t.copied} />
        </div>
      )}
    </>
  ) : (
    <>
      {narrow ? null : iconButtons}
      {narrow ? null : <ThemeToggle label={t.dark} />}
      <Button size="sm" variant="secondary" onClick={on.onLogin}>
        {t.login}
      </Button>
      <Button size="sm" onClick={on.onRegister}>
        {t.register}
      </Button>
    </>
  );
  return (
    <HeaderBar
      logo={<SampleLogo label={t.logo} compact={narrow} />}
      menuButton={<IconButton label={t.menu} icon={<Icon name="menu" />} onClick={on.onMenu} />}
      nav={
        <CategoryNav
          items={rtl ? sampleCategoriesAr : sampleCategories}
          label={t.nav}
          moreLabel={t.more}
          viewAllLabel={t.viewAll}
          current="HOME"
          onCategory={on.onCategory}
          onVendor={on.onVendor}
        />
      }
      actions={actions}
    />
  );
}

const meta = {
  tags: ['!autodocs'],
  title: 'Components/HeaderBar',
  component: HeaderBar,
  parameters: { layout: 'fullscreen' },
  args: { logo: <SampleLogo label={es.logo} /> },
} satisfies Meta<typeof HeaderBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bare layout: logo, actions and the navigation row. */
export const Default: Story = {
  args: {
    actions: <Button size="sm">{es.register}</Button>,
    nav: (
      <CategoryNav
        items={sampleCategories}
        label={es.nav}
        moreLabel={es.more}
        viewAllLabel={es.viewAll}
        onCategory={fn()}
        onVendor={fn()}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('banner');
    await expect(getComputedStyle(header).position).toBe('sticky');
    // Wide: the navigation row shows and the menu button slot is empty.
    await expect(canvas.getByRole('navigation', { name: es.nav })).toBeVisible();
  },
};

export const Playground: Story = {
  args: { sticky: false, actions: <Button size="sm">Entrar</Button> },
};

/** Logged out: login and register open their pop-ups (spec 2.4). */
export const LoggedOut: Story = {
  render: () => <SampleHeader />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Iniciar sesión' }));
    await expect(on.onLogin).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Registrarse' }));
    await expect(on.onRegister).toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
    // Wide: the menu button is not shown (nor exposed) at all.
    await expect(canvas.queryByRole('button', { name: 'Abrir menú' })).toBeNull();
  },
};

/** Logged in, not VIP, not an agent. */
export const LoggedIn: Story = {
  render: () => <SampleHeader loggedIn />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('15.230,50')).toBeVisible();
    await expect(canvas.queryByText('VIP')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'jugador88 5 pendientes' })).toBeVisible();
  },
};

/** A VIP player: the VIP label and rank level beside the account. */
export const LoggedInVip: Story = {
  render: () => <SampleHeader loggedIn vip={3} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-level="3"]')).toHaveTextContent('VIP 3');
  },
};

/** An agent, with the user menu open: the agent entry is there. */
export const Agent: Story = {
  render: () => (
    <div style={{ minBlockSize: 420 }}>
      <SampleHeader loggedIn vip={5} agent menuOpen />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('menuitem', { name: 'Agente' }),
    ).toBeVisible();
  },
};

export const HiddenBalance: Story = {
  render: () => <SampleHeader loggedIn hiddenBalance />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('****')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ocultar saldo' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const Refreshing: Story = {
  render: () => <SampleHeader loggedIn refreshing />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Actualizar saldo' }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

/** Narrow (a phone's width): the menu button replaces the navigation row. */
export const Narrow: Story = {
  render: () => (
    <div style={{ inlineSize: 390 }}>
      <SampleHeader loggedIn narrow />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = canvas.getByRole('button', { name: 'Abrir menú' });
    await expect(menu).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await userEvent.click(menu);
    await expect(on.onMenu).toHaveBeenCalled();
    menu.blur();
  },
};

export const NarrowLoggedOut: Story = {
  render: () => (
    <div style={{ inlineSize: 390 }}>
      <SampleHeader narrow />
    </div>
  ),
};

export const RightToLeft: Story = {
  render: () => <SampleHeader loggedIn vip={3} rtl />,
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('navigation', { name: 'فئات الألعاب' })).toBeVisible(),
    );
  },
};

export const RightToLeftLoggedOut: Story = {
  render: () => <SampleHeader rtl />,
  globals: { direction: 'rtl' },
};
