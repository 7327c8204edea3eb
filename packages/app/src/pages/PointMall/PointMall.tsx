import { EmptyState, Icon, Skeleton, StatCard, Tabs } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { usePointBalance } from '../../api/points';
import { useLazyTexts } from '../../i18n/useFormText';
import { useSiteSettings } from '../../session/useSiteSettings';
import { PageTitle, Stack } from '../shared/PageTitle';
import { ConvertForm } from './ConvertForm';
import { Cards } from './PointMall.styles';
import { PointLines } from './PointLines';
import { RedeemHistory } from './RedeemHistory';
import { RewardCatalogue } from './RewardCatalogue';

const TABS = ['mall', 'history', 'details', 'convert'] as const;

/**
 * The points mall (spec 1, 2.1 /pointMall, 3 "Points and redeem"): the member's points, the
 * operator's catalogue and its redeem (with the password), the redeem history, the points details
 * and the conversion into cash. It is the white-label module PTSYS3: without it the page says the
 * mall is not offered (and the side menu has no entry for it).
 */
export function PointMall() {
  const { t, i18n } = useTranslation();
  useLazyTexts();
  const { info, flags } = useSiteSettings();
  const offered = flags.has('PTSYS3');
  const balance = usePointBalance(offered);
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((x) => x === params.get('tab')) ?? 'mall';
  const count = (n: number | undefined) =>
    n === undefined ? '—' : new Intl.NumberFormat(i18n.language).format(n);
  const closed = (info && !offered) || balance.error?.code === 'FEATURE_DISABLED';

  return (
    <Stack>
      <PageTitle>{t('point_mall_title')}</PageTitle>
      {!info ? (
        <Skeleton shape="block" height={200} />
      ) : closed ? (
        <EmptyState
          icon={<Icon name="gift" />}
          title={t('points_not_offered')}
          description={t('points_not_offered_text')}
        />
      ) : (
        <>
          <Cards>
            <StatCard label={t('points_balance')} value={count(balance.data?.points)} icon="star" />
            <StatCard label={t('points_earned')} value={count(balance.data?.earned)} icon="chart" />
            <StatCard label={t('points_spent')} value={count(balance.data?.spent)} icon="gift" />
          </Cards>
          <Tabs
            label={t('points_sections')}
            value={tab}
            onValueChange={(value) => setParams(value === 'mall' ? {} : { tab: value })}
            items={[
              {
                value: 'mall',
                label: t('points_tab_mall'),
                content: <RewardCatalogue points={balance.data?.points} />,
              },
              { value: 'history', label: t('points_tab_history'), content: <RedeemHistory /> },
              { value: 'details', label: t('points_tab_details'), content: <PointLines /> },
              {
                value: 'convert',
                label: t('points_tab_convert'),
                content: <ConvertForm points={balance.data?.points} />,
              },
            ]}
          />
        </>
      )}
    </Stack>
  );
}
