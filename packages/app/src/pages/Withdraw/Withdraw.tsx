import type { CallValue } from '@portal/contract';
import {
  Button,
  ConfirmDialog,
  DataTable,
  EmptyState,
  FormField,
  Icon,
  PasswordInput,
  Skeleton,
  TextInput,
  formatAmount,
  type TextInputProps,
} from '@portal/ui';
import { Formik, useField, useFormikContext, type FormikHelpers } from 'formik';
import {
  createContext,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { object, string } from 'yup';
import { isApiError } from '../../api/ApiError';
import { cashierCalls } from '../../api/cashierCallTable';
import { useWithdrawInfo, useWithdrawals } from '../../api/cashier';
import {
  newWithdrawRequestId,
  useAddReceivingAccount,
  useCreateWithdrawal,
  useRemoveReceivingAccount,
  useSetWithdrawPassword,
} from '../../api/cashierWrites';
import { matchCall } from '../../api/keys';
import { useServerError } from '../../popups/useServerError';
import { Stack } from '../shared/PageTitle';
import {
  AccountCard,
  AccountDetails,
  AccountName,
  Actions,
  Choices,
  Details,
  Disclosure,
  FieldError,
  Fields,
  Form,
  Kinds,
  Lead,
  Locked,
  Money,
  Note,
  Result,
  Saved,
  SavedList,
  Section,
  SectionTitle,
  ServerError,
  Status,
  Steps,
} from './Withdraw.styles';

type Info = CallValue<typeof cashierCalls.withdrawInfo>;
type Account = Info['accounts'][number];
type WithdrawalRow = CallValue<typeof cashierCalls.withdrawList>['list'][number];
type Created = CallValue<typeof cashierCalls.withdrawCreate>;
type FormatMoney = (n: number) => string;

/** An amount as typed: digits, at most two decimals, a comma or a point between them. */
const AMOUNT = /^\d{1,13}([.,]\d{1,2})?$/u;
const amountText = (typed: string) => typed.trim().replace(',', '.');
const cents = (n: number) => Math.round(n * 100);

/** The receiving account numbers the server takes (spaces in a bank account are dropped). */
const BANK_NUMBER = /^[A-Za-z0-9]{6,34}$/u;
const WALLET_ADDRESS = /^[A-Za-z0-9]{20,100}$/u;
const numberOf = (kind: string, typed: string) =>
  kind === 'bank' ? typed.replace(/\s+/gu, '') : typed.trim();

/** Amounts with the operator's currency symbol, in the player's language. */
function useMoney(symbol: string): FormatMoney {
  const { i18n } = useTranslation();
  return (n: number) => `${symbol} ${formatAmount(n, i18n.language)}`.trim();
}

function useWhen() {
  const { i18n } = useTranslation();
  return useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' }),
    [i18n.language],
  );
}

/**
 * Withdraw (the member centre's withdraw, spec 2.7, 5): the withdraw password first (set with the
 * login password, apart from it); then the member's receiving accounts, the withdrawal to one of
 * them with that password (the amount and the fee leave the wallet at once, held until the
 * operator pays it out or rejects it), and the member's withdrawals with their steps, asked again
 * while one is held.
 */
export function Withdraw() {
  const { t } = useTranslation();
  const info = useWithdrawInfo();
  const [created, setCreated] = useState<Created | null>(null);

  if (info.isLoading) return <Skeleton shape="block" height={240} />;
  if (!info.data)
    return (
      <EmptyState
        icon={<Icon name="warning" />}
        title={info.error ? t(info.error.messageKey) : t('error_INTERNAL')}
        size="sm"
      />
    );
  const data = info.data;
  if (!data.hasPassword)
    return (
      <Stack>
        <Section aria-labelledby="withdraw-password-title">
          <SectionTitle id="withdraw-password-title">
            {t('withdraw_password_set_title')}
          </SectionTitle>
          <Lead>{t('withdraw_password_set_text')}</Lead>
          <PasswordForm submitLabel={t('withdraw_password_set_submit')} />
        </Section>
      </Stack>
    );

  return (
    <Stack>
      <ReceivingAccounts info={data} />
      {created ? (
        <WithdrawResult
          withdrawal={created}
          symbol={data.currencySymbol}
          onAgain={() => setCreated(null)}
        />
      ) : (
        <WithdrawSection info={data} onDone={setCreated} />
      )}
      <WithdrawHistory symbol={data.currencySymbol} />
      <Disclosure>
        <summary>{t('withdraw_password_change_title')}</summary>
        <PasswordForm submitLabel={t('withdraw_password_change_submit')} change />
      </Disclosure>
    </Stack>
  );
}

