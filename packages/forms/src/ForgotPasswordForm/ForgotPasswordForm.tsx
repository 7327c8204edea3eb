import { DEFAULT_MOBILE_RULE, ruleMessage, type FieldRule } from '@portal/contract';
import { Button, Tabs, type PhoneCountryOption } from '@portal/ui';
import { Formik } from 'formik';
import { forwardRef, useMemo, useState, type ComponentPropsWithoutRef } from 'react';
import { object, string } from 'yup';
import { VERIFICATION_CODE_MAX } from '../schema/registration';
import { requiredRule, ruleToSchema, trimmed } from '../schema/ruleToSchema';
import type { Translate } from '../schema/texts';
import { CodeField, FormSchema, type SendCode } from '../shared/CodeField';
import { TextField } from '../shared/fields';
import { FocusFirstError } from '../shared/FocusFirstError';
import { MobileField } from '../shared/MobileField';
import { FieldStack, FormHint, FormRoot, ServerError } from '../shared/Form.styles';
import { useFormRef } from '../shared/useFormRef';
import { useSubmitOnce, type SubmitResult } from '../shared/useSubmit';

/** What the forgot-password form hands to `onSubmit`: the e-mail reset or the phone reset body. */
export type ForgotPasswordSubmission =
  | { type: 'email'; body: { username: string; email: string } }
  | {
      type: 'mobile';
      body: {
        mobileNum: string;
        countryDialingCode?: string;
        verificationCode: string;
        newPassword: string;
      };
    };

export type ForgotPasswordTab = ForgotPasswordSubmission['type'];

export interface ForgotPasswordFormProps extends Omit<
  ComponentPropsWithoutRef<'form'>,
  'onSubmit' | 'children'
> {
  /** Every text of the form, by key (FORM_TEXT_KEYS and the contract's `reg_pattern_<id>`). */
  t: Translate;
  /** Called with the checked body. The form is busy until a returned promise settles. */
  onSubmit: (submission: ForgotPasswordSubmission) => SubmitResult;
  /** The operator's username rule. @default any characters, required */
  usernameRule?: FieldRule;
  /** The operator's e-mail rule. @default the e-mail pattern, 6 to 255 characters */
  emailRule?: FieldRule;
  /** The operator's mobile-number rule. @default digits only, 6 to 20 */
  mobileRule?: FieldRule;
  /** The operator's password rule; the new password follows it. @default any characters */
  passwordRule?: FieldRule;
  /** Reset by phone is allowed: the mobile tab is shown, and is the default (spec 2.2). @default false */
  mobileReset?: boolean;
  /**
   * The tab shown first, e.g. the e-mail one for a player whose e-mailed link no longer works.
   * The mobile tab needs `mobileReset`. @default 'mobile' with `mobileReset`, else 'email'
   */
  initialTab?: ForgotPasswordTab;
  /** The operator's countries: a dialing-code list before the mobile number. @default none */
  countries?: readonly PhoneCountryOption[];
  /** Asks for the reset SMS code. @default undefined (no code can be sent) */
  onSendCode?: SendCode;
  /** The server's message after a refused request. @default undefined */
  serverError?: string;
  /** A request is on its way. @default false */
  pending?: boolean;
}

interface Values {
  username: string;
  email: string;
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  newPassword: string;
}

/**
 * The forgot-password pop-up's form (spec 2.2, 4.7, 5): by e-mail (username and e-mail) and, when
 * the operator allows it, by phone (number, SMS code, new password), which is then the default.
 */
