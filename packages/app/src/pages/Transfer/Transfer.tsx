// The transfers within an agent tree: the member centre's transferUpline, and the agent centre's
// transfer to a downline. What both ask first is here: the operator's FUNDTRANS3 switch, and a
// withdraw password, which proves that money may leave the account.
import { Button, EmptyState, Icon, Skeleton } from '@portal/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useWithdrawInfo } from '../../api/cashier';
import { useSiteSettings } from '../../session/useSiteSettings';
import { Lead, Section, SectionTitle } from '../shared/cashier.styles';
import { type Transfer as Done, TransferForm, TransferResult } from './TransferForm';

export interface TransferProps {
  /** To the member's upline, or from an agent to one of their downlines (named in the form). */
  to: 'upline' | 'downline';
}

export function Transfer({ to }: TransferProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Transfers to the upline and from an agent to a downline: the operator's module FUNDTRANS3.
  const fundTransfers = useSiteSettings().flags.has('FUNDTRANS3');
  const info = useWithdrawInfo();
  const [done, setDone] = useState<Done | null>(null);
  const titleId = `transfer-${to}-title`;

  if (!fundTransfers)
    return (
      <EmptyState
        icon={<Icon name="info" />}
        title={t('transfer_off_title')}
        description={t('transfer_off_text')}
      />
    );
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
  return (
    <Section aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{t(`transfer_${to}_title`)}</SectionTitle>
      {!data.hasPassword ? (
        <>
          <Lead>{t('transfer_password_first')}</Lead>
          <div>
            <Button onClick={() => void navigate('/member?page=withdraw')}>
              {t('transfer_password_set')}
            </Button>
          </div>
        </>
      ) : done ? (
        <TransferResult
          transfer={done}
          symbol={data.currencySymbol}
          onAgain={() => setDone(null)}
        />
      ) : (
        <>
          <Lead>{t(`transfer_${to}_lead`)}</Lead>
          <TransferForm info={data} toDownline={to === 'downline'} onDone={setDone} />
        </>
      )}
    </Section>
  );
}
