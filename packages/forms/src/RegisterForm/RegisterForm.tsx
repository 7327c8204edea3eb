import type { CallBody, RegistrationRules, calls } from '@portal/contract';
import { Button, Checkbox, Tabs, type PhoneCountryOption } from '@portal/ui';
import { Formik, useField } from 'formik';
import {
  forwardRef,
  useCallback,
  useMemo,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
} from 'react';
import {
  REGISTRATION_FIELDS,
  fieldHint,
  registrationFields,
  registrationSchema,
  type RegistrationField,
  type RegistrationFieldSpec,
  type RegistrationMode,
  type RegistrationValues,
} from '../schema/registration';
import type { Translate } from '../schema/texts';
import { CaptchaField, type CaptchaState } from '../shared/CaptchaField';
import { CodeField, FormSchema, type SendCode } from '../shared/CodeField';
import {
  ServerFieldErrors,
  TextField,
  useShownError,
  type ServerFieldError,
  type TextFieldProps,
} from '../shared/fields';
import { FocusFirstError } from '../shared/FocusFirstError';
import { MobileField } from '../shared/MobileField';
import { FieldStack, FormHint, FormRoot, Links, ServerError } from '../shared/Form.styles';
import { useFormRef } from '../shared/useFormRef';
import { useSubmitOnce, type SubmitResult } from '../shared/useSubmit';

/** The registration call's body (spec 3). */
export type RegisterBody = CallBody<typeof calls.register>;

/** What the register form hands to `onSubmit`. */
export interface RegisterSubmission {
  /** Which call to make: username registration or mobile registration. */
  mode: RegistrationMode;
  /**
   * The body, checked and trimmed (passwords as typed): the shown fields that are filled, the
   * username set to the mobile number in mobile mode, the affiliate and referral codes of the URL,
   * and `login: true`. The caller adds the captcha key.
   */
  body: RegisterBody;
}

/** Spec 9: the first code of the register form counts down 60 s; later ones expiredMinutes x 60. */
export const FIRST_CODE_SECONDS = 60;

/** The countdown after a code, given how many codes this form had sent before it. */
export const registerCodeSeconds = (sentBefore: number, expiredMinutes: number): number =>
  sentBefore === 0 ? FIRST_CODE_SECONDS : expiredMinutes * 60;

export interface RegisterFormProps extends Omit<
  ComponentPropsWithoutRef<'form'>,
  'onSubmit' | 'children'
> {
  /** Every text of the form, by key (FORM_TEXT_KEYS and the contract's `reg_pattern_<id>`). */
  t: Translate;
  /** The operator's field rules (`GET /wps/system/setting/register`). */
  rules: RegistrationRules;
  /** Called with the checked body. The form is busy until a returned promise settles. */
  onSubmit: (submission: RegisterSubmission) => SubmitResult;
  /** Username registration (`USERNAMEREG3`): shows its tab. @default true */
  usernameRegistration?: boolean;
  /** Mobile registration (`MOBILENUMREG3`): shows its tab. @default false */
  mobileRegistration?: boolean;
  /** SMS verification of the number (`REGMOBVERF3`): the code field and its button. @default false */
  smsVerification?: boolean;
  /** The mobile tab asks for a password (`MOBILENUMPASSREG3`). @default true */
  mobilePassword?: boolean;
  /** The operator's countries: a dialing-code list before the mobile number. @default none */
  countries?: readonly PhoneCountryOption[];
  /** Asks for the registration SMS code. @default undefined (no code can be sent) */
  onSendCode?: SendCode;
  /** The captcha picture, shown when the captcha rule is enabled. @default an empty picture */
  captcha?: CaptchaState;
  /**
   * The affiliate code of the URL: it fills the field when the field is shown, and is sent as it
   * is when the field is hidden (spec 4.6).
   * @default undefined
   */
  affiliateCode?: string;
  /** The URL's `referralCode`, sent with the registration. @default undefined */
  referralCode?: string;
  /** The tab shown first, when both are on. @default 'username' */
  defaultTab?: RegistrationMode;
  /** The server's message after a refused registration. @default undefined */
  serverError?: string;
  /**
   * Field errors the server returned (`value.fields`), shown under their fields until the player
   * changes those values. @default undefined
   */
  fieldErrors?: Readonly<Record<string, string>>;
  /** A registration request is on its way. @default false */
  pending?: boolean;
  /** Opens the login pop-up. The link is not shown without it. @default undefined */
  onLogin?: () => void;
  /** Where the terms are read; a link in the terms box's label. @default undefined */
  termsHref?: string;
  /**
   * A first social sign-in's registration (mode `social`): no tabs, no passwords, no captcha;
   * `intro` says which provider signed the player in, `name` fills the nickname, and with
   * `hideEmail` the e-mail field is left out (the provider gave a verified one).
   * @default undefined
   */
  social?: { intro: string; name?: string | null; hideEmail?: boolean };
}

