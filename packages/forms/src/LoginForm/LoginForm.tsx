import { DEFAULT_MOBILE_RULE, ruleMessage, type FieldRule } from '@portal/contract';
import { Button, Checkbox, Tabs, type PhoneCountryOption } from '@portal/ui';
import { Formik, useField, type FormikErrors } from 'formik';
import { forwardRef, useMemo, useState, type ComponentPropsWithoutRef } from 'react';
import { object, string } from 'yup';
import { requiredRule, ruleToSchema, trimmed } from '../schema/ruleToSchema';
import type { Translate } from '../schema/texts';
import { CaptchaField, type CaptchaState } from '../shared/CaptchaField';
import { CodeField, FormSchema, type SendCode } from '../shared/CodeField';
import { TextField } from '../shared/fields';
import { MobileField } from '../shared/MobileField';
import { FocusFirstError } from '../shared/FocusFirstError';
import { FieldStack, FormRoot, Links, ServerError } from '../shared/Form.styles';
import { useFormRef } from '../shared/useFormRef';
import { useSubmitOnce, type SubmitResult } from '../shared/useSubmit';

export type LoginType = 'username' | 'sms';

/** What the login form hands to `onSubmit`: the login call's body (spec 3) and remember-me. */
export interface LoginSubmission {
  /** `username` (password login) or `sms` (code login). */
  type: LoginType;
  /** The username, trimmed; the mobile number for code login. */
  username: string;
  /** The password as typed; the SMS code (trimmed) for code login. */
  password: string;
  /** `agent` on the agent landing page, where only agents may log in. */
  area: 'member' | 'agent';
  /** The captcha answer, when the captcha is shown. */
  captcha?: string;
  /** The dialing code chosen beside the number, for code login with a country list. */
  countryDialingCode?: string;
  /** Remember-me: the caller stores or removes the last login (spec 4.3). Never set for agents. */
  remember: boolean;
}

/** What the form starts with, e.g. the last login restored by remember-me. */
export interface LoginInitialValues {
  username?: string;
  password?: string;
  mobileNum?: string;
  remember?: boolean;
}

export interface LoginFormProps extends Omit<
  ComponentPropsWithoutRef<'form'>,
  'onSubmit' | 'children'
> {
  /** Every text of the form, by key (FORM_TEXT_KEYS and the contract's `reg_pattern_<id>`). */
  t: Translate;
  /** Called with the checked values. The form is busy until a returned promise settles. */
  onSubmit: (values: LoginSubmission) => SubmitResult;
  /**
   * The operator's mobile-number rule (`validate.mobileNum`); code login checks the number with it.
   * @default digits only, 6 to 20, as the reference server
   */
  mobileRule?: FieldRule;
  /** The operator's countries: a dialing-code list before the mobile number. @default none */
  countries?: readonly PhoneCountryOption[];
  /** Code login (`MOBILEVERCODELOGIN3`): shows the mobile-number tab. @default false */
  codeLogin?: boolean;
  /** Asks for the SMS code of code login. Required for the mobile tab to send codes. @default undefined */
  onSendCode?: SendCode;
  /** `agent` on the agent landing page: no remember-me and no third-party login. @default 'member' */
  variant?: 'member' | 'agent';
  /** The server asked for a captcha (spec 4.2): the answer field and the picture. @default undefined */
  captcha?: CaptchaState;
  /** The server's message after a refused login, shown above the fields. @default undefined */
  serverError?: string;
  /** A login request is on its way: the submit is busy and cannot be sent again. @default false */
  pending?: boolean;
  /** The tab shown first. @default 'username' */
  defaultTab?: LoginType;
  /** Values to start with (remember-me). @default empty */
  initialValues?: LoginInitialValues;
  /** Opens the register pop-up. The link is not shown without it. @default undefined */
  onRegister?: () => void;
  /** Opens the forgot-password pop-up. The link is not shown without it. @default undefined */
  onForgotPassword?: () => void;
}

interface Values {
  username: string;
  password: string;
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  captcha: string;
  remember: boolean;
}

/** The schema of the shown tab (spec 5): trimmed and required; the mobile number by its rule. */
function loginSchema(tab: LoginType, mobileRule: FieldRule, captcha: boolean, t: Translate) {
  const required = t('forms_required');
  const shape =
    tab === 'username'
      ? {
          username: string().transform(trimmed).required(required),
          // Checked trimmed (spaces alone are not a password) but sent as typed.
          password: string().test('present', required, (v) => (v ?? '').trim() !== ''),
        }
      : {
          mobileNum: ruleToSchema(mobileRule, t).transform(trimmed),
          verificationCode: string()
            .transform(trimmed)
            .required(t('forms_enter_code'))
            .max(255, t('forms_enter_code')),
        };
  return object({
    ...shape,
    ...(captcha ? { captcha: string().transform(trimmed).required(t('forms_enter_captcha')) } : {}),
  });
}

/**
 * The login pop-up's form (spec 2.2, 4.2, 5): a username tab and, with code login on, a
 * mobile-number tab; the captcha when the server asked for one; remember-me; links to register
 * and to forgot password; third-party logins. Pure: the caller sends the request and passes back
 * `pending`, `serverError` and `captcha`.
 */
