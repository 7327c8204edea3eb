import type { CallValue } from '@portal/contract';
import { Button, DataTable, EmptyState, Icon, Skeleton, StatCard } from '@portal/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/ApiError';
import type { promosCalls as calls } from '../../api/promosCallTable';
import { useClaimRebate } from '../../api/promosWrites';
import { useRebate } from '../../api/rebate';
import { Stack } from '../shared/PageTitle';
import { useRecordFormat } from '../shared/RecordTable';
import { Note, Owed } from './ManualRebate.styles';

type Line = CallValue<typeof calls.rebateInfo>['lines'][number];

/**
 * The rebate (the member centre's manualRebate, spec 2.7): what a claim pays now, by game type,
 * from the valid bets of the operator's window not claimed yet, at the operator's rates; the
 * claim, paid once by the server through the ledger; and the last claim.
 */
export function ManualRebate() {
  const { t, i18n } = useTranslation();
  const { data, error, isLoading } = useRebate();
  const { trigger: claimRebate, pending } = useClaimRebate();
  const { money, when } = useRecordFormat();
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  const percent = (rate: number) =>
    new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 2 }).format(
      rate / 100,
    );
  const typeName = (gameType: string) => t(`category_${gameType}`, { defaultValue: gameType });

  const claim = async () => {
    setSaid(null);
    try {
      const answer = await claimRebate({ body: {} });
      setSaid({ ok: true, text: t('rebate_claimed', { amount: money(answer.amount) }) });
    } catch (e) {
      setSaid({ ok: false, text: t(isApiError(e) ? e.messageKey : 'error_INTERNAL') });
    }
  };

  if (isLoading) return <Skeleton shape="block" height={200} />;
  if (error && !data)
    return <EmptyState icon={<Icon name="warning" />} title={t(error.messageKey)} size="sm" />;
  if (!data) return null;
  if (data.rates.length === 0)
    return (
      <EmptyState
        icon={<Icon name="refresh" />}
        title={t('rebate_none_offered')}
        description={t('rebate_none_offered_text')}
      />
    );

  return (
    <Stack>
      <Owed>
        <StatCard label={t('rebate_owed')} value={money(data.owed)} icon="refresh" />
        <Button onClick={() => void claim()} disabled={data.owed <= 0 || pending}>
          {t('rebate_claim')}
        </Button>
      </Owed>
      <p role="status" data-ok={said?.ok}>
        {said?.text}
      </p>
      <Note>
        {t('rebate_window', { date: when(data.since) })}{' '}
        {t('rebate_rates', {
          rates: data.rates.map((r) => `${typeName(r.gameType)} ${percent(r.rate)}`).join(', '),
        })}
      </Note>
      <DataTable<Line>
        caption={t('rebate_lines')}
        rows={data.lines}
        rowKey={(row) => row.gameType}
        empty={
          <EmptyState
            icon={<Icon name="refresh" />}
            title={t('rebate_no_bets')}
            description={t('rebate_no_bets_text')}
            size="sm"
            titleAs="p"
          />
        }
        columns={[
          {
            key: 'gameType',
            header: t('profit_col_type'),
            render: (row) => typeName(row.gameType),
          },
          {
            key: 'validBets',
            header: t('rebate_col_valid'),
            align: 'end',
            render: (row) => money(row.validBets),
          },
          {
            key: 'rate',
            header: t('rebate_col_rate'),
            align: 'end',
            render: (row) => percent(row.rate),
          },
          {
            key: 'amount',
            header: t('records_col_amount'),
            align: 'end',
            render: (row) => money(row.amount),
          },
        ]}
      />
      {data.lastClaim ? (
        <Note>
          {t('rebate_last', {
            amount: money(data.lastClaim.amount),
            date: when(data.lastClaim.claimedAt),
          })}
        </Note>
      ) : null}
    </Stack>
  );
}
