import type { WhitelabelFlag } from '@portal/contract';
import { CentreLayout, MenuList } from '@portal/ui';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useSession } from '../../session/SessionProvider';
import { useLazyTexts } from '../../i18n/useFormText';
import { useUnreadMessages } from '../../api/messages';
import { useAvailablePromo } from '../../api/promos';
import { useMissionSummary } from '../../api/missions';
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
import { MissionLeaderboard } from '../MissionLeaderboard';
import { Vip } from '../Vip';
import { SecurityCentre } from '../SecurityCentre';
import { ResponsiblePlay } from '../ResponsiblePlay';
import { useResponsibleState } from '../../api/responsible';
import { useSiteSettings } from '../../session/useSiteSettings';

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
  ['vip', 'star'],
  ['responsiblePlay', 'clock'],
] as const;

type PageKey = (typeof PAGES)[number][0];

/** The pages of a white-label module, left out while the operator has it off. */
const PAGE_FLAGS: Partial<Record<PageKey, WhitelabelFlag>> = {
  manualRebate: 'COMM3',
  messageV2: 'INBOX3',
  rewardCenter: 'REWCEN3',
};

/** The member's transfer to its upline (transferUpline): the transfer page's upline side. */
function TransferUpline() {
  return <Transfer to="upline" />;
}

/**
 * What each page shows: every page of the menu is served (the compiler holds the table to the
 * menu), so the centre has no placeholder to fall back on.
 */
const PAGE_COMPONENTS: Record<PageKey, ComponentType> = {
  securityCenter: SecurityCentre,
  transferFund: TransferFund,
  depositv2: Deposit,
  withdraw: Withdraw,
  transferUpline: TransferUpline,
  personalHistoryCopy: BettingRecord,
  transactionHistory: AccountRecord,
  personalProfit: PersonalProfit,
  bonusDetails: BonusDetails,
  rewardCenter: RewardCentre,
  referral: Referral,
  missionLeaderboard: MissionLeaderboard,
  messageV2: MemberMessages,
  manualRebate: ManualRebate,
  vip: Vip,
  responsiblePlay: ResponsiblePlay,
};

/**
 * The member centre (spec 2.7): the page menu, with red counts on the messages and the reward
 * centre, and the page chosen: the account overview (securityCenter), the wallets and the moves
 * between them (transferFund), the messages (messageV2), the reward centre's claimable promotions
 * (rewardCenter), the betting record (personalHistoryCopy), the account record
 * (transactionHistory), the deposit (depositv2), the withdrawal (withdraw), the transfer to the
 * upline (transferUpline), the profit and loss (personalProfit), the bonuses (bonusDetails), the
 * rebate (manualRebate), invite friends (referral), and the missions, their leaderboard and the
 * raffles (missionLeaderboard, with a red count of the missions to claim), and responsible play's limits,
 * time-outs and history (responsiblePlay, while the operator offers it).
 */
export function MemberCentre() {
  const { t } = useTranslation();
  useLazyTexts();
  const [params, setParams] = useSearchParams();
  const { member } = useSession();
  const { flags } = useSiteSettings();
  const unread = useUnreadMessages(flags.has('INBOX3')).data?.unreadMessage ?? 0;
  const promos = useAvailablePromo().data?.availablePromoCount ?? 0;
  // With the member centre (a chunk of its own), never on the first paint.
  const missions = useMissionSummary().data?.claimableCount ?? 0;
  // Responsible play is offered while the operator's switch is on (its state says so).
  const responsible = useResponsibleState().data?.enabled ?? false;
  const counts: Partial<Record<string, [number, string]>> = {
    messageV2: [unread, 'member_count_messages'],
    rewardCenter: [promos, 'member_count_rewards'],
    missionLeaderboard: [missions, 'mission_count'],
  };
  // A page of a white-label module (PAGE_FLAGS) is offered while the module is on: off, its
  // address opens the default page.
  const offered = (key: PageKey) => !PAGE_FLAGS[key] || flags.has(PAGE_FLAGS[key]);
  const page: PageKey =
    PAGES.find(([key]) => key === params.get('page') && offered(key))?.[0] ?? 'securityCenter';
  const Page = PAGE_COMPONENTS[page];

  return (
    <CentreLayout
      menuLabel={t('member_menu')}
      title={t(`member_page_${page}`)}
      menu={
        <MenuList
          // The VIP page is in the menu of VIP members only (spec 2.5), responsible play while the
          // operator offers it; their addresses open them for all (the page says why it is empty).
          items={PAGES.filter(
            ([key]) =>
              (key !== 'vip' || member?.hasVip) &&
              (key !== 'responsiblePlay' || responsible) &&
              offered(key),
          ).map(([key, icon]) => {
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
      <Page />
    </CentreLayout>
  );
}