export const LoginForm = forwardRef<HTMLFormElement, LoginFormProps>(function LoginForm(
  {
    t,
    onSubmit,
    mobileRule,
    countries,
    codeLogin = false,
    onSendCode,
    variant = 'member',
    captcha,
    serverError,
    pending = false,
    defaultTab = 'username',
    initialValues,
    onRegister,
    onForgotPassword,
    ...rest
  },
  ref,
) {
  const [tab, setTab] = useState<LoginType>(codeLogin ? defaultTab : 'username');
  const shownTab = codeLogin ? tab : 'username';
  const rule = useMemo(() => requiredRule(mobileRule, DEFAULT_MOBILE_RULE), [mobileRule]);
  const schema = useMemo(
    () => loginSchema(shownTab, rule, captcha !== undefined, t),
    [shownTab, rule, captcha, t],
  );
  const agent = variant === 'agent';

  const submit = useSubmitOnce((values: Values) => {
    const clean = schema.cast(values, { stripUnknown: true }) as Partial<Values>;
    const sms = shownTab === 'sms';
    return onSubmit({
      type: shownTab,
      username: (sms ? clean.mobileNum : clean.username) ?? '',
      password: (sms ? clean.verificationCode : values.password) ?? '',
      area: agent ? 'agent' : 'member',
      ...(captcha ? { captcha: clean.captcha ?? '' } : {}),
      ...(sms && values.countryDialingCode
        ? { countryDialingCode: values.countryDialingCode }
        : {}),
      remember: !agent && values.remember,
    });
  }, pending);

  return (
    <FormSchema.Provider value={schema}>
      <Formik<Values>
        initialValues={{
          username: initialValues?.username ?? '',
          password: initialValues?.password ?? '',
          mobileNum: initialValues?.mobileNum ?? '',
          countryDialingCode: countries?.[0]?.countryDialingCode ?? '',
          verificationCode: '',
          captcha: '',
          remember: initialValues?.remember ?? false,
        }}
        validationSchema={schema}
        onSubmit={submit}
      >
        {(formik) => (
          <LoginFormBody
            ref={ref}
            {...rest}
            formik={formik}
            t={t}
            tab={shownTab}
            onTab={(value) => {
              setTab(value as LoginType);
              // The other tab's errors are not the player's concern any more.
              formik.setErrors({} as FormikErrors<Values>);
            }}
            codeLogin={codeLogin}
            countries={countries}
            onSendCode={onSendCode}
            mobileHint={ruleMessage(rule, t)}
            agent={agent}
            captcha={captcha}
            serverError={serverError}
            busy={pending || formik.isSubmitting}
            onRegister={onRegister}
            onForgotPassword={onForgotPassword}
          />
        )}
      </Formik>
    </FormSchema.Provider>
  );
});
LoginForm.displayName = 'LoginForm';

interface BodyProps extends Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit' | 'children'> {
  formik: { handleSubmit: (e?: React.FormEvent<HTMLFormElement>) => void };
  t: Translate;
  tab: LoginType;
  onTab: (value: string) => void;
  codeLogin: boolean;
  countries: readonly PhoneCountryOption[] | undefined;
  onSendCode: SendCode | undefined;
  mobileHint: string;
  agent: boolean;
  captcha: CaptchaState | undefined;
  serverError: string | undefined;
  busy: boolean;
  onRegister: (() => void) | undefined;
  onForgotPassword: (() => void) | undefined;
}

const noCode: SendCode = () => Promise.resolve(null);

const LoginFormBody = forwardRef<HTMLFormElement, BodyProps>(function LoginFormBody(
  {
    formik,
    t,
    tab,
    onTab,
    codeLogin,
    countries,
    onSendCode,
    mobileHint,
    agent,
    captcha,
    serverError,
    busy,
    onRegister,
    onForgotPassword,
    ...rest
  },
  ref,
) {
  const [formRef, setRef] = useFormRef(ref);
  return (
    <FormRoot ref={setRef} noValidate onSubmit={formik.handleSubmit} {...rest}>
      <FocusFirstError form={formRef} />
      {serverError ? <ServerError role="alert">{serverError}</ServerError> : null}
      <Tabs
        label={t('forms_login_tabs')}
        value={tab}
        onValueChange={onTab}
        stretch
        items={[
          {
            value: 'username',
            label: t('forms_login_tab_username'),
            content: (
              <FieldStack>
                <TextField
                  name="username"
                  label={t('forms_field_username')}
                  required
                  autoComplete="username"
                  autoCapitalize="none"
                  spellCheck={false}
                  t={t}
                />
                <TextField
                  name="password"
                  label={t('forms_field_password')}
                  required
                  secret
                  autoComplete="current-password"
                  t={t}
                />
              </FieldStack>
            ),
          },
          {
            value: 'sms',
            label: t('forms_login_tab_mobile'),
            hidden: !codeLogin,
            content: (
              <FieldStack>
                <MobileField
                  name="mobileNum"
                  label={t('forms_field_mobileNum')}
                  hint={mobileHint}
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
                  onSendCode={onSendCode ?? noCode}
                  seconds={(minutes) => minutes * 60}
                />
              </FieldStack>
            ),
          },
        ]}
      />
      {captcha ? <CaptchaField name="captcha" captcha={captcha} required t={t} /> : null}
      {agent ? null : <RememberMe t={t} />}
      <Button type="submit" fullWidth loading={busy}>
        {t('forms_login_submit')}
      </Button>
      {onRegister || onForgotPassword ? (
        <Links>
          {onRegister ? (
            <Button variant="ghost" size="sm" onClick={onRegister}>
              {t('forms_login_register')}
            </Button>
          ) : null}
          {onForgotPassword ? (
            <Button variant="ghost" size="sm" onClick={onForgotPassword}>
              {t('forms_login_forgot')}
            </Button>
          ) : null}
        </Links>
      ) : null}
    </FormRoot>
  );
});

function RememberMe({ t }: { t: Translate }) {
  const [field] = useField<boolean>({ name: 'remember', type: 'checkbox' });
  return (
    <Checkbox
      name={field.name}
      checked={field.checked ?? false}
      onChange={field.onChange}
      onBlur={field.onBlur}
    >
      {t('forms_login_remember')}
    </Checkbox>
  );
}
