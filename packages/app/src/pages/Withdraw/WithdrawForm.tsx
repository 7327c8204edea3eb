// The withdrawal itself: the form (a saved account, the amount and its fee, the withdraw
// password), the lock after too many wrong passwords, and the withdrawal just made.
import { Button } from '@portal/ui';
import { Formik, useField, useFormikContext } from 'formik';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { object, string } from 'yup';
import { cashierCalls } from '../../api/cashierCallTable';
import { newWithdrawRequestId, useCreateWithdrawal } from '../../api/cashierWrites';
import { matchCall } from '../../api/keys';
import { ChoiceCards } from '../shared/ChoiceCards';
import {
  Actions,
  Details,
  Form,
  Note,
  Result,
  Section,
  SectionTitle,
  ServerError,
} from '../shared/cashier.styles';
import {
  AMOUNT,
  amountText,
  cents,
  useMoney,
  useWhen,
  type FormatMoney,
} from '../shared/cashierFormat';
import {
  Field,
  FocusFirstError,
  ServerFields,
  useFailure,
  useServerFields,
  useShownError,
} from './fields';
import type { Account, Created, Info } from './types';
import { Fields, Lead, Locked, Status } from './Withdraw.styles';

interface WithdrawValues {
  /** The chosen receiving account's id, as the radio's value. */
  receivingAccountId: string;
  amount: string;
  withdrawPassword: string;
}

export function WithdrawSection({ info, onDone }: { info: Info; onDone: (w: Created) => void }) {
  const { t } = useTranslation();
  return (
    <Section aria-labelledby="withdraw-new-title">
      <SectionTitle id="withdraw-new-title">{t('withdraw_new')}</SectionTitle>
      <LockNotice lockedUntil={info.lockedUntil} />
      {info.accounts.length ? (
        <WithdrawForm info={info} onDone={onDone} />
      ) : (
        <Lead>{t('withdraw_add_account_first')}</Lead>
      )}
    </Section>
  );
}

/** The lock after too many wrong withdraw passwords, until when; asked again once it ends. */
export function LockNotice({ lockedUntil }: { lockedUntil: string | null }) {
  const { t } = useTranslation();
  const when = useWhen();
  const { mutate } = useSWRConfig();
  useEffect(() => {
    if (!lockedUntil) return;
    const wait = Math.min(new Date(lockedUntil).getTime() - Date.now() + 1_000, 2 ** 31 - 1);
    const timer = setTimeout(
      () => void mutate(matchCall(cashierCalls.withdrawInfo)),
      Math.max(0, wait),
    );
    return () => clearTimeout(timer);
  }, [lockedUntil, mutate]);
  if (!lockedUntil) return null;
  return (
    <Locked role="alert">
      <p>
        <strong>{t('withdraw_locked_title')}</strong>
      </p>
      <p>{t('withdraw_locked_text', { time: when.format(new Date(lockedUntil)) })}</p>
    </Locked>
  );
}

