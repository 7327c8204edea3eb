// The withdraw page: what it shows, in which order; each part lives in its own module.
import { EmptyState, Icon, Skeleton } from '@portal/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWithdrawInfo } from '../../api/cashier';
import { Stack } from '../shared/PageTitle';
import { Section, SectionTitle } from '../shared/cashier.styles';
import { PasswordForm } from './PasswordForm';
import { ReceivingAccounts } from './ReceivingAccounts';
import type { Created } from './types';
import { Disclosure, Lead } from './Withdraw.styles';
import { WithdrawHistory } from './WithdrawHistory';
import { WithdrawResult, WithdrawSection } from './WithdrawForm';

/**
 * Withdraw (the member centre's withdraw, spec 2.7, 5): the withdraw password first (set with the
 * login password, apart from it); then the member's receiving accounts, the withdrawal to one of
 * them with that password (the amount and the fee leave the wallet at once, held until the
 * operator pays it out or rejects it), and the member's withdrawals with their steps, asked again
 * while one is held.
 */
export function Withdraw() {
  const { t } = useTranslation();
  const info = useWithdrawInfo();
  const [created, setCreated] = useState<Created | null>(null);

  if (info.isLoading) return <Skeleton shape="block" height={240} />;
  if (!info.data)
    return (
      <EmptyState
        icon={<Icon name="warning" />}
        title={info.error ? t(info.error.messageKey) : t('error_INTERNAL')}
        size="sm"
      />
    );
  const data = info.data;
  if (!data.hasPassword)
    return (
      <Stack>
        <Section aria-labelledby="withdraw-password-title">
          <SectionTitle id="withdraw-password-title">
            {t('withdraw_password_set_title')}
          </SectionTitle>
          <Lead>{t('withdraw_password_set_text')}</Lead>
          <PasswordForm submitLabel={t('withdraw_password_set_submit')} />
        </Section>
      </Stack>
    );

  return (
    <Stack>
      <ReceivingAccounts info={data} />
      {created ? (
        <WithdrawResult
          withdrawal={created}
          symbol={data.currencySymbol}
          onAgain={() => setCreated(null)}
        />
      ) : (
        <WithdrawSection info={data} onDone={setCreated} />
      )}
      <WithdrawHistory symbol={data.currencySymbol} />
      <Disclosure>
        <summary>{t('withdraw_password_change_title')}</summary>
        <PasswordForm submitLabel={t('withdraw_password_change_submit')} change />
      </Disclosure>
    </Stack>
  );
}
