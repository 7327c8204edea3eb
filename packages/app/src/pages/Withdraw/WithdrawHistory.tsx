// The member's withdrawals with their steps, in the cashier history table the deposit page uses
// too; asked again while one waits for the operator. A paid one offers its confirmation
// (ConfirmReceipt), and the states after the payout show what was received and what is missing.
import { Button } from '@portal/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWithdrawals } from '../../api/cashier';
import { CashierHistory } from '../shared/CashierHistory';
import { Money } from '../shared/cashier.styles';
import { useMoney, useWhen, type FormatMoney } from '../shared/cashierFormat';
import { ConfirmReceipt } from './ConfirmReceipt';
import { ReceiptStatus, Recorded, StateCell } from './ConfirmReceipt.styles';
import type { Withdrawal } from './types';
import { Steps } from './Withdraw.styles';

/** The states whose row says what was received and what is missing. */
const WITH_AMOUNTS: readonly string[] = ['partial', 'disputed', 'refunded'];
/** The states that wait for the member's answer. */
const AWAITING: readonly string[] = ['paid', 'partial'];

export function WithdrawHistory({ symbol }: { symbol: string }) {
  const { t } = useTranslation();
  const money = useMoney(symbol);
  const when = useWhen();
  const [pageNo, setPageNo] = useState(1);
  const result = useWithdrawals(pageNo);
  // By reference: the dialog shows the row as the latest page has it.
  const [confirming, setConfirming] = useState<string | null>(null);
  const answering = confirming
    ? (result.data?.list.find((w) => w.reference === confirming) ?? null)
    : null;
  const [recorded, setRecorded] = useState<Withdrawal | null>(null);
  const recordedRef = useRef<HTMLParagraphElement>(null);
  // The answer's outcome takes the focus: its row's button may be gone with the answer.
  useEffect(() => {
    if (recorded) recordedRef.current?.focus();
  }, [recorded]);
  return (
    <>
      {recorded ? (
        <Recorded ref={recordedRef} tabIndex={-1} role="status">
          {t('withdraw_confirm_done', {
            reference: recorded.reference,
            status: t(`withdraw_status_${recorded.status}`),
          })}
        </Recorded>
      ) : null}
      <CashierHistory<Withdrawal>
        title={t('withdraw_history')}
        result={result}
        pageNo={pageNo}
        onPageChange={setPageNo}
        pagesLabel={t('withdraw_pages')}
        empty={{
          icon: 'download',
          title: t('withdraw_history_empty'),
          description: t('withdraw_history_empty_text'),
        }}
        columns={[
          { key: 'reference', header: t('withdraw_col_reference') },
          {
            key: 'createdAt',
            header: t('withdraw_col_date'),
            render: (row) => when.format(new Date(row.createdAt)),
          },
          {
            key: 'account',
            header: t('withdraw_col_account'),
            render: (row) => (
              <>
                {row.account.name} <span dir="ltr">{row.account.masked}</span>
              </>
            ),
          },
          {
            key: 'amount',
            header: t('withdraw_col_amount'),
            align: 'end',
            render: (row) => <Money>{money(row.amount)}</Money>,
          },
          {
            key: 'fee',
            header: t('withdraw_col_fee'),
            align: 'end',
            render: (row) => <Money>{money(row.fee)}</Money>,
          },
          {
            key: 'status',
            header: t('withdraw_col_status'),
            render: (row) => (
              <StateCell>
                <ReceiptStatus data-status={row.status}>
                  {t(`withdraw_status_${row.status}`)}
                </ReceiptStatus>
                {WITH_AMOUNTS.includes(row.status) ? (
                  <small>
                    {t('withdraw_received_remainder', {
                      received: money(row.received),
                      remainder: money(row.remainder),
                    })}
                  </small>
                ) : null}
                {AWAITING.includes(row.status) ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t('withdraw_confirm_open_named', { reference: row.reference })}
                    onClick={() => {
                      setRecorded(null);
                      setConfirming(row.reference);
                    }}
                  >
                    {t('withdraw_confirm_open')}
                  </Button>
                ) : null}
              </StateCell>
            ),
          },
          {
            key: 'reason',
            header: t('withdraw_col_rejection'),
            render: (row) => row.reason ?? '—',
          },
          {
            key: 'history',
            header: t('withdraw_col_steps'),
            render: (row) => <StepList steps={row.history} money={money} />,
          },
        ]}
      />
      <ConfirmReceipt
        withdrawal={answering}
        symbol={symbol}
        onClose={() => setConfirming(null)}
        onDone={(w) => {
          setConfirming(null);
          setRecorded(w);
        }}
      />
    </>
  );
}

/** A withdrawal's steps, oldest first: each with its time and, after the payout, its money. */
function StepList({ steps, money }: { steps: Withdrawal['history']; money: FormatMoney }) {
  const { t } = useTranslation();
  const when = useWhen();
  return (
    <Steps>
      {steps.map((step, index) => (
        <li key={`${index}-${step.status}`}>
          {t(`withdraw_status_${step.status}`)}
          {step.by === 'operator' && step.amount !== null
            ? ` (${t('withdraw_step_by_operator')})`
            : null}{' '}
          <time dateTime={step.at}>{when.format(new Date(step.at))}</time>
          {step.amount !== null && step.remainder !== null
            ? ` · ${t('withdraw_step_money', {
                amount: money(step.amount),
                remainder: money(step.remainder),
              })}`
            : null}
          {step.note ? ` · ${step.note}` : null}
        </li>
      ))}
    </Steps>
  );
}
