// The withdraw password (set with the login password, apart from it): its own module, as the page
// shows its form twice (to set it first, to change it later).
import { Button } from '@portal/ui';
import { Formik, type FormikHelpers } from 'formik';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { object, string } from 'yup';
import { useSetWithdrawPassword } from '../../api/cashierWrites';
import { Actions, Form, ServerError } from '../shared/cashier.styles';
import { Field, FocusFirstError, ServerFields, useFailure, useServerFields } from './fields';

interface PasswordValues {
  loginPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const noPasswords: PasswordValues = { loginPassword: '', newPassword: '', confirmPassword: '' };

export function PasswordForm({
  submitLabel,
  change = false,
  onDone,
}: {
  submitLabel: string;
  change?: boolean;
  /** Told once the password is set (the security centre asks its flag again). */
  onDone?: () => void;
}) {
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
      onDone?.();
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
