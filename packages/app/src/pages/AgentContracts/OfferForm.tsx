// The agent's offer of a contract to a direct downline agent: whom, which kind (those the
// operator turns on), a dividend's period, the rate and the terms. The server's word on a field
// shows on that field, in the player's language.
import {
  DIVIDEND_PERIODS,
  type CallBody,
  type CallValue,
  type ContractKind,
} from '@portal/contract';
import { Button, FormField, Select, TextInput } from '@portal/ui';
import { Formik, useField } from 'formik';
import { useMemo, useRef } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { object, string } from 'yup';
import type { agentCalls } from '../../api/agentCallTable';
import { useOfferContract } from '../../api/agentContracts';
import { useSession } from '../../session/SessionProvider';
import {
  Field,
  FocusFirstError,
  ServerFields,
  useFailure,
  useServerFields,
  useShownError,
} from '../Withdraw/fields';
import { Actions, Fields, Form, Result, ServerError } from '../shared/cashier.styles';
import { useContractFormat } from './contractFormat';

type Offered = CallValue<typeof agentCalls.agentOfferContract>;

interface OfferValues {
  username: string;
  kind: ContractKind | '';
  period: string;
  rate: string;
  terms: string;
}

/** A rate in percent with at most two decimals, as the contract takes it. */
const RATE = /^\d{1,3}(\.\d{1,2})?$/u;

function SelectField({
  name,
  label,
  options,
}: {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
}) {
  const [field] = useField<string>(name);
  const error = useShownError(name);
  const { t } = useTranslation();
  return (
    <FormField label={label} error={error} required>
      {(control) => (
        <Select
          {...control}
          {...field}
          options={options}
          placeholder={t('contract_choose')}
          fullWidth
        />
      )}
    </FormField>
  );
}

/** The server's English words on a field, in the player's language. */
function fieldText(field: string, message: string, t: TFunction) {
  if (field === 'username')
    return t(/member/u.test(message) ? 'contract_username_member' : 'contract_username_unknown');
  if (field === 'rate') {
    const max = /at most ([\d.]+)%/u.exec(message)?.[1];
    if (max)
      return t(/your own/u.test(message) ? 'contract_rate_own' : 'contract_rate_max', {
        rate: max,
      });
    return t('contract_rate_invalid');
  }
  if (field === 'period') return t('contract_period_required');
  if (field === 'terms') return t('contract_terms_long');
  return message;
}

export function OfferForm({
  kinds,
  onOffered,
}: {
  /** The kinds the operator turns on; one alone is chosen already. */
  kinds: readonly ContractKind[];
  onOffered?: (contract: Offered) => void;
}) {
  const { t } = useTranslation();
  const format = useContractFormat();
  const offer = useOfferContract();
  const failure = useFailure(offer.error, {});
  const fields = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(failure.fields).map(([field, message]) => [
          field,
          fieldText(field, message, t),
        ]),
      ),
    [failure.fields, t],
  );
  const [serverFields, setSent] = useServerFields<OfferValues>(fields);
  const self = useSession().member?.account.toLowerCase();
  const form = useRef<HTMLFormElement>(null);
  const single = kinds.length === 1 ? kinds[0]! : '';

  const schema = useMemo(
    () =>
      object({
        username: string()
          .trim()
          .required(t('contract_username_required'))
          .max(32, t('contract_username_unknown'))
          .test('not-self', t('contract_username_self'), (v) => v?.toLowerCase() !== self),
        kind: string().required(t('contract_kind_required')),
        period: string().when('kind', {
          is: 'dividend',
          then: (s) => s.required(t('contract_period_required')),
        }),
        rate: string()
          .trim()
          .required(t('contract_rate_required'))
          .matches(RATE, t('contract_rate_invalid'))
          .test('range', t('contract_rate_invalid'), (v) => Number(v) > 0 && Number(v) <= 100),
        terms: string().max(500, t('contract_terms_long')),
      }),
    [self, t],
  );

  const submit = async (values: OfferValues, reset: () => void) => {
    setSent(values);
    const kind = values.kind as ContractKind;
    const body: CallBody<typeof agentCalls.agentOfferContract> = {
      username: values.username.trim(),
      kind,
      rate: values.rate.trim(),
      ...(kind === 'dividend'
        ? { period: values.period as (typeof DIVIDEND_PERIODS)[number] }
        : {}),
      ...(values.terms.trim() ? { terms: values.terms.trim() } : {}),
    };
    try {
      const contract = await offer.trigger({ body });
      reset();
      onOffered?.(contract);
    } catch {
      // Shown by the form.
    }
  };

  return (
    <Formik<OfferValues>
      initialValues={{ username: '', kind: single, period: '', rate: '', terms: '' }}
      validationSchema={schema}
      onSubmit={(values, helpers) => submit(values, () => helpers.resetForm())}
    >
      {(formik) => (
        <ServerFields.Provider value={serverFields}>
          <Form ref={form} noValidate onSubmit={formik.handleSubmit}>
            <FocusFirstError form={form} serverErrors={fields} />
            {failure.message ? <ServerError role="alert">{failure.message}</ServerError> : null}
            <Fields>
              <Field
                name="username"
                label={t('contract_username')}
                hint={t('contract_username_hint')}
                autoComplete="off"
                maxLength={32}
              />
              {single ? null : (
                <SelectField
                  name="kind"
                  label={t('contract_kind')}
                  options={kinds.map((k) => ({ value: k, label: format.kind(k) }))}
                />
              )}
              {formik.values.kind === 'dividend' ? (
                <SelectField
                  name="period"
                  label={t('contract_period')}
                  options={DIVIDEND_PERIODS.map((p) => ({ value: p, label: format.period(p) }))}
                />
              ) : null}
              <Field
                name="rate"
                label={t('contract_rate')}
                hint={t(
                  formik.values.kind === 'dividend'
                    ? 'contract_rate_hint_dividend'
                    : 'contract_rate_hint_salary',
                )}
                inputMode="decimal"
                autoComplete="off"
                maxLength={6}
              />
              <TermsField />
              <Actions>
                <Button type="submit" loading={offer.pending || formik.isSubmitting}>
                  {t('contract_offer_submit')}
                </Button>
              </Actions>
            </Fields>
          </Form>
        </ServerFields.Provider>
      )}
    </Formik>
  );
}

/** The terms: optional, so without the required mark. */
function TermsField() {
  const { t } = useTranslation();
  const [field] = useField<string>('terms');
  const error = useShownError('terms');
  return (
    <FormField label={t('contract_terms')} hint={t('contract_terms_hint')} error={error}>
      {(control) => <TextInput {...control} {...field} maxLength={500} fullWidth />}
    </FormField>
  );
}

/** The offer just sent: to whom and at what rate, waiting for the downline's answer. */
export function OfferSent({ contract }: { contract: Offered }) {
  const { t } = useTranslation();
  const format = useContractFormat();
  return (
    <Result role="status">
      {t('contract_offer_sent', {
        username: contract.downline,
        kind: format.kind(contract.kind),
        rate: format.rate(contract.rate),
      })}
    </Result>
  );
}
