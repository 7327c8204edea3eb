// The member's receiving accounts (where a withdrawal is paid): the saved ones with their remove
// button, and the form that adds one, up to the operator's limit.
import { Button, ConfirmDialog } from '@portal/ui';
import { Formik, useField, type FormikHelpers } from 'formik';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { object, string } from 'yup';
import { useAddReceivingAccount, useRemoveReceivingAccount } from '../../api/cashierWrites';
import { useServerError } from '../../popups/useServerError';
import {
  Actions,
  FieldError,
  Form,
  Section,
  SectionTitle,
  ServerError,
} from '../shared/cashier.styles';
import {
  Field,
  FocusFirstError,
  ServerFields,
  useFailure,
  useServerFields,
  useShownError,
} from './fields';
import type { Account, Info } from './types';
import { Kinds, Lead, Saved, SavedList } from './Withdraw.styles';

/** The receiving account numbers the server takes (spaces in a bank account are dropped). */
const BANK_NUMBER = /^[A-Za-z0-9]{6,34}$/u;
const WALLET_ADDRESS = /^[A-Za-z0-9]{20,100}$/u;
const numberOf = (kind: string, typed: string) =>
  kind === 'bank' ? typed.replace(/\s+/gu, '') : typed.trim();

export function ReceivingAccounts({ info }: { info: Info }) {
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
