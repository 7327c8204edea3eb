import { RECORD_MAX_DAYS } from '@portal/contract';
import {
  DataTable,
  EmptyState,
  Icon,
  formatAmount,
  type DataColumn,
  type IconName,
} from '@portal/ui';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/ApiError';
import { useBalance } from '../../api/wallet';

/** How the records pages write an amount (with the currency) and a time, in the player's language. */
export function useRecordFormat() {
  const { i18n } = useTranslation();
  const { currencySymbol = '' } = useBalance();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  return {
    money: (n: number) => `${currencySymbol} ${formatAmount(n, i18n.language)}`.trim(),
    when: (iso: string) => when.format(new Date(iso)),
  };
}

/** What a records page says when its call failed: a range too long has its own words. */
export function recordErrorText(error: ApiError, t: TFunction) {
  return error.code === 'VALIDATION' && 'from' in error.fields
    ? t('records_range_long', { days: RECORD_MAX_DAYS })
    : t(error.messageKey);
}

interface RecordPage<Row> {
  records: Row[];
  totalPages: number;
}

/**
 * A page of records in a table (the betting and account records): placeholder rows while the
 * page comes, the empty state when the days hold nothing, the failure's words when it failed,
 * and the pages under the table when there are several.
 */
export function RecordTable<Row extends { id: number }>({
  caption,
  columns,
  result: { data, error, isLoading },
  pageNo,
  onPageChange,
  empty,
}: {
  caption: string;
  columns: readonly DataColumn<Row>[];
  result: { data?: RecordPage<Row> | undefined; error?: ApiError | undefined; isLoading: boolean };
  pageNo: number;
  onPageChange: (page: number) => void;
  empty: { icon: IconName; title: string; description: string };
}) {
  const { t } = useTranslation();
  if (error && !data)
    return (
      <EmptyState icon={<Icon name="warning" />} title={recordErrorText(error, t)} size="sm" />
    );
  return (
    <DataTable<Row>
      caption={caption}
      showCaption={false}
      loading={isLoading}
      rows={data?.records ?? []}
      rowKey={(row) => row.id}
      columns={columns}
      empty={
        <EmptyState
          icon={<Icon name={empty.icon} />}
          title={empty.title}
          description={empty.description}
          size="sm"
          titleAs="p"
        />
      }
      {...(data && data.totalPages > 1
        ? {
            pagination: {
              page: pageNo,
              pageCount: data.totalPages,
              onPageChange,
              label: t('records_pages'),
            },
          }
        : {})}
    />
  );
}
