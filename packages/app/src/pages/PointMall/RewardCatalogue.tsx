// The catalogue: each reward with its points, worth, stock and requirement; choosing one opens
// its redeem form under the list, and what the redeem answered is said there.
import type { CallValue } from '@portal/contract';
import { Button, EmptyState, Icon, Skeleton } from '@portal/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePointRewards } from '../../api/points';
import type { pointsCalls } from '../../api/pointsCallTable';
import { useRecordFormat } from '../shared/RecordTable';
import { Section, SectionTitle } from '../shared/cashier.styles';
import { Facts, Grid, Reward, Said } from './PointMall.styles';
import { RedeemForm } from './RedeemForm';

type RewardRow = CallValue<typeof pointsCalls.pointRewards>['rewards'][number];

export function RewardCatalogue({ points }: { points: number | undefined }) {
  const { t, i18n } = useTranslation();
  const { data, error, isLoading } = usePointRewards();
  const { money } = useRecordFormat();
  const [chosen, setChosen] = useState<RewardRow | null>(null);
  const [said, setSaid] = useState('');
  const count = (n: number) => new Intl.NumberFormat(i18n.language).format(n);

  if (isLoading) return <Skeleton shape="block" height={200} />;
  if (error && !data)
    return <EmptyState icon={<Icon name="warning" />} title={t(error.messageKey)} size="sm" />;
  if (!data?.rewards.length)
    return (
      <EmptyState
        icon={<Icon name="gift" />}
        title={t('points_catalogue_empty')}
        description={t('points_catalogue_empty_text')}
        size="sm"
      />
    );

  return (
    <Section>
      <Said role="status" data-ok="true">
        {said}
      </Said>
      <Grid aria-label={t('points_catalogue')}>
        {data.rewards.map((r) => {
          const short = points !== undefined && points < r.points;
          return (
            <Reward key={r.rewardId}>
              <h2>{r.name}</h2>
              <div>
                {r.description ? <p>{r.description}</p> : null}
                <Facts>
                  <dt>{t('points_cost')}</dt>
                  <dd>{count(r.points)}</dd>
                  <dt>{t('points_worth')}</dt>
                  <dd>{money(r.amount)}</dd>
                  <dt>{t('points_stock')}</dt>
                  <dd>{count(r.stock)}</dd>
                  {r.amountRequired > 0 ? (
                    <>
                      <dt>{t('points_requires')}</dt>
                      <dd>{money(r.amountRequired)}</dd>
                    </>
                  ) : null}
                  <dt>{t('points_kind')}</dt>
                  <dd>{t(`points_kind_${r.kind}`)}</dd>
                </Facts>
              </div>
              <Button
                onClick={() => {
                  setSaid('');
                  setChosen(r);
                }}
                disabled={r.stock === 0 || short}
                aria-label={t('points_redeem_named', { name: r.name })}
              >
                {r.stock === 0
                  ? t('points_out_of_stock')
                  : short
                    ? t('points_not_enough')
                    : t('points_redeem')}
              </Button>
            </Reward>
          );
        })}
      </Grid>
      {chosen ? (
        <Section>
          <SectionTitle>{t('points_redeem_title', { name: chosen.name })}</SectionTitle>
          <RedeemForm
            key={chosen.rewardId}
            reward={chosen}
            onCancel={() => setChosen(null)}
            onRedeemed={(answer) => {
              setChosen(null);
              setSaid(
                t('points_redeemed', {
                  name: answer.redeem.rewardName,
                  points: count(answer.points),
                }),
              );
            }}
          />
        </Section>
      ) : null}
    </Section>
  );
}
