// The two answers about a paid withdrawal that need more than a click: the amount that arrived,
// and "not received" with its proof image (png or jpg by its bytes, 5 MB at most: checked here
// before it is sent, and by the server again).
import { sniffImageType, WITHDRAW_PROOF_MAX_BYTES } from '@portal/contract';
import { Button, FormField } from '@portal/ui';
import { Formik, useField } from 'formik';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { mixed, object, string } from 'yup';
import { useConfirmWithdrawal } from '../../api/cashierWrites';
import { Actions, Form, ServerError } from '../shared/cashier.styles';
import { AMOUNT, amountText, cents, type FormatMoney } from '../shared/cashierFormat';
import { FileInput } from './ConfirmReceipt.styles';
import {
  Field,
  FocusFirstError,
  ServerFields,
  useFailure,
  useServerFields,
  useShownError,
} from './fields';
import type { Withdrawal } from './types';

interface FormProps {
  withdrawal: Withdrawal;
  money: FormatMoney;
  /** The withdrawal as the server answered it once the answer is recorded. */
  onDone: (w: Withdrawal) => void;
}

interface AmountValues {
  amount: string;
}

/** "Received…": the amount that arrived, at most what is still missing. */
export function AmountForm({ withdrawal, money, onDone }: FormProps) {
  const { t } = useTranslation();
  const confirm = useConfirmWithdrawal();
  const failure = useFailure(confirm.error, {});
  const [serverFields, setSent] = useServerFields<AmountValues>(failure.fields);
  const form = useRef<HTMLFormElement>(null);
  const remainder = money(withdrawal.remainder);
  const schema = useMemo(
    () =>
      object({
        amount: string()
          .trim()
          .required(t('withdraw_amount_required'))
          .matches(AMOUNT, t('withdraw_amount_invalid'))
          .test('positive', t('withdraw_amount_invalid'), (v) => Number(amountText(v)) > 0)
          .test(
            'remainder',
            t('withdraw_confirm_amount_max', { remainder }),
            (v) => cents(Number(amountText(v))) <= cents(withdrawal.remainder),
          ),
      }),
    [t, remainder, withdrawal.remainder],
  );
  const submit = async (values: AmountValues) => {
    setSent(values);
    try {
      const body = {
        reference: withdrawal.reference,
        answer: 'received',
        amount: amountText(values.amount),
      } as const;
      onDone(await confirm.trigger({ body }));
    } catch {
      // Shown by the form.
    }
  };
  return (
    <Formik<AmountValues>
      initialValues={{ amount: '' }}
      validationSchema={schema}
      onSubmit={submit}
    >
      {(formik) => (
        <ServerFields.Provider value={serverFields}>
          <Form
            ref={form}
            noValidate
            onSubmit={formik.handleSubmit}
            aria-label={t('withdraw_confirm_received_form')}
          >
            <FocusFirstError form={form} serverErrors={failure.fields} />
            {failure.message ? <ServerError role="alert">{failure.message}</ServerError> : null}
            <Field
              name="amount"
              label={t('withdraw_confirm_amount')}
              hint={t('withdraw_confirm_amount_hint', { remainder })}
              inputMode="decimal"
              autoComplete="off"
            />
            <Actions>
              <Button type="submit" loading={confirm.pending || formik.isSubmitting}>
                {t('withdraw_confirm_amount_submit')}
              </Button>
            </Actions>
          </Form>
        </ServerFields.Provider>
      )}
    </Formik>
  );
}

interface ProofValues {
  proof: File | null;
}

/** Whether a picked file is a png or jpg by its first bytes, as the server will judge it. */
async function isImage(file: File): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  return sniffImageType(head) !== undefined;
}

/** "Not received": the proof image, which opens a dispute for the operator. */
export function ProofForm({ withdrawal, onDone }: Omit<FormProps, 'money'>) {
  const { t } = useTranslation();
  const confirm = useConfirmWithdrawal();
  const failure = useFailure(confirm.error, {
    IMAGE_TYPE_INVALID: ['proof', t('withdraw_confirm_proof_type')],
    IMAGE_TOO_LARGE: ['proof', t('withdraw_confirm_proof_size')],
  });
  const [serverFields, setSent] = useServerFields<ProofValues>(failure.fields);
  const form = useRef<HTMLFormElement>(null);
  const schema = useMemo(
    () =>
      object({
        proof: mixed<File>()
          .required(t('withdraw_confirm_proof_required'))
          .test(
            'size',
            t('withdraw_confirm_proof_size'),
            (file) => !file || file.size <= WITHDRAW_PROOF_MAX_BYTES,
          )
          .test('type', t('withdraw_confirm_proof_type'), async (file) =>
            file ? isImage(file) : true,
          ),
      }),
    [t],
  );
  const submit = async (values: ProofValues) => {
    if (!values.proof) return;
    setSent(values);
    try {
      const body = {
        reference: withdrawal.reference,
        answer: 'not-received',
        proof: values.proof,
      } as const;
      onDone(await confirm.trigger({ body }));
    } catch {
      // Shown by the form.
    }
  };
  return (
    <Formik<ProofValues>
      initialValues={{ proof: null }}
      validationSchema={schema}
      onSubmit={submit}
    >
      {(formik) => (
        <ServerFields.Provider value={serverFields}>
          <Form
            ref={form}
            noValidate
            onSubmit={formik.handleSubmit}
            aria-label={t('withdraw_confirm_not_form')}
          >
            <FocusFirstError form={form} serverErrors={failure.fields} />
            {failure.message ? <ServerError role="alert">{failure.message}</ServerError> : null}
            <ProofField />
            <Actions>
              <Button
                type="submit"
                variant="danger"
                loading={confirm.pending || formik.isSubmitting}
              >
                {t('withdraw_confirm_not_submit')}
              </Button>
            </Actions>
          </Form>
        </ServerFields.Provider>
      )}
    </Formik>
  );
}

/** The proof image: a file input whose choice is checked at once, type and size. */
function ProofField() {
  const { t } = useTranslation();
  const [field, , helpers] = useField<File | null>('proof');
  const error = useShownError('proof');
  return (
    <FormField
      label={t('withdraw_confirm_proof')}
      hint={t('withdraw_confirm_proof_hint')}
      error={error}
      required
    >
      {(control) => (
        <FileInput
          {...control}
          type="file"
          name={field.name}
          accept="image/png,image/jpeg"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0] ?? null;
            void helpers.setValue(file, false).then(() => helpers.setTouched(true, true));
          }}
          onBlur={field.onBlur}
        />
      )}
    </FormField>
  );
}
