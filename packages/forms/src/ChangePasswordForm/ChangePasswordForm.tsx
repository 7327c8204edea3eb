import { ruleMessage, type FieldRule } from '@portal/contract';
import { Button } from '@portal/ui';
import { Formik } from 'formik';
import { forwardRef, useCallback, useMemo, useState, type ComponentPropsWithoutRef } from 'react';
import { object, string, type AnyObject } from 'yup';
import { requiredRule, ruleToSchema } from '../schema/ruleToSchema';
import type { Translate } from '../schema/texts';
import { ServerFieldErrors, TextField, type ServerFieldError } from '../shared/fields';
import { FocusFirstError } from '../shared/FocusFirstError';
import { FieldStack, FormRoot, ServerError } from '../shared/Form.styles';
import { useFormRef } from '../shared/useFormRef';
import { useSubmitOnce, type SubmitResult } from '../shared/useSubmit';

/** What the change-password form hands to `onSubmit` (spec 3: change password). */
export interface ChangePasswordSubmission {
  /** Present only when the form asked for it (`askOldPassword`); else the caller has it. */
  oldPassword?: string;
  newPassword: string;
  confirmNewPassword: string;
}

export interface ChangePasswordFormProps extends Omit<
  ComponentPropsWithoutRef<'form'>,
  'onSubmit' | 'children'
> {
  /** Every text of the form, by key (FORM_TEXT_KEYS and the contract's `reg_pattern_<id>`). */
  t: Translate;
  /** Called with the checked passwords. The form is busy until a returned promise settles. */
  onSubmit: (values: ChangePasswordSubmission) => SubmitResult;
  /** The operator's password rule; the new password follows it. @default any characters */
  passwordRule?: FieldRule;
  /**
   * Ask for the old password: the stored one (kept from the login) is missing (spec 5).
   * @default false
   */
  askOldPassword?: boolean;
  /** The server's message after a refused change. @default undefined */
  serverError?: string;
  /** Field errors the server returned, e.g. a wrong old password. @default undefined */
  fieldErrors?: Readonly<Record<string, string>>;
  /** A request is on its way. @default false */
  pending?: boolean;
}

interface Values {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/**
 * The change-password pop-up's form (spec 2.2, 4.7, 5), shown to players whose password expired
 * or is the default one: the new password follows the operator's rule and is typed twice.
 */
export const ChangePasswordForm = forwardRef<HTMLFormElement, ChangePasswordFormProps>(
  function ChangePasswordForm(
    {
      t,
      onSubmit,
      passwordRule,
      askOldPassword = false,
      serverError,
      fieldErrors,
      pending = false,
      ...rest
    },
    ref,
  ) {
    const [formRef, setRef] = useFormRef(ref);
    const rule = useMemo(() => requiredRule(passwordRule), [passwordRule]);
    const schema = useMemo(
      () =>
        object({
          ...(askOldPassword ? { oldPassword: string().required(t('forms_required')) } : {}),
          newPassword: ruleToSchema(rule, t),
          confirmNewPassword: string()
            .required(t('forms_required'))
            .test({
              name: 'samePassword',
              message: t('forms_inconsistent_twice'),
              test: (value, context) =>
                !value || value === (context.parent as AnyObject)['newPassword'],
            }),
        }),
      [askOldPassword, rule, t],
    );

    const [submitted, setSubmitted] = useState<Values | null>(null);
    const serverFieldError: ServerFieldError = useCallback(
      (name, value) =>
        fieldErrors?.[name] !== undefined &&
        submitted !== null &&
        submitted[name as keyof Values] === value
          ? fieldErrors[name]
          : undefined,
      [fieldErrors, submitted],
    );

    const submit = useSubmitOnce((values: Values) => {
      setSubmitted(values);
      return onSubmit({
        ...(askOldPassword ? { oldPassword: values.oldPassword } : {}),
        newPassword: values.newPassword,
        confirmNewPassword: values.confirmNewPassword,
      });
    }, pending);

    return (
      <Formik<Values>
        initialValues={{ oldPassword: '', newPassword: '', confirmNewPassword: '' }}
        validationSchema={schema}
        onSubmit={submit}
      >
        {(formik) => (
          <ServerFieldErrors.Provider value={serverFieldError}>
            <FormRoot ref={setRef} noValidate onSubmit={formik.handleSubmit} {...rest}>
              <FocusFirstError form={formRef} serverErrors={fieldErrors} />
              {serverError ? <ServerError role="alert">{serverError}</ServerError> : null}
              <FieldStack>
                {askOldPassword ? (
                  <TextField
                    name="oldPassword"
                    label={t('forms_field_oldPassword')}
                    required
                    secret
                    autoComplete="current-password"
                    t={t}
                  />
                ) : null}
                <TextField
                  name="newPassword"
                  label={t('forms_field_newPassword')}
                  hint={ruleMessage(rule, t)}
                  required
                  secret
                  autoComplete="new-password"
                  t={t}
                />
                <TextField
                  name="confirmNewPassword"
                  label={t('forms_field_confirmNewPassword')}
                  required
                  secret
                  autoComplete="new-password"
                  t={t}
                />
              </FieldStack>
              <Button type="submit" fullWidth loading={pending || formik.isSubmitting}>
                {t('forms_change_submit')}
              </Button>
            </FormRoot>
          </ServerFieldErrors.Provider>
        )}
      </Formik>
    );
  },
);
ChangePasswordForm.displayName = 'ChangePasswordForm';
