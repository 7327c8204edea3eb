// A transfer between two accounts of one agent tree: to the upline (the member centre's
// transferUpline) or from an agent to a downline (the agent centre). One form for both, so the
// two cannot drift apart: the downline's account when there is one to name, the amount within
// the balance, the withdraw password (money leaves the account, as in a withdrawal).
import type { CallValue } from '@portal/contract';
import { Button } from '@portal/ui';
import { Formik, useFormikContext } from 'formik';
import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import { object, string } from 'yup';
import type { cashierCalls } from '../../api/cashierCallTable';
import {
  newTransferRequestId,
  useTransferDownline,
  useTransferUpline,
} from '../../api/cashierWrites';
import {
  Field,
  FocusFirstError,
  ServerFields,
  useFailure,
  useServerFields,
} from '../Withdraw/fields';
import { useSession } from '../../session/SessionProvider';
import { LockNotice } from '../Withdraw/WithdrawForm';
import { Actions, Details, Fields, Form, Result, ServerError } from '../shared/cashier.styles';
import { AMOUNT, amountText, cents, useMoney } from '../shared/cashierFormat';

type Info = CallValue<typeof cashierCalls.withdrawInfo>;
export type Transfer = CallValue<typeof cashierCalls.transferUpline>;

interface TransferValues {
  username: string;
  amount: string;
  withdrawPassword: string;
}

/** The account a list beside the form asked to send to, new with each ask (the same one again). */
type Prefill = { username: string; serial: number } | null;
const PrefillWanted = createContext<Prefill>(null);
const PrefillAsk = createContext<((username: string) => void) | null>(null);

/**
 * Lets a list beside the transfer form (the agent's downlines) name the account to send to: the
 * form takes it and puts the focus on the amount. Without it, the form is filled by hand only.
 */
export function TransferPrefillProvider({ children }: { children: ReactNode }) {
  const [wanted, setWanted] = useState<Prefill>(null);
  const ask = useMemo(
    () => (username: string) =>
      setWanted((last) => ({ username, serial: (last?.serial ?? 0) + 1 })),
    [],
  );
  return (
    <PrefillAsk.Provider value={ask}>
      <PrefillWanted.Provider value={wanted}>{children}</PrefillWanted.Provider>
    </PrefillAsk.Provider>
  );
}

/** Names the account to send to, or null when there is no transfer form to fill. */
export const useTransferPrefill = () => useContext(PrefillAsk);

function PrefillUsername({ form }: { form: RefObject<HTMLFormElement | null> }) {
  const wanted = useContext(PrefillWanted);
  const { setFieldValue } = useFormikContext<TransferValues>();
  useEffect(() => {
    if (!wanted) return;
    void setFieldValue('username', wanted.username);
    form.current?.querySelector<HTMLInputElement>('input[name="amount"]')?.focus();
  }, [wanted, setFieldValue, form]);
  return null;
}

