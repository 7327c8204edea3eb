import { EMAIL_PATTERN } from '@portal/contract';
import { Button, SmsCodeButton, type SmsCodeResult } from '@portal/ui';
import { Formik, type FormikHelpers, type FormikProps } from 'formik';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { object, string } from 'yup';
import { isApiError } from '../../api/ApiError';
import { useEmailBind, useEmailCode, useMobileBind, useMobileCode } from '../../api/profile';
import { Actions, Form, ServerError } from '../shared/cashier.styles';
import {
  Field,
  FocusFirstError,
  ServerFields,
  useFailure,
  useServerFields,
} from '../Withdraw/fields';
import { CodeRow, Note, Panel, PanelTitle } from './SecurityCentre.styles';

/** The server lets a new code be asked for once a minute. */
const RESEND_SECONDS = 60;

interface Values {
  target: string;
  verificationCode: string;
}

/** The calls and words of each binding: the same form binds a mobile number and an e-mail. */
function useBinding(kind: 'mobile' | 'email') {
  const mobileCode = useMobileCode();
  const emailCode = useEmailCode();
  const mobileBind = useMobileBind();
  const emailBind = useEmailBind();
  return kind === 'mobile'
    ? {
        field: 'mobileNum',
        taken: 'MOBILE_TAKEN',
        send: (target: string) => mobileCode.trigger({ body: { mobileNum: target } }),
        sendError: mobileCode.error,
        bind: (v: Values) =>
          mobileBind.trigger({
            body: { mobileNum: v.target, verificationCode: v.verificationCode },
          }),
        bindError: mobileBind.error,
        pending: mobileBind.pending,
      }
    : {
        field: 'email',
        taken: 'EMAIL_TAKEN',
        send: (target: string) => emailCode.trigger({ body: { email: target } }),
        sendError: emailCode.error,
        bind: (v: Values) =>
          emailBind.trigger({ body: { email: v.target, verificationCode: v.verificationCode } }),
        bindError: emailBind.error,
        pending: emailBind.pending,
      };
}

/**
 * Binds or changes the mobile number or the e-mail (spec 2.7 securityCenter): a code goes to the
 * new one, and comes back with it. A number or an address another account holds is refused on
 * the field, before any code is sent.
 */
export function BindForm({ kind, current }: { kind: 'mobile' | 'email'; current: string | null }) {
  const { t } = useTranslation();
  const binding = useBinding(kind);
  const [lastError, setLastError] = useState<unknown>(undefined);
  const failure = useFailure(lastError, {
    [binding.taken]: ['target', t(`profile_${kind}_taken`)],
    VERIFICATION_CODE_INVALID: ['verificationCode', t('profile_code_invalid')],
    VALIDATION: ['target', t(`profile_${kind}_invalid`)],
  });
  const [serverFields, setSent] = useServerFields<Values>(failure.fields);
  const [done, setDone] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const formik = useRef<FormikProps<Values>>(null);

  const targetRule = useMemo(
    () =>
      kind === 'mobile'
        ? string()
            .trim()
            .required(t('profile_mobile_required'))
            .matches(/^\+?\d{6,15}$/u, t('profile_mobile_invalid'))
        : string()
            .trim()
            .required(t('profile_email_required'))
            .matches(new RegExp(EMAIL_PATTERN, 'u'), t('profile_email_invalid')),
    [kind, t],
  );
  const schema = useMemo(
    () =>
      object({
        target: targetRule,
        verificationCode: string().trim().required(t('profile_code_required')),
      }),
    [targetRule, t],
  );

  const sendCode = async (): Promise<SmsCodeResult> => {
    const f = formik.current;
    if (!f) return { ok: false };
    await f.setFieldTouched('target', true, true);
    const target = f.values.target.trim();
    if (!targetRule.isValidSync(target)) {
      form.current?.querySelector<HTMLInputElement>('input[name="target"]')?.focus();
      return { ok: false };
    }
    setSent({ ...f.values });
    setLastError(undefined);
    try {
      await binding.send(target);
      return { ok: true, seconds: RESEND_SECONDS };
    } catch (e) {
      setLastError(e);
      return { ok: false };
    }
  };

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    setSent(values);
    setDone(false);
    setLastError(undefined);
    try {
      await binding.bind({
        target: values.target.trim(),
        verificationCode: values.verificationCode.trim(),
      });
      helpers.resetForm();
      setDone(true);
    } catch (e) {
      setLastError(e);
    }
  };

  const title = `profile-${kind}`;
  return (
    <Panel aria-labelledby={title}>
      <PanelTitle id={title}>{t(`profile_${kind}_title`)}</PanelTitle>
      <Note>
        {current ? t(`profile_${kind}_bound`, { value: current }) : t(`profile_${kind}_none`)}
      </Note>
      <Formik<Values>
        innerRef={formik}
        initialValues={{ target: '', verificationCode: '' }}
        validationSchema={schema}
        onSubmit={submit}
      >
        {(f) => (
          <ServerFields.Provider value={serverFields}>
            <Form ref={form} noValidate onSubmit={f.handleSubmit}>
              <FocusFirstError form={form} serverErrors={failure.fields} />
              {failure.message && isApiError(lastError) ? (
                <ServerError role="alert">{failure.message}</ServerError>
              ) : null}
              <Field
                name="target"
                label={t(current ? `profile_${kind}_new` : `profile_${kind}_label`)}
                {...(kind === 'mobile'
                  ? { inputMode: 'tel' as const, autoComplete: 'tel', dir: 'ltr' as const }
                  : { inputMode: 'email' as const, autoComplete: 'email', dir: 'ltr' as const })}
              />
              <CodeRow>
                <Field
                  name="verificationCode"
                  label={t('profile_code')}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={16}
                />
                <SmsCodeButton
                  variant="secondary"
                  onRequest={sendCode}
                  countdownLabel={(s) => t('profile_code_countdown', { seconds: s })}
                  readyAnnouncement={t('profile_code_ready')}
                >
                  {t('profile_code_send')}
                </SmsCodeButton>
              </CodeRow>
              <Actions>
                <Button type="submit" loading={binding.pending || f.isSubmitting}>
                  {t(current ? `profile_${kind}_change` : `profile_${kind}_bind`)}
                </Button>
                <span role="status">{done ? t(`profile_${kind}_done`) : null}</span>
              </Actions>
            </Form>
          </ServerFields.Provider>
        )}
      </Formik>
    </Panel>
  );
}