// The forms' plumbing: a field shows its own rule's message once it was left or the form was
// submitted, else what the server said of the value it was sent with; a refused submit, or the
// server's word on a field, puts the focus on the first field in error.

type ServerFieldError = (name: string, value: unknown) => string | undefined;
const ServerFields = createContext<ServerFieldError>(() => undefined);

/**
 * A form's failure: the codes that speak of one field (a wrong password, the balance) shown on
 * that field in the player's language; any other as the form's alert, with the server's field
 * messages. The fields object is new with each failure only (it moves the focus).
 */
function useFailure(error: unknown, onField: Partial<Record<string, readonly [string, string]>>) {
  const server = useServerError(error);
  const mapped = isApiError(error) ? onField[error.code] : undefined;
  const [field, text] = mapped ?? [];
  const fields = useMemo(
    () => (error !== undefined && field && text ? { [field]: text } : server.fields),
    [error, field, text, server.fields],
  );
  return mapped ? { message: undefined, fields } : { message: server.message, fields };
}

/** The server's field errors for the values they were sent with. */
function useServerFields<V extends object>(fields: Record<string, string>) {
  const [sent, setSent] = useState<V | null>(null);
  const error: ServerFieldError = (name, value) =>
    sent !== null && (sent as Record<string, unknown>)[name] === value ? fields[name] : undefined;
  return [error, setSent] as const;
}

function focusFirstInvalid(form: HTMLFormElement | null) {
  const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!invalid) return;
  // A radio group: its chosen radio, or its first.
  const target =
    invalid instanceof HTMLInputElement
      ? invalid
      : (invalid.querySelector<HTMLElement>('input:checked') ??
        invalid.querySelector<HTMLElement>('input'));
  target?.focus();
}

function FocusFirstError({
  form,
  serverErrors,
}: {
  form: RefObject<HTMLFormElement | null>;
  serverErrors: Record<string, string>;
}) {
  const { submitCount, isSubmitting, isValidating, errors } = useFormikContext();
  const handled = useRef(0);
  useEffect(() => {
    if (submitCount === handled.current || isSubmitting || isValidating) return;
    handled.current = submitCount;
    if (Object.keys(errors).length > 0) focusFirstInvalid(form.current);
  }, [submitCount, isSubmitting, isValidating, errors, form]);
  useEffect(() => {
    if (Object.keys(serverErrors).length > 0) focusFirstInvalid(form.current);
  }, [serverErrors, form]);
  return null;
}

function useShownError(name: string): string | undefined {
  const [field, meta] = useField<unknown>(name);
  const { submitCount } = useFormikContext();
  const server = useContext(ServerFields);
  if ((meta.touched || submitCount > 0) && typeof meta.error === 'string') return meta.error;
  return server(name, field.value);
}

function Field({
  name,
  label,
  hint,
  secret = false,
  ...input
}: {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  secret?: boolean;
} & Pick<TextInputProps, 'autoComplete' | 'inputMode' | 'dir' | 'maxLength'>) {
  const { t } = useTranslation();
  const [field] = useField<string>(name);
  const error = useShownError(name);
  const bound = { name, value: field.value, onChange: field.onChange, onBlur: field.onBlur };
  return (
    <FormField label={label} hint={hint} error={error} required>
      {(control) =>
        secret ? (
          <PasswordInput
            {...control}
            {...input}
            {...bound}
            fullWidth
            showLabel={t('forms_show_password')}
            hideLabel={t('forms_hide_password')}
          />
        ) : (
          <TextInput {...control} {...input} {...bound} fullWidth />
        )
      }
    </FormField>
  );
}

