import { Button, Icon, IconButton, UserMenu, type UserMenuItem } from '@portal/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useUnclaimed } from '../../api/promos';
import { LOGOUT_CONFIRM_MODAL, REGISTER_MODAL } from '../../popups/names';
import type { MemberInfo } from '../../session/SessionProvider';
import { useCustomerServiceUrl, useSiteSettings } from '../../session/useSiteSettings';
import { AccountChip, MemberAvatar } from '../AccountChip';
import { MemberBalance } from '../MemberBalance';
import { WideOnly } from '../AppHeader/AppHeader.styles';
import { openCustomerService } from '../customerService';
import { useAppModals } from '../../popups/useAppModals';
import { useChunkTexts } from '../../i18n/chunkTexts';
import { memberHeaderEs } from '../../i18n/memberHeader.es';

export interface MemberActionsProps {
  member: MemberInfo;
  isAgent: boolean;
}

/**
 * A member's part of the header (spec 2.4): the balance with show/hide and refresh, deposit and
 * withdraw, the VIP label and user id, the invite-friends shortcut when referral is enabled, and
 * the user menu with the unclaimed count (available promos plus unread messages, hidden at 0;
 * agent entry for agents only, sign out with its confirmation). Its own chunk: visitors never
 * need the drop-down menu behind it, nor the calls of the count.
 */
export function MemberActions({ member, isAgent }: MemberActionsProps) {
  useChunkTexts(memberHeaderEs);
  const { t } = useTranslation();
  const modals = useAppModals();
  const navigate = useNavigate();
  const serviceUrl = useCustomerServiceUrl();
  const { flags } = useSiteSettings();
  const unclaimed = useUnclaimed({ isTrial: member.isTrial, inbox: flags.has('INBOX3') });
  // Spec 2.4, 6: invite friends when the referral promo is enabled. Until the server has said
  // (or if it cannot), the operator's affiliate module stands in: the server's flag needs it too.
  const affiliateModule = flags.has('AFFMAN3');
  const referral = unclaimed.referral ?? affiliateModule;

  // A trial account has no member centre (spec 6): its menu keeps what it can use.
  const userItems = useMemo<UserMenuItem[]>(
    () =>
      [
        { key: 'account', label: t('user_menu_account'), icon: 'user' } as const,
        { key: 'bettingRecord', label: t('user_menu_betting'), icon: 'list' } as const,
        { key: 'platformInfo', label: t('user_menu_messages'), icon: 'mail' } as const,
        { key: 'customerService', label: t('user_menu_service'), icon: 'headset' } as const,
        { key: 'agent', label: t('user_menu_agent'), icon: 'users' } as const,
        { key: 'signOut', label: t('user_menu_sign_out'), icon: 'logout', danger: true } as const,
      ].filter(
        (item) =>
          (!member.isTrial || item.key === 'customerService' || item.key === 'signOut') &&
          // The messages are the operator's inbox module (INBOX3).
          (item.key !== 'platformInfo' || flags.has('INBOX3')),
      ),
    [t, member.isTrial, flags],
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

  return (
    <>
      <MemberBalance />
      {member.isTrial ? (
        // A trial balance cannot be deposited to nor withdrawn, and its id is nobody's: the way
        // on is a real account (spec 6), while the operator's registration (REG3) is open.
        flags.has('REG3') ? (
          <Button size="sm" onClick={() => modals.open(REGISTER_MODAL)}>
            {t('header_register')}
          </Button>
        ) : null
      ) : (
        <>
          {referral ? (
            <WideOnly>
              <IconButton
                label={t('header_invite')}
                icon={<Icon name="users" />}
                onClick={() => void navigate('/member?page=referral')}
              />
            </WideOnly>
          ) : null}
          {/* Deposit stays on phones too: the way to play on is one tap from every page. */}
          <Button size="sm" onClick={() => void navigate('/member?page=depositv2')}>
            {t('header_deposit')}
          </Button>
          <WideOnly>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => void navigate('/member?page=withdraw')}
            >
              {t('header_withdraw')}
            </Button>
            <AccountChip member={member} />
          </WideOnly>
        </>
      )}
      <UserMenu
        account={member.account}
        avatar={<MemberAvatar member={member} />}
        items={userItems}
        isAgent={isAgent}
        count={unclaimed.count}
        countLabel={(n) => t('header_unclaimed', { count: n })}
        onSelect={onUserItem}
      />
    </>
  );
}
