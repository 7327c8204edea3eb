// The member's redeems (spec 3: points, amount, status, quantity, receiving address, time), newest
// first, by status if chosen (spec 4.11: In Process, Rejected, Approved).
import { REDEEM_STATUSES, type CallValue, type RedeemStatus } from '@portal/contract';
import { DataTable, EmptyState, Icon, Select } from '@portal/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePointRedeems } from '../../api/points';
import type { pointsCalls } from '../../api/pointsCallTable';
import { useRecordFormat } from '../shared/RecordTable';
import { Section } from '../shared/cashier.styles';
import { Toolbar } from './PointMall.styles';

type Row = CallValue<typeof pointsCalls.pointRedeemList>['list'][number];

export function RedeemHistory() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<RedeemStatus | ''>('');
  const [pageNo, setPageNo] = useState(1);
  const { data, error, isLoading } = usePointRedeems(pageNo, status || undefined);
  const { money, when } = useRecordFormat();

  return (
    <Section>
      <Toolbar>
        <Select
          aria-label={t('points_status_filter')}
          value={status || 'all'}
          onChange={(e) => {
            setPageNo(1);
            setStatus(e.target.value === 'all' ? '' : (e.target.value as RedeemStatus));
          }}
          options={[
            { value: 'all', label: t('points_status_all') },
            ...REDEEM_STATUSES.map((s) => ({ value: s, label: t(`points_status_${s}`) })),
          ]}
        />
      </Toolbar>
      {error && !data ? (
        <EmptyState icon={<Icon name="warning" />} title={t(error.messageKey)} size="sm" />
      ) : (
        <DataTable<Row>
          caption={t('points_history')}
          showCaption={false}
          loading={isLoading}
          loadingRows={3}
          rows={data?.list ?? []}
          rowKey={(row) => row.redeemId}
          empty={
            <EmptyState
              icon={<Icon name="gift" />}
              title={t('points_history_empty')}
              description={t('points_history_empty_text')}
              size="sm"
              titleAs="p"
            />
          }
          columns={[
            { key: 'time', header: t('points_col_time'), render: (r) => when(r.createdAt) },
            { key: 'reward', header: t('points_col_reward'), render: (r) => r.rewardName },
            {
              key: 'points',
              header: t('points_col_points'),
              align: 'end',
              render: (r) => r.points,
            },
            {
              key: 'amount',
              header: t('points_col_amount'),
              align: 'end',
              render: (r) => money(r.amount),
            },
            {
              key: 'quantity',
              header: t('points_col_quantity'),
              align: 'end',
              render: (r) => r.quantity,
            },
            {
              key: 'status',
              header: t('points_col_status'),
              render: (r) =>
                r.reason
                  ? `${t(`points_status_${r.status}`)}: ${r.reason}`
                  : t(`points_status_${r.status}`),
            },
            { key: 'address', header: t('points_col_address'), render: (r) => r.address ?? '—' },
          ]}
          {...(data && data.totalPages > 1
            ? {
                pagination: {
                  page: pageNo,
                  pageCount: data.totalPages,
                  onPageChange: setPageNo,
                  label: t('points_pages'),
                },
              }
            : {})}
        />
      )}
    </Section>
  );
}