export const ForgotPasswordForm = forwardRef<HTMLFormElement, ForgotPasswordFormProps>(
  function ForgotPasswordForm(
    {
      t,
      onSubmit,
      usernameRule,
      emailRule,
      mobileRule,
      passwordRule,
      mobileReset = false,
      initialTab,
      countries,
      onSendCode,
      serverError,
      pending = false,
      ...rest
    },
    ref,
  ) {
    const [formRef, setRef] = useFormRef(ref);
    const [tab, setTab] = useState<ForgotPasswordTab>(
      initialTab ?? (mobileReset ? 'mobile' : 'email'),
    );
    const shown: ForgotPasswordTab = mobileReset ? tab : 'email';
    const rules = useMemo(
      () => ({
        username: requiredRule(usernameRule),
        email: requiredRule(emailRule, { patternId: 3, minLength: 6, maxLength: 255 }),
        mobileNum: requiredRule(mobileRule, DEFAULT_MOBILE_RULE),
        newPassword: requiredRule(passwordRule),
      }),
      [usernameRule, emailRule, mobileRule, passwordRule],
    );
    const schema = useMemo(
      () =>
        shown === 'email'
          ? object({
              username: ruleToSchema(rules.username, t).transform(trimmed),
              email: ruleToSchema(rules.email, t).transform(trimmed),
            })
          : object({
              mobileNum: ruleToSchema(rules.mobileNum, t).transform(trimmed),
              verificationCode: string()
                .transform(trimmed)
                .required(t('forms_enter_code'))
                .max(VERIFICATION_CODE_MAX, t('forms_enter_code')),
              newPassword: ruleToSchema(rules.newPassword, t),
            }),
      [shown, rules, t],
    );

    const submit = useSubmitOnce((values: Values) => {
      const clean = schema.cast(values, { stripUnknown: true }) as Partial<Values>;
      return onSubmit(
        shown === 'email'
          ? { type: 'email', body: { username: clean.username ?? '', email: clean.email ?? '' } }
          : {
              type: 'mobile',
              body: {
                mobileNum: clean.mobileNum ?? '',
                ...(values.countryDialingCode
                  ? { countryDialingCode: values.countryDialingCode }
                  : {}),
                verificationCode: clean.verificationCode ?? '',
                newPassword: values.newPassword,
              },
            },
      );
    }, pending);

    return (
      <FormSchema.Provider value={schema}>
        <Formik<Values>
          initialValues={{
            username: '',
            email: '',
            mobileNum: '',
            countryDialingCode: countries?.[0]?.countryDialingCode ?? '',
            verificationCode: '',
            newPassword: '',
          }}
          validationSchema={schema}
          onSubmit={submit}
        >
          {(formik) => (
            <FormRoot ref={setRef} noValidate onSubmit={formik.handleSubmit} {...rest}>
              <FocusFirstError form={formRef} />
              {serverError ? <ServerError role="alert">{serverError}</ServerError> : null}
              <Tabs
                label={t('forms_forgot_tabs')}
                value={shown}
                onValueChange={(value) => {
                  setTab(value as ForgotPasswordTab);
                  formik.setErrors({});
                }}
                stretch
                items={[
                  {
                    value: 'email',
                    label: t('forms_forgot_tab_email'),
                    content: (
                      <FieldStack>
                        <FormHint>{t('forms_forgot_email_hint')}</FormHint>
                        <TextField
                          name="username"
                          label={t('forms_field_username')}
                          hint={ruleMessage(rules.username, t)}
                          required
                          autoComplete="username"
                          autoCapitalize="none"
                          spellCheck={false}
                          t={t}
                        />
                        <TextField
                          name="email"
                          label={t('forms_field_email')}
                          hint={ruleMessage(rules.email, t)}
                          required
                          type="email"
                          inputMode="email"
                          autoComplete="email"
                          spellCheck={false}
                          t={t}
                        />
                      </FieldStack>
                    ),
                  },
                  {
                    value: 'mobile',
                    label: t('forms_forgot_tab_mobile'),
                    hidden: !mobileReset,
                    content: (
                      <FieldStack>
                        <MobileField
                          name="mobileNum"
                          label={t('forms_field_mobileNum')}
                          hint={ruleMessage(rules.mobileNum, t)}
                          required
                          countries={countries}
                          t={t}
                        />
                        <CodeField
                          name="verificationCode"
                          mobileField="mobileNum"
                          label={t('forms_field_verificationCode')}
                          required
                          t={t}
                          onSendCode={onSendCode ?? (() => Promise.resolve(null))}
                          seconds={(minutes) => minutes * 60}
                        />
                        <TextField
                          name="newPassword"
                          label={t('forms_field_newPassword')}
                          hint={ruleMessage(rules.newPassword, t)}
                          required
                          secret
                          autoComplete="new-password"
                          t={t}
                        />
                      </FieldStack>
                    ),
                  },
                ]}
              />
              <Button type="submit" fullWidth loading={pending || formik.isSubmitting}>
                {t(shown === 'email' ? 'forms_forgot_submit_email' : 'forms_forgot_submit_mobile')}
              </Button>
            </FormRoot>
          )}
        </Formik>
      </FormSchema.Provider>
    );
  },
);
ForgotPasswordForm.displayName = 'ForgotPasswordForm';