export function TransferForm({
  info,
  toDownline,
  onDone,
}: {
  info: Info;
  /** Asks for the downline's account (the agent's form); the upline needs no name. */
  toDownline: boolean;
  onDone: (transfer: Transfer) => void;
}) {
  const { t } = useTranslation();
  const money = useMoney(info.currencySymbol);
  const upline = useTransferUpline();
  const downline = useTransferDownline();
  const send = toDownline ? downline : upline;
  const balanceMessage = t('transfer_amount_balance', { balance: money(info.balance) });
  const failure = useFailure(send.error, {
    WITHDRAW_PASSWORD_WRONG: ['withdrawPassword', t('error_WITHDRAW_PASSWORD_WRONG')],
    INSUFFICIENT_FUNDS: ['amount', balanceMessage],
  });
  // The server refuses a name outside the agent's tree (or unknown: it does not tell which) in
  // its own words; the player reads it in theirs.
  const fields = useMemo(
    () =>
      failure.fields['username']
        ? { ...failure.fields, username: t('transfer_username_unknown') }
        : failure.fields,
    [failure.fields, t],
  );
  const [serverFields, setSent] = useServerFields<TransferValues>(fields);
  const self = useSession().member?.account.toLowerCase();
  const form = useRef<HTMLFormElement>(null);
  // One key an attempt: the same account and amount sent again (a double click, a retry after a
  // lost answer, another password after a wrong one) carry the same one, and move money once.
  const attempt = useRef<{ to: string; amount: string; requestId: string } | null>(null);

  const schema = useMemo(
    () =>
      object({
        username: toDownline
          ? string()
              .trim()
              .required(t('transfer_username_required'))
              .max(32, t('transfer_username_unknown'))
              .test('not-self', t('transfer_username_self'), (v) => v?.toLowerCase() !== self)
          : string(),
        amount: string()
          .trim()
          .required(t('transfer_amount_required'))
          .matches(AMOUNT, t('transfer_amount_invalid'))
          .test('positive', t('transfer_amount_invalid'), (v) => Number(amountText(v)) > 0)
          .test(
            'balance',
            balanceMessage,
            (v) => cents(Number(amountText(v))) <= cents(info.balance),
          ),
        withdrawPassword: string().required(t('withdraw_password_required')),
      }),
    [info.balance, balanceMessage, toDownline, self, t],
  );

  const submit = async (values: TransferValues) => {
    const amount = amountText(values.amount);
    const to = values.username.trim();
    const same = attempt.current?.to === to && attempt.current.amount === amount;
    if (!same) attempt.current = { to, amount, requestId: newTransferRequestId() };
    const { requestId } = attempt.current!;
    setSent(values);
    try {
      const body = { amount, withdrawPassword: values.withdrawPassword, requestId };
      const done = toDownline
        ? await downline.trigger({ body: { ...body, username: to } })
        : await upline.trigger({ body });
      attempt.current = null;
      onDone(done);
    } catch {
      // Shown by the form; the same attempt keeps its key for a retry.
    }
  };

  const locked = info.lockedUntil !== null;
  return (
    <>
      <LockNotice lockedUntil={info.lockedUntil} />
      <Formik<TransferValues>
        initialValues={{ username: '', amount: '', withdrawPassword: '' }}
        validationSchema={schema}
        onSubmit={submit}
      >
        {(formik) => (
          <ServerFields.Provider value={serverFields}>
            <Form ref={form} noValidate onSubmit={formik.handleSubmit}>
              <FocusFirstError form={form} serverErrors={fields} />
              {toDownline ? <PrefillUsername form={form} /> : null}
              {failure.message && !locked ? (
                <ServerError role="alert">{failure.message}</ServerError>
              ) : null}
              <Fields disabled={locked}>
                {toDownline ? (
                  <Field
                    name="username"
                    label={t('transfer_username')}
                    hint={t('transfer_username_hint')}
                    autoComplete="off"
                    maxLength={32}
                  />
                ) : null}
                <Field
                  name="amount"
                  label={t('transfer_amount')}
                  hint={t('transfer_amount_hint', { balance: money(info.balance) })}
                  inputMode="decimal"
                  autoComplete="off"
                />
                <Field
                  name="withdrawPassword"
                  label={t('withdraw_password')}
                  secret
                  autoComplete="off"
                />
                <Actions>
                  <Button type="submit" loading={send.pending || formik.isSubmitting}>
                    {t('transfer_submit')}
                  </Button>
                </Actions>
              </Fields>
            </Form>
          </ServerFields.Provider>
        )}
      </Formik>
    </>
  );
}

/** The transfer just made: to whom, how much, its reference and the balance left. */
export function TransferResult({
  transfer,
  symbol,
  onAgain,
}: {
  transfer: Transfer;
  symbol: string;
  onAgain: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoney(symbol);
  return (
    <>
      <Result role="status">
        <h3>{t('transfer_result_title')}</h3>
        <Details>
          <dt>{t('transfer_col_to')}</dt>
          <dd>{transfer.to}</dd>
          <dt>{t('transfer_col_amount')}</dt>
          <dd>{money(transfer.amount)}</dd>
          <dt>{t('transfer_col_reference')}</dt>
          <dd>{transfer.reference}</dd>
          <dt>{t('transfer_col_balance')}</dt>
          <dd>{money(transfer.balance)}</dd>
        </Details>
      </Result>
      <Actions>
        <Button variant="secondary" onClick={onAgain}>
          {t('transfer_again')}
        </Button>
      </Actions>
    </>
  );
}
