// The member's answer about a paid withdrawal (spec 4.11), in a dialog opened from its row of the
// history: received (an amount, the rest stays open), all received, or not received with a proof
// image. Unanswered until its time, the withdrawal counts as received: the dialog says until when.
import { Button, Modal } from '@portal/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmWithdrawal } from '../../api/cashierWrites';
import { useServerError } from '../../popups/useServerError';
import { Details, ServerError } from '../shared/cashier.styles';
import { useMoney, useWhen } from '../shared/cashierFormat';
import { Answers, ReceiptBody } from './ConfirmReceipt.styles';
import { AmountForm, ProofForm } from './ReceiptForms';
import type { Withdrawal } from './types';

type Mode = 'choose' | 'amount' | 'proof';

export function ConfirmReceipt({
  withdrawal,
  symbol,
  onClose,
  onDone,
}: {
  /** The withdrawal being answered about; null while the dialog is closed. */
  withdrawal: Withdrawal | null;
  symbol: string;
  onClose: () => void;
  /** The withdrawal as the server answered it, once the answer is recorded. */
  onDone: (w: Withdrawal) => void;
}) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>('choose');
  const all = useConfirmWithdrawal();
  const allFailure = useServerError(all.error);
  const close = () => {
    setMode('choose');
    all.reset();
    onClose();
  };
  const done = (w: Withdrawal) => {
    setMode('choose');
    all.reset();
    onDone(w);
  };
  return (
    <Modal
      open={withdrawal !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={t('withdraw_confirm_title', { reference: withdrawal?.reference ?? '' })}
      width={520}
    >
      {withdrawal ? (
        <Body
          withdrawal={withdrawal}
          symbol={symbol}
          mode={mode}
          onMode={(next) => {
            all.reset();
            setMode(next);
          }}
          allPending={all.pending}
          allFailure={allFailure.message}
          onAll={async () => {
            setMode('choose');
            try {
              const body = { reference: withdrawal.reference, answer: 'all-received' } as const;
              done(await all.trigger({ body }));
            } catch {
              // Shown in the dialog.
            }
          }}
          onDone={done}
        />
      ) : null}
    </Modal>
  );
}

function Body({
  withdrawal,
  symbol,
  mode,
  onMode,
  allPending,
  allFailure,
  onAll,
  onDone,
}: {
  withdrawal: Withdrawal;
  symbol: string;
  mode: Mode;
  onMode: (mode: Mode) => void;
  allPending: boolean;
  allFailure: string | undefined;
  onAll: () => void;
  onDone: (w: Withdrawal) => void;
}) {
  const { t } = useTranslation();
  const money = useMoney(symbol);
  const when = useWhen();
  const account = `${withdrawal.account.name} ${withdrawal.account.masked}`;
  return (
    <ReceiptBody>
      <p>{t('withdraw_confirm_lead', { amount: money(withdrawal.amount), account })}</p>
      <Details>
        <dt>{t('withdraw_confirm_paid')}</dt>
        <dd>{money(withdrawal.amount)}</dd>
        <dt>{t('withdraw_confirm_received_so_far')}</dt>
        <dd>{money(withdrawal.received)}</dd>
        <dt>{t('withdraw_confirm_remainder')}</dt>
        <dd>{money(withdrawal.remainder)}</dd>
      </Details>
      {withdrawal.confirmBy ? (
        <p>
          {t('withdraw_confirm_deadline', { time: when.format(new Date(withdrawal.confirmBy)) })}
        </p>
      ) : null}
      <Answers role="group" aria-label={t('withdraw_confirm_answer')}>
        <Button
          variant={mode === 'amount' ? 'primary' : 'secondary'}
          aria-pressed={mode === 'amount'}
          onClick={() => onMode('amount')}
        >
          {t('withdraw_confirm_received')}
        </Button>
        <Button variant="secondary" loading={allPending} onClick={onAll}>
          {t('withdraw_confirm_all')}
        </Button>
        <Button
          variant={mode === 'proof' ? 'primary' : 'secondary'}
          aria-pressed={mode === 'proof'}
          onClick={() => onMode('proof')}
        >
          {t('withdraw_confirm_not')}
        </Button>
      </Answers>
      {allFailure ? <ServerError role="alert">{allFailure}</ServerError> : null}
      {mode === 'amount' ? (
        <AmountForm withdrawal={withdrawal} money={money} onDone={onDone} />
      ) : mode === 'proof' ? (
        <ProofForm withdrawal={withdrawal} onDone={onDone} />
      ) : null}
    </ReceiptBody>
  );
}
