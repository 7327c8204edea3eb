// The deposit and withdraw pages list the member's operations the same way: this is that table's
// skeleton (its section and title, the failure, the placeholder rows, the empty state, the
// pages), the pages giving only their columns and words.
import { DataTable, EmptyState, Icon, type DataColumn, type IconName } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/ApiError';
import { Section, SectionTitle } from './cashier.styles';

interface HistoryPage<Row> {
  list: Row[];
  totalPages: number;
}

/**
 * A page of the member's deposits or withdrawals: the failure's words when it failed, three
 * placeholder rows while it comes, the empty state when there are none, and the pages under the
 * table when there are several.
 */
export function CashierHistory<Row extends { reference: string }>({
  title,
  columns,
  result: { data, error, isLoading },
  pageNo,
  onPageChange,
  empty,
  pagesLabel,
}: {
  /** The section's heading and the table's (hidden) caption. */
  title: string;
  columns: readonly DataColumn<Row>[];
  result: { data?: HistoryPage<Row> | undefined; error?: ApiError | undefined; isLoading: boolean };
  pageNo: number;
  onPageChange: (page: number) => void;
  empty: { icon: IconName; title: string; description: string };
  pagesLabel: string;
}) {
  const { t } = useTranslation();
  return (
    <Section>
      <SectionTitle>{title}</SectionTitle>
      {error && !data ? (
        <EmptyState icon={<Icon name="warning" />} title={t(error.messageKey)} size="sm" />
      ) : (
        <DataTable<Row>
          caption={title}
          showCaption={false}
          loading={isLoading}
          loadingRows={3}
          rows={data?.list ?? []}
          rowKey={(row) => row.reference}
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
                  label: pagesLabel,
                },
              }
            : {})}
        />
      )}
    </Section>
  );
}
