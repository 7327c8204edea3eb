import { EmptyState, Icon, Skeleton, StatCard } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { useVipInfo } from '../../api/points';
import { useRecordFormat } from '../shared/RecordTable';
import { Section, SectionTitle } from '../shared/cashier.styles';
import { Stack } from '../shared/PageTitle';
import { Cards, Fill, Level, Levels, Progress, Track } from './Vip.styles';

/**
 * The VIP page (the member centre's vip, shown to VIP members, spec 2.5 and 2.7): the member's
 * level and valid bets, the way to the next level, and each of the operator's levels with its
 * benefits.
 */
export function Vip() {
  const { t } = useTranslation();
  const { data, error, isLoading } = useVipInfo();
  const { money } = useRecordFormat();

  if (isLoading) return <Skeleton shape="block" height={200} />;
  if (error && !data)
    return <EmptyState icon={<Icon name="warning" />} title={t(error.messageKey)} size="sm" />;
  if (!data) return null;
  const current = data.levels.find((l) => l.level === data.level);
  const from = current?.validBets ?? 0;
  const to = data.next ? data.next.remaining + data.validBets : data.validBets;
  const share = data.next && to > from ? Math.min(1, (data.validBets - from) / (to - from)) : 1;
  const percent = Math.round(share * 100);

  return (
    <Stack>
      <Cards>
        <StatCard
          label={t('vip_level')}
          value={current?.name ?? (data.level > 0 ? `VIP ${data.level}` : t('vip_none'))}
          icon="star"
        />
        <StatCard label={t('vip_valid_bets')} value={money(data.validBets)} icon="chart" />
      </Cards>
      <Progress>
        <p id="vip-progress">
          {data.next
            ? t('vip_next', { name: data.next.name, amount: money(data.next.remaining) })
            : t('vip_top')}
        </p>
        <Track
          role="progressbar"
          aria-labelledby="vip-progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <Fill style={{ inlineSize: `${percent}%` }} />
        </Track>
      </Progress>
      <Section>
        <SectionTitle>{t('vip_levels')}</SectionTitle>
        {data.levels.length === 0 ? (
          <EmptyState icon={<Icon name="star" />} title={t('vip_levels_none')} size="sm" />
        ) : (
          <Levels>
            {data.levels.map((l) => (
              <Level key={l.level} aria-current={l.level === data.level ? 'true' : undefined}>
                <h3>
                  {l.name}
                  {l.level === data.level ? ` · ${t('vip_yours')}` : ''}
                </h3>
                <p>{t('vip_from', { amount: money(l.validBets) })}</p>
                {l.benefits.length ? (
                  <ul aria-label={t('vip_benefits', { name: l.name })}>
                    {l.benefits.map((b) => (
                      <li key={b}>{b}</li>
                    ))}
                  </ul>
                ) : null}
              </Level>
            ))}
          </Levels>
        )}
      </Section>
    </Stack>
  );
}
