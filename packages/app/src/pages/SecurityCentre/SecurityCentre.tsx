import { ChangePasswordForm, type ChangePasswordSubmission } from '@portal/forms';
import { EmptyState, Icon, Skeleton, StatCard, formatAmount, useToast } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { useChangePassword } from '../../api/memberWrites';
import { useProfile } from '../../api/profile';
import { useFormText } from '../../i18n/useFormText';
import { useServerError } from '../../popups/useServerError';
import { useSession } from '../../session/SessionProvider';
import { useSiteSettings } from '../../session/useSiteSettings';
import { Stack } from '../shared/PageTitle';
import { PasswordForm } from '../Withdraw/PasswordForm';
import { AvatarSection } from './AvatarSection';
import { BindForm } from './BindForm';
import { Cards } from '../MemberCentre/MemberCentre.styles';
import { Note, Panel, PanelTitle } from './SecurityCentre.styles';
import { SessionsSection } from './SessionsSection';
import { AddressesSection } from './AddressesSection';
import { LinkedAccountsSection } from './LinkedAccountsSection';
import { useChunkTexts } from '../../i18n/chunkTexts';
import { memberHeaderEs } from '../../i18n/memberHeader.es';

/** The login password, whenever the member wants; the account's other sessions end with it. */
function PasswordSection() {
  const { t } = useTranslation();
  const tf = useFormText();
  const toast = useToast();
  const settings = useSiteSettings();
  const change = useChangePassword();
  const error = useServerError(change.error);
  const submit = async (values: ChangePasswordSubmission) => {
    const done = await change
      .trigger({
        body: {
          oldPassword: values.oldPassword ?? '',
          newPassword: values.newPassword,
          confirmNewPassword: values.confirmNewPassword,
        },
      })
      .then(() => true)
      .catch(() => false);
    if (done) toast.show({ variant: 'success', title: t('profile_password_done') });
  };
  return (
    <Panel aria-labelledby="profile-password">
      <PanelTitle id="profile-password">{t('profile_password_title')}</PanelTitle>
      <Note>{t('profile_password_text')}</Note>
      <ChangePasswordForm
        t={tf}
        onSubmit={submit}
        askOldPassword
        {...(settings.rules?.password ? { passwordRule: settings.rules.password } : {})}
        {...(error.message ? { serverError: error.message } : {})}
        fieldErrors={error.fields}
        pending={change.pending}
      />
    </Panel>
  );
}

/**
 * My account (the member centre's securityCenter, spec 2.7): the account at a glance (account,
 * nickname, balance, bindings, VIP), then what the member may change: the avatar, the password,
 * the mobile number and the e-mail (with a code sent to the new one), the withdraw password, and
 * the sessions. A trial account sees the glance and is told these need a real account.
 */
export function SecurityCentre() {
  useChunkTexts(memberHeaderEs);
  const { t, i18n } = useTranslation();
  const { member } = useSession();
  const profile = useProfile();
  const { flags } = useSiteSettings();
  if (!member) return null;
  const data = profile.data;

  return (
    <Stack>
      <Cards>
        <StatCard label={t('member_account')} value={member.account} icon="user" />
        <StatCard label={t('member_nickname')} value={member.nickname || '—'} icon="user" />
        <StatCard
          label={t('header_balance')}
          value={`${member.currencySymbol} ${formatAmount(member.balance, i18n.language)}`}
          icon="wallet"
        />
        <StatCard label={t('member_mobile')} value={member.mobileNum ?? '—'} icon="smartphone" />
        <StatCard label={t('member_email')} value={member.email ?? '—'} icon="mail" />
        {member.hasVip ? (
          <StatCard
            label={t('side_vip')}
            value={member.vipLabelName ?? String(member.vipRankLevel)}
            icon="star"
          />
        ) : null}
      </Cards>
      {profile.isLoading ? (
        <Skeleton shape="block" height={240} />
      ) : !data ? (
        <EmptyState
          icon={<Icon name="shield" />}
          title={t(profile.error?.messageKey ?? 'error_INTERNAL')}
          size="sm"
        />
      ) : (
        <>
          <AvatarSection
            name={member.nickname || member.account}
            icon={data.icon}
            avatars={data.avatars}
          />
          <PasswordSection />
          <BindForm kind="mobile" current={data.mobileNum} />
          <BindForm kind="email" current={data.email} />
          <Panel aria-labelledby="profile-withdraw">
            <PanelTitle id="profile-withdraw">{t('profile_withdraw_title')}</PanelTitle>
            <Note>
              {t(data.hasWithdrawPassword ? 'profile_withdraw_set' : 'profile_withdraw_none')}
            </Note>
            <PasswordForm
              change={data.hasWithdrawPassword}
              submitLabel={t(
                data.hasWithdrawPassword
                  ? 'profile_withdraw_change'
                  : 'withdraw_password_set_submit',
              )}
              onDone={() => void profile.mutate()}
            />
          </Panel>
          <SessionsSection />
          {/* The remembered networks, while the operator asks a code of a new one (LOGINIPVERF3). */}
          {flags.has('LOGINIPVERF3') ? <AddressesSection /> : null}
          <LinkedAccountsSection />
        </>
      )}
    </Stack>
  );
}
