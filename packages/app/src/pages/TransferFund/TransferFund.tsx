// The member centre's wallet page (spec 2.7 transferFund): with transfer wallets, the member's
// wallets and the move of money between the main one and a game vendor's; with a single wallet,
// why there is nothing to transfer.
import { EmptyState, Icon, Skeleton, StatCard } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { useMerchantWallet } from '../../api/walletTransfers';
import { useSession } from '../../session/SessionProvider';
import { Stack } from '../shared/PageTitle';
import { Section, SectionTitle } from '../shared/cashier.styles';
import { useMoney } from '../shared/cashierFormat';
import { TransferFundForm, useWalletName } from './TransferFundForm';
import { Lead, WalletCards } from './TransferFund.styles';

/**
 * Transfer fund: the balance of each wallet (the main one first, as GCS_merchantWallet lists
 * them), and a form to move an amount from the main wallet to a vendor's or back. The wallets, the header's balance and the account
 * record are asked again after each move.
 */
export function TransferFund() {
  const { t } = useTranslation();
  const { member } = useSession();
  const money = useMoney(member?.currencySymbol ?? '');
  const name = useWalletName();
  const merchant = useMerchantWallet();

  if (merchant.isLoading) return <Skeleton shape="block" height={240} />;
  if (!merchant.data)
    return (
      <EmptyState
        icon={<Icon name="warning" />}
        title={merchant.error ? t(merchant.error.messageKey) : t('error_INTERNAL')}
        size="sm"
      />
    );
  const { isSingle, wallets } = merchant.data;
  if (isSingle)
    return (
      <EmptyState
        icon={<Icon name="wallet" />}
        title={t('wallets_single_title')}
        description={t('wallets_single_text')}
      />
    );
  // Money needs a real account (spec 6): a trial one sees why, not a form the server refuses.
  if (member?.isTrial)
    return <EmptyState icon={<Icon name="info" />} title={t('error_TRIAL_FORBIDDEN')} />;

  return (
    <Stack>
      <Section aria-labelledby="wallets-title">
        <SectionTitle id="wallets-title">{t('wallets_title')}</SectionTitle>
        <Lead>{t('wallets_lead')}</Lead>
        <WalletCards>
          {wallets.map((wallet, i) => (
            <li key={wallet.code}>
              <StatCard
                label={name(wallet.code)}
                value={money(wallet.balance)}
                icon={i === 0 ? 'wallet' : 'gamepad'}
              />
            </li>
          ))}
        </WalletCards>
      </Section>
      <TransferFundForm wallets={wallets} money={money} />
    </Stack>
  );
}
