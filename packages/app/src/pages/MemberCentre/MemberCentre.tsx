import { CentreLayout, EmptyState, Icon, MenuList, StatCard, formatAmount } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useSession } from '../../session/SessionProvider';
import { Cards } from './MemberCentre.styles';
import { useLazyTexts } from '../../i18n/useFormText';
import { useUnreadMessages } from '../../api/messages';
import { useAvailablePromo } from '../../api/promos';
import { MemberMessages } from '../MemberMessages';
import { RewardCentre } from '../RewardCentre';
import { BettingRecord } from '../BettingRecord';
import { AccountRecord } from '../AccountRecord';
import { Deposit } from '../Deposit';
import { Withdraw } from '../Withdraw';
import { Transfer } from '../Transfer';
import { TransferFund } from '../TransferFund';
import { PersonalProfit } from '../PersonalProfit';
import { BonusDetails } from '../BonusDetails';
import { ManualRebate } from '../ManualRebate';
import { Referral } from '../Referral';

/** The member centre's pages (spec 2.7), securityCenter first and by default. */
const PAGES = [
  ['securityCenter', 'shield'],
  ['transferFund', 'wallet'],
  ['depositv2', 'wallet'],
  ['withdraw', 'download'],
  ['transferUpline', 'send'],
  ['personalHistoryCopy', 'list'],
  ['transactionHistory', 'chart'],
  ['personalProfit', 'chart'],
  ['bonusDetails', 'gift'],
  ['rewardCenter', 'trophy'],
  ['referral', 'users'],
  ['missionLeaderboard', 'trophy'],
  ['messageV2', 'mail'],
  ['manualRebate', 'refresh'],
] as const;

/**
 * The member centre (spec 2.7): the page menu, with red counts on the messages and the reward
 * centre, and the page chosen: the account overview (securityCenter), the wallets and the moves
 * between them (transferFund), the messages (messageV2), the reward centre's claimable promotions
 * (rewardCenter), the betting record (personalHistoryCopy), the account record
 * (transactionHistory), the deposit (depositv2), the withdrawal (withdraw), the transfer to the
 * upline (transferUpline), the profit and loss (personalProfit), the bonuses (bonusDetails), the
 * rebate (manualRebate) and invite friends (referral). The missions (missionLeaderboard) belong to
 * the loyalty area and show their empty state here until it is served.
 */
export function MemberCentre() {
  const { t, i18n } = useTranslation();
  useLazyTexts();
  const [params, setParams] = useSearchParams();
  const { member } = useSession();
  const unread = useUnreadMessages().data?.unreadMessage ?? 0;
  const promos = useAvailablePromo().data?.availablePromoCount ?? 0;
  const counts: Partial<Record<string, [number, string]>> = {
    messageV2: [unread, 'member_count_messages'],
    rewardCenter: [promos, 'member_count_rewards'],
  };
  const page = PAGES.some(([key]) => key === params.get('page'))
    ? params.get('page')!
    : 'securityCenter';

  return (
    <CentreLayout
      menuLabel={t('member_menu')}
      title={t(`member_page_${page}`)}
      menu={
        <MenuList
          items={PAGES.map(([key, icon]) => {
            const [count, countKey] = counts[key] ?? [0, ''];
            return {
              key,
              label: t(`member_page_${key}`),
              icon,
              count,
              countLabel: (n: number) => t(countKey, { count: n }),
            };
          })}
          selected={page}
          onSelect={(key) => setParams({ page: key })}
        />
      }
    >
      {page === 'transferFund' ? (
        <TransferFund />
      ) : page === 'messageV2' ? (
        <MemberMessages />
      ) : page === 'rewardCenter' ? (
        <RewardCentre />
      ) : page === 'personalHistoryCopy' ? (
        <BettingRecord />
      ) : page === 'transactionHistory' ? (
        <AccountRecord />
      ) : page === 'depositv2' ? (
        <Deposit />
      ) : page === 'withdraw' ? (
        <Withdraw />
      ) : page === 'transferUpline' ? (
        <Transfer to="upline" />
      ) : page === 'personalProfit' ? (
        <PersonalProfit />
      ) : page === 'bonusDetails' ? (
        <BonusDetails />
      ) : page === 'manualRebate' ? (
        <ManualRebate />
      ) : page === 'referral' ? (
        <Referral />
      ) : page === 'securityCenter' && member ? (
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
      ) : (
        <EmptyState
          icon={<Icon name="info" />}
          title={t('area_not_available')}
          description={t('area_not_available_text')}
        />
      )}
    </CentreLayout>
  );
}