type FormValues = RegistrationValues & { countryDialingCode: string };

const emptyValues = (affiliateCode: string, countryDialingCode: string): FormValues => {
  const values = Object.fromEntries(REGISTRATION_FIELDS.map((name) => [name, ''])) as Record<
    RegistrationField,
    string
  >;
  return { ...values, affiliateCode, countryDialingCode, terms: false };
};

/**
 * The register pop-up's form (spec 2.2, 4.6, 5): a username tab and a mobile tab, each shown
 * when its flag is on; every field of the operator's rules shown when enabled and required when
 * configured; confirm password; the terms box; the SMS code with its countdown; the captcha.
 * Pure: the caller sends the request and passes back `pending`, `serverError` and `fieldErrors`.
 */
export const RegisterForm = forwardRef<HTMLFormElement, RegisterFormProps>(function RegisterForm(
  {
    t,
    rules,
    onSubmit,
    usernameRegistration = true,
    mobileRegistration = false,
    smsVerification = false,
    mobilePassword = true,
    countries,
    onSendCode,
    captcha,
    affiliateCode,
    referralCode,
    defaultTab = 'username',
    serverError,
    fieldErrors,
    pending = false,
    onLogin,
    termsHref,
    social,
    ...rest
  },
  ref,
) {
  const [formRef, setRef] = useFormRef(ref);
  const available: RegistrationMode[] = [
    ...(usernameRegistration ? (['username'] as const) : []),
    ...(mobileRegistration ? (['mobile'] as const) : []),
  ];
  const [tab, setTab] = useState<RegistrationMode>(defaultTab);
  const mode: RegistrationMode = social
    ? 'social'
    : available.includes(tab)
      ? tab
      : (available[0] ?? 'username');
  const hideEmail = social?.hideEmail === true;
  const options = useMemo(
    () => ({
      mode,
      smsVerification,
      mobilePassword,
      ...(hideEmail ? { hidden: ['email' as const] } : {}),
    }),
    [mode, smsVerification, mobilePassword, hideEmail],
  );
  const fields = useMemo(() => registrationFields(rules, options), [rules, options]);
  const schema = useMemo(() => registrationSchema(rules, options, t), [rules, options, t]);
  const affiliateShown = fields.some((f) => f.name === 'affiliateCode');

  // The values the server answered about: its field errors stand while those values do.
  const [submitted, setSubmitted] = useState<FormValues | null>(null);
  const serverError_: ServerFieldError = useCallback(
    (name, value) =>
      fieldErrors?.[name] !== undefined &&
      submitted !== null &&
      submitted[name as RegistrationField] === value
        ? fieldErrors[name]
        : undefined,
    [fieldErrors, submitted],
  );

  const submit = useSubmitOnce((values: FormValues) => {
    setSubmitted(values);
    const clean = schema.cast(values, { stripUnknown: true }) as Partial<RegistrationValues>;
    const body: Record<string, unknown> = {};
    for (const spec of fields) {
      const value = clean[spec.name];
      if (typeof value === 'string' && value !== '') body[spec.name] = value;
    }
    if (mode === 'mobile') body['username'] = body['mobileNum'];
    if (body['mobileNum'] && values.countryDialingCode) {
      body['countryDialingCode'] = values.countryDialingCode;
    }
    const urlCode = affiliateCode?.trim();
    if (!affiliateShown && urlCode) body['affiliateCode'] = urlCode;
    const referral = referralCode?.trim();
    if (referral) body['referralCode'] = referral;
    // The terms box says "18 or over": the server records it for the operator's age gate.
    if (values.terms) body['adult'] = true;
    body['login'] = true;
    return onSubmit({ mode, body: body as RegisterBody });
  }, pending);

  // Sixty seconds for the first code of this form, then the server's lifetime (spec 9).
  const codesSent = useRef(0);
  const codeSeconds = (expiredMinutes: number) =>
    registerCodeSeconds(codesSent.current++, expiredMinutes);

  const content = (
    <FieldStack>
      {fields.map((spec) => (
        <RegisterField
          key={spec.name}
          spec={spec}
          t={t}
          captcha={captcha}
          countries={countries}
          onSendCode={onSendCode}
          codeSeconds={codeSeconds}
        />
      ))}
    </FieldStack>
  );

  return (
    <FormSchema.Provider value={schema}>
      <Formik<FormValues>
        initialValues={{
          ...emptyValues(
            affiliateShown ? (affiliateCode ?? '') : '',
            countries?.[0]?.countryDialingCode ?? '',
          ),
          ...(social?.name ? { nickname: social.name } : {}),
        }}
        validationSchema={schema}
        onSubmit={submit}
      >
        {(formik) => (
          <ServerFieldErrors.Provider value={serverError_}>
            <FormRoot ref={setRef} noValidate onSubmit={formik.handleSubmit} {...rest}>
              <FocusFirstError form={formRef} serverErrors={fieldErrors} />
              {serverError ? <ServerError role="alert">{serverError}</ServerError> : null}
              {social ? (
                <>
                  <FormHint>{social.intro}</FormHint>
                  {content}
                </>
              ) : (
                <Tabs
                  label={t('forms_register_tabs')}
                  value={mode}
                  onValueChange={(value) => {
                    setTab(value as RegistrationMode);
                    formik.setErrors({});
                  }}
                  stretch
                  items={[
                    {
                      value: 'username',
                      label: t('forms_register_tab_username'),
                      hidden: !usernameRegistration,
                      content: mode === 'username' ? content : null,
                    },
                    {
                      value: 'mobile',
                      label: t('forms_register_tab_mobile'),
                      hidden: !mobileRegistration,
                      content: mode === 'mobile' ? content : null,
                    },
                  ]}
                />
              )}
              <Terms t={t} termsHref={termsHref} />
              <Button type="submit" fullWidth loading={pending || formik.isSubmitting}>
                {t('forms_register_submit')}
              </Button>
              {onLogin ? (
                <Links>
                  <Button variant="ghost" size="sm" onClick={onLogin}>
                    {t('forms_register_login')}
                  </Button>
                </Links>
              ) : null}
            </FormRoot>
          </ServerFieldErrors.Provider>
        )}
      </Formik>
    </FormSchema.Provider>
  );
});
RegisterForm.displayName = 'RegisterForm';

