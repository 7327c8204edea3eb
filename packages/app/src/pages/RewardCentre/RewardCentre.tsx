import type { CallValue } from '@portal/contract';
import {
  Button,
  EmptyState,
  Icon,
  PromoClaimCard,
  Skeleton,
  formatAmount,
  useToast,
} from '@portal/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '../../api/ApiError';
import type { calls } from '../../api/callTable';
import { useBalance } from '../../api/wallet';
import { useAvailablePromo } from '../../api/promos';
import { useClaimPromo } from '../../api/promosWrites';
import { RedEnvelopeTeaser } from '../RedEnvelope/RedEnvelopeTeaser';
import { Cards } from './RewardCentre.styles';

type Promo = CallValue<typeof calls.availablePromo>['promos'][number];

/**
 * The reward centre (the member centre's rewardCenter, spec 2.7): the promotions this member may
 * claim now, each with what a claim credits. A claim is paid once by the server (through the
 * ledger); the card then says so, and the balance and the header's unclaimed count follow. A red
 * envelope campaign running shows above them, with the way to its page.
 */
export function RewardCentre() {
  return (
    <>
      <RedEnvelopeTeaser />
      <RewardList />
    </>
  );
}

/** The claimable promotions' cards, or why there are none. */
function RewardList() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const { trigger: claimPromo } = useClaimPromo();
  const { data, error, isLoading } = useAvailablePromo();
  const { currencySymbol = '' } = useBalance();
  const [claiming, setClaiming] = useState<number | null>(null);
  // Claimed here: kept on the page, marked, after the server's list no longer has them.
  const [claimed, setClaimed] = useState<Promo[]>([]);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const money = (amount: number) =>
    `${currencySymbol} ${formatAmount(amount, i18n.language)}`.trim();

  const claim = async (promo: Promo) => {
    if (claiming !== null) return;
    setClaiming(promo.promotionId);
    try {
      const answer = await claimPromo({ body: { promotionId: promo.promotionId } });
      setClaimed((list) => [...list, promo]);
      toast.show({
        variant: 'success',
        title: t('rewards_claimed_toast', { amount: money(answer.amount) }),
      });
    } catch (e) {
      toast.show({ variant: 'danger', title: t(isApiError(e) ? e.messageKey : 'error_INTERNAL') });
    } finally {
      setClaiming(null);
    }
  };

  if (isLoading) return <Skeleton shape="block" height={200} />;
  if (error && !data)
    return <EmptyState icon={<Icon name="warning" />} title={t(error.messageKey)} size="sm" />;

  const claimedIds = new Set(claimed.map((p) => p.promotionId));
  const shown = [...claimed, ...(data?.promos ?? []).filter((p) => !claimedIds.has(p.promotionId))];
  if (shown.length === 0)
    return (
      <EmptyState
        icon={<Icon name="gift" />}
        title={t('rewards_empty')}
        description={t('rewards_empty_text')}
        action={
          <Button variant="secondary" onClick={() => void navigate('/promotions')}>
            {t('rewards_see_promotions')}
          </Button>
        }
      />
    );

  return (
    <Cards>
      {shown.map((promo) => (
        <PromoClaimCard
          key={promo.promotionId}
          headingLevel={2}
          title={promo.title}
          kind={t(`promotions_type_${promo.promoType}`)}
          amount={money(promo.claimAmount)}
          ends={
            promo.endsAt
              ? t('rewards_until', { date: date.format(new Date(promo.endsAt)) })
              : t('rewards_no_end')
          }
          state={
            claimedIds.has(promo.promotionId)
              ? 'claimed'
              : claiming === promo.promotionId
                ? 'claiming'
                : 'available'
          }
          claimLabel={t('rewards_claim')}
          claimedLabel={t('rewards_claimed')}
          onClaim={() => void claim(promo)}
        />
      ))}
    </Cards>
  );
}