// 1. The withdraw password.

interface PasswordValues {
  loginPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const noPasswords: PasswordValues = { loginPassword: '', newPassword: '', confirmPassword: '' };

function PasswordForm({ submitLabel, change = false }: { submitLabel: string; change?: boolean }) {
  const { t } = useTranslation();
  const set = useSetWithdrawPassword();
  const failure = useFailure(set.error, {
    OLD_PASSWORD_WRONG: ['loginPassword', t('withdraw_login_password_wrong')],
    PASSWORD_MISMATCH: ['confirmPassword', t('withdraw_password_mismatch')],
  });
  const [serverFields, setSent] = useServerFields<PasswordValues>(failure.fields);
  const [done, setDone] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const schema = useMemo(
    () =>
      object({
        loginPassword: string().required(t('withdraw_login_password_required')),
        newPassword: string()
          .required(t('withdraw_password_required'))
          .min(6, t('withdraw_password_length'))
          .max(32, t('withdraw_password_length'))
          .test(
            'not-login',
            t('withdraw_password_not_login'),
            (v, context) => !v || v !== (context.parent as PasswordValues).loginPassword,
          ),
        confirmPassword: string()
          .required(t('withdraw_password_confirm_required'))
          .test(
            'same',
            t('withdraw_password_mismatch'),
            (v, context) => !v || v === (context.parent as PasswordValues).newPassword,
          ),
      }),
    [t],
  );

  const submit = async (values: PasswordValues, helpers: FormikHelpers<PasswordValues>) => {
    setSent(values);
    setDone(false);
    try {
      await set.trigger({ body: values });
      helpers.resetForm();
      setDone(true);
    } catch {
      // Shown by the form.
    }
  };

  return (
    <Formik<PasswordValues> initialValues={noPasswords} validationSchema={schema} onSubmit={submit}>
      {(formik) => (
        <ServerFields.Provider value={serverFields}>
          <Form ref={form} noValidate onSubmit={formik.handleSubmit}>
            <FocusFirstError form={form} serverErrors={failure.fields} />
            {failure.message ? <ServerError role="alert">{failure.message}</ServerError> : null}
            <Field
              name="loginPassword"
              label={t('withdraw_login_password')}
              secret
              autoComplete="current-password"
            />
            <Field
              name="newPassword"
              label={t(change ? 'withdraw_password_new' : 'withdraw_password')}
              hint={t('withdraw_password_hint')}
              secret
              autoComplete="new-password"
            />
            <Field
              name="confirmPassword"
              label={t('withdraw_password_confirm')}
              secret
              autoComplete="new-password"
            />
            <Actions>
              <Button type="submit" loading={set.pending || formik.isSubmitting}>
                {submitLabel}
              </Button>
              <span role="status">{done && change ? t('withdraw_password_changed') : null}</span>
            </Actions>
          </Form>
        </ServerFields.Provider>
      )}
    </Formik>
  );
}

// 2. The receiving accounts.

function ReceivingAccounts({ info }: { info: Info }) {
  const { t } = useTranslation();
  const remove = useRemoveReceivingAccount();
  const removeFailure = useServerError(remove.error);
  const [removing, setRemoving] = useState<Account | null>(null);
  const full = info.accounts.length >= info.maxAccounts;
  return (
    <Section aria-labelledby="withdraw-accounts-title">
      <SectionTitle id="withdraw-accounts-title">{t('withdraw_accounts')}</SectionTitle>
      {info.accounts.length ? (
        <SavedList>
          {info.accounts.map((account) => (
            <Saved key={account.id}>
              <div>
                <strong>{account.name}</strong>
                <span>{t(`withdraw_kind_${account.kind}`)}</span>
                <span>{account.holder}</span>
                <span dir="ltr">{account.masked}</span>
              </div>
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('withdraw_remove_named', {
                  name: account.name,
                  masked: account.masked,
                })}
                onClick={() => {
                  remove.reset();
                  setRemoving(account);
                }}
              >
                {t('withdraw_remove')}
              </Button>
            </Saved>
          ))}
        </SavedList>
      ) : (
        <Lead>{t('withdraw_accounts_empty')}</Lead>
      )}
      {full ? (
        <Lead>{t('withdraw_accounts_full', { count: info.maxAccounts })}</Lead>
      ) : (
        <AddAccountForm />
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={t('withdraw_remove_title')}
        message={
          removing ? (
            <>
              {t('withdraw_remove_text', { name: removing.name, masked: removing.masked })}
              {removeFailure.message ? (
                <FieldError role="alert">{removeFailure.message}</FieldError>
              ) : null}
            </>
          ) : null
        }
        confirmLabel={t('withdraw_remove')}
        variant="danger"
        onConfirm={async () => {
          if (removing) await remove.trigger({ query: { id: removing.id } });
        }}
      />
    </Section>
  );
}

interface AccountValues {
  kind: 'bank' | 'wallet';
  name: string;
  holder: string;
  number: string;
}

const noAccount: AccountValues = { kind: 'bank', name: '', holder: '', number: '' };

function AddAccountForm() {
  const { t } = useTranslation();
  const add = useAddReceivingAccount();
  const failure = useFailure(add.error, {});
  const [serverFields, setSent] = useServerFields<AccountValues>(failure.fields);
  const form = useRef<HTMLFormElement>(null);

  const schema = useMemo(
    () =>
      object({
        kind: string().oneOf(['bank', 'wallet']).required(),
        name: string()
          .trim()
          .required(t('withdraw_name_required'))
          .min(2, t('withdraw_text_length', { min: 2, max: 60 }))
          .max(60, t('withdraw_text_length', { min: 2, max: 60 })),
        holder: string()
          .trim()
          .required(t('withdraw_holder_required'))
          .min(2, t('withdraw_text_length', { min: 2, max: 80 }))
          .max(80, t('withdraw_text_length', { min: 2, max: 80 })),
        number: string()
          .required(t('withdraw_number_required'))
          .test('number', function number(v) {
            const { kind } = this.parent as AccountValues;
            const ok = (kind === 'bank' ? BANK_NUMBER : WALLET_ADDRESS).test(numberOf(kind, v));
            return ok || this.createError({ message: t(`withdraw_number_rule_${kind}`) });
          }),
      }),
    [t],
  );

  const submit = async (values: AccountValues, helpers: FormikHelpers<AccountValues>) => {
    setSent(values);
    try {
      await add.trigger({
        body: {
          kind: values.kind,
          name: values.name.trim(),
          holder: values.holder.trim(),
          number: numberOf(values.kind, values.number),
        },
      });
      helpers.resetForm();
    } catch {
      // Shown by the form.
    }
  };

  return (
    <Formik<AccountValues> initialValues={noAccount} validationSchema={schema} onSubmit={submit}>
      {(formik) => {
        const bank = formik.values.kind === 'bank';
        return (
          <ServerFields.Provider value={serverFields}>
            <Form
              ref={form}
              noValidate
              onSubmit={formik.handleSubmit}
              aria-labelledby="withdraw-add-title"
            >
              <h3 id="withdraw-add-title">{t('withdraw_add_title')}</h3>
              <FocusFirstError form={form} serverErrors={failure.fields} />
              {failure.message ? <ServerError role="alert">{failure.message}</ServerError> : null}
              <KindChoice />
              <Field
                name="name"
                label={t(bank ? 'withdraw_bank_name' : 'withdraw_network')}
                autoComplete="off"
              />
              <Field name="holder" label={t('withdraw_holder')} autoComplete="name" />
              <Field
                name="number"
                label={t(bank ? 'withdraw_bank_number' : 'withdraw_wallet_address')}
                hint={t(`withdraw_number_rule_${formik.values.kind}`)}
                autoComplete="off"
                dir="ltr"
              />
              <Actions>
                <Button type="submit" variant="secondary" loading={add.pending}>
                  {t('withdraw_add_submit')}
                </Button>
              </Actions>
            </Form>
          </ServerFields.Provider>
        );
      }}
    </Formik>
  );
}

function KindChoice() {
  const { t } = useTranslation();
  const id = useId();
  const [field] = useField<string>('kind');
  const error = useShownError('kind');
  return (
    <Kinds
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend>{t('withdraw_kind')}</legend>
      {(['bank', 'wallet'] as const).map((kind) => (
        <label key={kind}>
          <input
            type="radio"
            name={field.name}
            value={kind}
            checked={field.value === kind}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
          {t(`withdraw_kind_${kind}`)}
        </label>
      ))}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </Kinds>
  );
}

// 3. The withdrawal.

interface WithdrawValues {
  /** The chosen receiving account's id, as the radio's value. */
  receivingAccountId: string;
  amount: string;
  withdrawPassword: string;
}

function WithdrawSection({ info, onDone }: { info: Info; onDone: (w: Created) => void }) {
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
function LockNotice({ lockedUntil }: { lockedUntil: string | null }) {
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
  const id = useId();
  const [field] = useField<string>('receivingAccountId');
  const { setFieldValue } = useFormikContext<WithdrawValues>();
  const error = useShownError('receivingAccountId');
  return (
    <Choices
      role="radiogroup"
      aria-labelledby={`${id}-legend`}
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend id={`${id}-legend`}>{t('withdraw_account')}</legend>
      {accounts.map((account) => (
        <AccountCard key={account.id}>
          <input
            type="radio"
            name={field.name}
            value={account.id}
            checked={field.value === String(account.id)}
            onChange={() => void setFieldValue('receivingAccountId', String(account.id))}
            onBlur={field.onBlur}
            aria-labelledby={`${id}-${account.id}`}
            aria-describedby={`${id}-${account.id}-details`}
          />
          <AccountName id={`${id}-${account.id}`}>
            {account.name} <span dir="ltr">{account.masked}</span>
          </AccountName>
          <AccountDetails id={`${id}-${account.id}-details`}>
            <span>{t(`withdraw_kind_${account.kind}`)}</span>
            <span>{account.holder}</span>
          </AccountDetails>
        </AccountCard>
      ))}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </Choices>
  );
}

function WithdrawResult({
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

// 4. The history.

function WithdrawHistory({ symbol }: { symbol: string }) {
  const { t } = useTranslation();
  const money = useMoney(symbol);
  const when = useWhen();
  const [pageNo, setPageNo] = useState(1);
  const { data, error, isLoading } = useWithdrawals(pageNo);
  return (
    <Section>
      <SectionTitle>{t('withdraw_history')}</SectionTitle>
      {error && !data ? (
        <EmptyState icon={<Icon name="warning" />} title={t(error.messageKey)} size="sm" />
      ) : (
        <DataTable<WithdrawalRow>
          caption={t('withdraw_history')}
          showCaption={false}
          loading={isLoading}
          loadingRows={3}
          rows={data?.list ?? []}
          rowKey={(row) => row.reference}
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
                <Status data-status={row.status}>{t(`withdraw_status_${row.status}`)}</Status>
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
              render: (row) => (
                <Steps>
                  {row.history.map((step) => (
                    <li key={`${step.status}-${step.at}`}>
                      {t(`withdraw_status_${step.status}`)}{' '}
                      <time dateTime={step.at}>{when.format(new Date(step.at))}</time>
                      {step.note ? ` · ${step.note}` : null}
                    </li>
                  ))}
                </Steps>
              ),
            },
          ]}
          empty={
            <EmptyState
              icon={<Icon name="download" />}
              title={t('withdraw_history_empty')}
              description={t('withdraw_history_empty_text')}
              size="sm"
              titleAs="p"
            />
          }
          {...(data && data.totalPages > 1
            ? {
                pagination: {
                  page: pageNo,
                  pageCount: data.totalPages,
                  onPageChange: setPageNo,
                  label: t('withdraw_pages'),
                },
              }
            : {})}
        />
      )}
    </Section>
  );
}
