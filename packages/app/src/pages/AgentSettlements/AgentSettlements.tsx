import type { CallValue, ContractKind } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import type { agentCalls } from '../../api/agentCallTable';
import { useSettlements } from '../../api/agentContracts';
import { Amount } from '../BettingRecord/BettingRecord.styles';
import { useContractFormat } from '../AgentContracts/contractFormat';
import { Section, SectionTitle } from '../shared/cashier.styles';
import { RecordRangeFilter, useRecordRange } from '../shared/RecordRange';
import { RecordTable, useRecordFormat } from '../shared/RecordTable';
import { StatusTag, Totals } from './AgentSettlements.styles';

type Row = CallValue<typeof agentCalls.agentSettlements>['records'][number];

const TONE = { paid: 'good', unpaid: 'warn', nothing: 'none' } as const;

/**
 * The settled periods of one kind of contract (spec 2.8: agentDividendRecordCopy2,
 * agentDailyWages2, agentHourSalary, agentRealtimeSalary) that the agent was paid (in, as a
 * downline) or paid (out, as an upline), in the chosen days, with the range's totals each way.
 */
export function AgentSettlements({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation();
  const { today, range, setRange, query, pageNo, setPageNo } = useRecordRange();
  const result = useSettlements(kind, query);
  const { money } = useRecordFormat();
  const format = useContractFormat();
  const totals = result.data?.totals;
  const title = t('contract_settlements_title');

  return (
    <Section aria-label={title}>
      <SectionTitle>{title}</SectionTitle>
      <RecordRangeFilter today={today} defaultValue={range} onChange={setRange} />
      <RecordTable<Row>
        caption={t('contract_settlements_caption', { kind: format.kind(kind) })}
        result={result}
        pageNo={pageNo}
        onPageChange={setPageNo}
        empty={{
          icon: 'wallet',
          title: t('contract_settlements_empty'),
          description: t('contract_settlements_empty_text'),
        }}
        columns={[
          {
            key: 'period',
            header: t('contract_col_period'),
            render: (row) => format.span(kind, row.periodStart, row.periodEnd),
          },
          {
            key: 'parties',
            header: t('contract_col_parties'),
            render: (row) => `${format.upline(row.upline)} → ${row.downline}`,
          },
          {
            key: 'direction',
            header: t('contract_col_direction'),
            render: (row) => t(`contract_direction_${row.direction}`),
          },
          {
            key: 'basis',
            header: t(kind === 'dividend' ? 'contract_col_basis_loss' : 'contract_col_basis_bets'),
            align: 'end',
            render: (row) => money(row.basis),
          },
          {
            key: 'rate',
            header: t('contract_col_rate'),
            align: 'end',
            render: (row) => format.rate(row.rate),
          },
          {
            key: 'amount',
            header: t('contract_col_amount'),
            align: 'end',
            render: (row) => {
              const sign = row.amount === 0 ? 0 : row.direction === 'in' ? 1 : -1;
              return (
                <Amount data-sign={sign}>
                  {sign > 0 ? '+' : sign < 0 ? '−' : ''}
                  {money(row.amount)}
                </Amount>
              );
            },
          },
          {
            key: 'status',
            header: t('contract_col_status'),
            render: (row) => (
              <StatusTag data-tone={TONE[row.status]}>
                {t(`contract_settlement_${row.status}`)}
              </StatusTag>
            ),
          },
        ]}
      />
      {totals ? (
        <Totals aria-label={t('contract_totals')}>
          <div>
            <dt>{t('contract_total_in')}</dt>
            <dd>{money(totals.in)}</dd>
          </div>
          <div>
            <dt>{t('contract_total_out')}</dt>
            <dd>{money(totals.out)}</dd>
          </div>
        </Totals>
      ) : null}
    </Section>
  );
}