function WithdrawForm({ info, onDone }: { info: Info; onDone: (w: Created) => void }) {
  const { t } = useTranslation();
  const money = useMoney(info.currencySymbol);
  const create = useCreateWithdrawal();
  const balanceMessage = t('withdraw_amount_balance', {
    fee: money(info.fee),
    balance: money(info.balance),
  });
  const failure = useFailure(create.error, {
    WITHDRAW_PASSWORD_WRONG: ['withdrawPassword', t('error_WITHDRAW_PASSWORD_WRONG')],
    INSUFFICIENT_FUNDS: ['amount', balanceMessage],
    NOT_FOUND: ['receivingAccountId', t('withdraw_account_gone')],
  });
  const [serverFields, setSent] = useServerFields<WithdrawValues>(failure.fields);
  const form = useRef<HTMLFormElement>(null);
  // One key an attempt: the same account and amount sent again (a double click, a retry after a
  // lost answer, another password after a wrong one) carry the same one.
  const attempt = useRef<{ account: string; amount: string; requestId: string } | null>(null);

  const schema = useMemo(
    () =>
      object({
        receivingAccountId: string()
          .required(t('withdraw_account_required'))
          .test('saved', t('withdraw_account_required'), (v) =>
            info.accounts.some((a) => String(a.id) === v),
          ),
        amount: string()
          .trim()
          .required(t('withdraw_amount_required'))
          .matches(AMOUNT, t('withdraw_amount_invalid'))
          .test('positive', t('withdraw_amount_invalid'), (v) => Number(amountText(v)) > 0)
          .test(
            'min',
            t('withdraw_amount_min', { min: money(info.min) }),
            (v) => cents(Number(amountText(v))) >= cents(info.min),
          )
          .test(
            'max',
            t('withdraw_amount_max', { max: money(info.max) }),
            (v) => cents(Number(amountText(v))) <= cents(info.max),
          )
          .test(
            'balance',
            balanceMessage,
            (v) => cents(Number(amountText(v))) + cents(info.fee) <= cents(info.balance),
          ),
        withdrawPassword: string().required(t('withdraw_password_required')),
      }),
    [info, money, balanceMessage, t],
  );

  const submit = async (values: WithdrawValues) => {
    const amount = amountText(values.amount);
    const account = values.receivingAccountId;
    const same = attempt.current?.account === account && attempt.current.amount === amount;
    if (!same) attempt.current = { account, amount, requestId: newWithdrawRequestId() };
    const { requestId } = attempt.current!;
    setSent(values);
    try {
      const withdrawal = await create.trigger({
        body: {
          receivingAccountId: Number(account),
          amount,
          withdrawPassword: values.withdrawPassword,
          requestId,
        },
      });
      attempt.current = null;
      onDone(withdrawal);
    } catch {
      // Shown by the form; the same attempt keeps its key for a retry.
    }
  };

  const locked = info.lockedUntil !== null;
  return (
    <Formik<WithdrawValues>
      initialValues={{
        receivingAccountId: String(info.accounts[0]?.id ?? ''),
        amount: '',
        withdrawPassword: '',
      }}
      validationSchema={schema}
      onSubmit={submit}
    >
      {(formik) => (
        <ServerFields.Provider value={serverFields}>
          <Form ref={form} noValidate onSubmit={formik.handleSubmit}>
            <FocusFirstError form={form} serverErrors={failure.fields} />
            {failure.message && !locked ? (
              <ServerError role="alert">{failure.message}</ServerError>
            ) : null}
            <Fields disabled={locked}>
              <AccountChoice accounts={info.accounts} />
              <div>
                <Field
                  name="amount"
                  label={t('withdraw_amount')}
                  hint={t('withdraw_amount_hint', {
                    min: money(info.min),
                    max: money(info.max),
                    balance: money(info.balance),
                  })}
                  inputMode="decimal"
                  autoComplete="off"
                />
                <FeeNote fee={info.fee} money={money} />
              </div>
              <Field
                name="withdrawPassword"
                label={t('withdraw_password')}
                secret
                autoComplete="off"
              />
              <Actions>
                <Button type="submit" loading={create.pending || formik.isSubmitting}>
                  {t('withdraw_submit')}
                </Button>
              </Actions>
            </Fields>
          </Form>
        </ServerFields.Provider>
      )}
    </Formik>
  );
}

/** "The fee is X; Y will leave your wallet", for the amount as typed. */
function FeeNote({ fee, money }: { fee: number; money: FormatMoney }) {
  const { t } = useTranslation();
  const [field] = useField<string>('amount');
  const typed = field.value.trim();
  const amount = AMOUNT.test(typed) ? Number(amountText(typed)) : 0;
  return (
    <Note aria-live="polite">
      {amount > 0
        ? t('withdraw_fee_total', {
            fee: money(fee),
            total: money((cents(amount) + cents(fee)) / 100),
          })
        : t('withdraw_fee', { fee: money(fee) })}
    </Note>
  );
}

function AccountChoice({ accounts }: { accounts: readonly Account[] }) {
  const { t } = useTranslation();
  const [field] = useField<string>('receivingAccountId');
  const { setFieldValue } = useFormikContext<WithdrawValues>();
  const error = useShownError('receivingAccountId');
  return (
    <ChoiceCards
      legend={t('withdraw_account')}
      name={field.name}
      value={field.value}
      onChoose={(id) => void setFieldValue('receivingAccountId', id)}
      onBlur={field.onBlur}
      error={error}
      choices={accounts.map((account) => ({
        value: String(account.id),
        name: (
          <>
            {account.name} <span dir="ltr">{account.masked}</span>
          </>
        ),
        details: (
          <>
            <span>{t(`withdraw_kind_${account.kind}`)}</span>
            <span>{account.holder}</span>
          </>
        ),
      }))}
    />
  );
}

export function WithdrawResult({
  withdrawal,
  symbol,
  onAgain,
}: {
  withdrawal: Created;
  symbol: string;
  onAgain: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoney(symbol);
  return (
    <Section aria-labelledby="withdraw-new-title">
      <SectionTitle id="withdraw-new-title">{t('withdraw_new')}</SectionTitle>
      <Result role="status">
        <h3>{t('withdraw_result_title')}</h3>
        <Details>
          <dt>{t('withdraw_col_reference')}</dt>
          <dd>{withdrawal.reference}</dd>
          <dt>{t('withdraw_col_account')}</dt>
          <dd>
            {withdrawal.account.name} <span dir="ltr">{withdrawal.account.masked}</span>
          </dd>
          <dt>{t('withdraw_col_amount')}</dt>
          <dd>{money(withdrawal.amount)}</dd>
          <dt>{t('withdraw_col_fee')}</dt>
          <dd>{money(withdrawal.fee)}</dd>
          <dt>{t('withdraw_col_status')}</dt>
          <dd>
            <Status data-status={withdrawal.status}>
              {t(`withdraw_status_${withdrawal.status}`)}
            </Status>
          </dd>
        </Details>
        <p>{t('withdraw_held_text')}</p>
      </Result>
      <Actions>
        <Button variant="secondary" onClick={onAgain}>
          {t('withdraw_again')}
        </Button>
      </Actions>
    </Section>
  );
}
