import { HISTORY_KINDS, historyCsv, type CallValue } from '@portal/contract';
import { Button, DataTable, EmptyState, Icon, Select } from '@portal/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { allHistory, useResponsibleHistory } from '../../api/responsible';
import type { responsibleCalls } from '../../api/responsibleCallTable';
import { Actions, Money } from '../shared/cashier.styles';
import { useRecordFormat } from '../shared/RecordTable';
import { Note, Panel, PanelTitle } from '../SecurityCentre/SecurityCentre.styles';
import { Failure } from './formParts';

type Line = CallValue<typeof responsibleCalls.responsibleHistory>['list'][number];
type Kind = (typeof HISTORY_KINDS)[number];

const PAGE_SIZE = 20;

/** Saves `text` as a file: a Blob behind a link, clicked and let go. */
function download(text: string, name: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The last 12 months of bets, deposits, withdrawals and limit changes (RTS 1B), newest first, of
 * one kind or all, and the same as a CSV file (historyCsv: formulas defused).
 */
export function HistorySection() {
  const { t } = useTranslation();
  const { money, when } = useRecordFormat();
  const [kind, setKind] = useState<Kind | ''>('');
  const [pageNo, setPageNo] = useState(1);
  const [csvError, setCsvError] = useState<unknown>(undefined);
  const [saving, setSaving] = useState(false);
  const filterId = useId();
  const query = { ...(kind ? { kind } : {}), pageNo, pageSize: PAGE_SIZE };
  const { data, error, isLoading } = useResponsibleHistory(query);

  const saveCsv = async () => {
    setSaving(true);
    setCsvError(undefined);
    try {
      const lines = await allHistory(kind || undefined);
      download(historyCsv(lines), `history${kind ? `-${kind}` : ''}.csv`);
    } catch (e) {
      setCsvError(e);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Panel aria-labelledby="responsible-history-title" id="responsible-history" tabIndex={-1}>
      <PanelTitle id="responsible-history-title">{t('rg_history_title')}</PanelTitle>
      <Note>{t('rg_history_text')}</Note>
      <Actions>
        <label htmlFor={filterId}>{t('rg_history_kind')}</label>
        <Select
          id={filterId}
          value={kind}
          options={[
            { value: '', label: t('rg_history_all') },
            ...HISTORY_KINDS.map((k) => ({ value: k, label: t(`rg_history_${k}`) })),
          ]}
          onChange={(e) => {
            setKind(e.target.value as Kind | '');
            setPageNo(1);
          }}
        />
        <Button variant="secondary" loading={saving} onClick={() => void saveCsv()}>
          {t('rg_history_csv')}
        </Button>
      </Actions>
      <Failure error={csvError} />
      <DataTable<Line>
        caption={t('rg_history_caption')}
        showCaption={false}
        rows={data?.list ?? []}
        loading={isLoading}
        rowKey={(row) => `${row.kind}-${row.time}-${row.detail}-${row.amount}`}
        empty={
          <EmptyState
            icon={<Icon name={error ? 'warning' : 'list'} />}
            title={error ? t(error.messageKey) : t('rg_history_none')}
            size="sm"
            titleAs="p"
          />
        }
        columns={[
          { key: 'time', header: t('rg_history_time'), render: (r) => when(r.time) },
          { key: 'kind', header: t('rg_history_kind'), render: (r) => t(`rg_history_${r.kind}`) },
          { key: 'detail', header: t('rg_history_detail'), render: (r) => r.detail },
          {
            key: 'amount',
            header: t('rg_history_amount'),
            align: 'end',
            render: (r) => <Money>{money(r.amount)}</Money>,
          },
          { key: 'status', header: t('rg_history_status'), render: (r) => r.status },
        ]}
        {...(data && data.totalPages > 1
          ? {
              pagination: {
                page: pageNo,
                pageCount: data.totalPages,
                onPageChange: setPageNo,
                label: t('records_pages'),
              },
            }
          : {})}
      />
    </Panel>
  );
}
