// The member's points details (GCS_memberPointTransactionDetails): each line earned, spent on a
// redeem, given back or converted, with the balance after it, newest first.
import type { CallValue } from '@portal/contract';
import { DataTable, EmptyState, Icon } from '@portal/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePointDetails } from '../../api/points';
import type { pointsCalls } from '../../api/pointsCallTable';
import { useRecordFormat } from '../shared/RecordTable';
import { Section } from '../shared/cashier.styles';

type Line = CallValue<typeof pointsCalls.pointDetails>['list'][number];

export function PointLines() {
  const { t, i18n } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const { data, error, isLoading } = usePointDetails(pageNo);
  const { money, when } = useRecordFormat();
  const signed = new Intl.NumberFormat(i18n.language, { signDisplay: 'exceptZero' });
  const about = (l: Line) =>
    l.kind === 'earn' && l.validBets !== null
      ? t('points_line_earn', { amount: money(l.validBets) })
      : l.kind === 'convert' && l.amount !== null
        ? t('points_line_convert', { amount: money(l.amount) })
        : (l.rewardName ?? '—');

  if (error && !data)
    return <EmptyState icon={<Icon name="warning" />} title={t(error.messageKey)} size="sm" />;
  return (
    <Section>
      <DataTable<Line>
        caption={t('points_details')}
        showCaption={false}
        loading={isLoading}
        loadingRows={3}
        rows={data?.list ?? []}
        rowKey={(l) => l.lineId}
        empty={
          <EmptyState
            icon={<Icon name="list" />}
            title={t('points_details_empty')}
            description={t('points_details_empty_text')}
            size="sm"
            titleAs="p"
          />
        }
        columns={[
          { key: 'time', header: t('points_col_time'), render: (l) => when(l.time) },
          {
            key: 'kind',
            header: t('points_col_kind'),
            render: (l) => t(`points_line_${l.kind}_kind`),
          },
          { key: 'about', header: t('points_col_about'), render: about },
          {
            key: 'points',
            header: t('points_col_points'),
            align: 'end',
            render: (l) => signed.format(l.points),
          },
          {
            key: 'balance',
            header: t('points_col_balance'),
            align: 'end',
            render: (l) => l.balance,
          },
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
    </Section>
  );
}