/** The input each field gets: its keyboard, its autofill and whether it is masked. */
const INPUTS: Partial<Record<RegistrationField, Partial<TextFieldProps>>> = {
  username: { autoComplete: 'username', autoCapitalize: 'none', spellCheck: false },
  password: { secret: true, autoComplete: 'new-password' },
  confirmPassword: { secret: true, autoComplete: 'new-password' },
  paymentPassword: { secret: true, autoComplete: 'off' },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email', spellCheck: false },
  payeeName: { autoComplete: 'name' },
  whatsapp: { type: 'tel', autoComplete: 'tel' },
  zalo: { type: 'tel' },
  qqNum: { inputMode: 'numeric' },
  birthday: { autoComplete: 'bday' },
  nickname: { autoComplete: 'nickname' },
  affiliateCode: { autoCapitalize: 'characters', spellCheck: false },
  recommenderId: { autoCapitalize: 'none', spellCheck: false },
};

function RegisterField({
  spec,
  t,
  captcha,
  countries,
  onSendCode,
  codeSeconds,
}: {
  spec: RegistrationFieldSpec;
  t: Translate;
  captcha: CaptchaState | undefined;
  countries: readonly PhoneCountryOption[] | undefined;
  onSendCode: SendCode | undefined;
  codeSeconds: (expiredMinutes: number) => number;
}) {
  if (spec.name === 'captcha') {
    return (
      <CaptchaField
        name="captcha"
        captcha={captcha ?? { onRefresh: () => undefined }}
        required={spec.required}
        t={t}
      />
    );
  }
  if (spec.name === 'verificationCode') {
    return (
      <CodeField
        name="verificationCode"
        mobileField="mobileNum"
        label={t('forms_field_verificationCode')}
        required={spec.required}
        t={t}
        onSendCode={onSendCode ?? (() => Promise.resolve(null))}
        seconds={codeSeconds}
      />
    );
  }
  const hint = fieldHint(spec, t);
  if (spec.name === 'mobileNum') {
    return (
      <MobileField
        name="mobileNum"
        label={t('forms_field_mobileNum')}
        hint={hint}
        required={spec.required}
        countries={countries}
        t={t}
      />
    );
  }
  // The browser's date picker writes yyyy-MM-dd: only for a rule that asks for that form.
  const date =
    spec.name === 'birthday' && spec.rule?.patternId === 11 && !spec.rule.acceptedPattern;
  return (
    <TextField
      name={spec.name}
      label={t(`forms_field_${spec.name}`)}
      {...(hint === undefined ? {} : { hint })}
      required={spec.required}
      date={date}
      t={t}
      {...INPUTS[spec.name]}
    />
  );
}

function Terms({ t, termsHref }: { t: Translate; termsHref: string | undefined }) {
  const [field] = useField<boolean>({ name: 'terms', type: 'checkbox' });
  const error = useShownError('terms');
  return (
    <Checkbox
      name={field.name}
      checked={field.checked ?? false}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={error}
      required
    >
      {t('forms_register_terms')}
      {termsHref ? (
        <>
          {' '}
          <a href={termsHref} target="_blank" rel="noreferrer">
            {t('forms_register_terms_link')}
          </a>
        </>
      ) : null}
    </Checkbox>
  );
}
