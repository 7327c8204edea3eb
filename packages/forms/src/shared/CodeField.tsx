import { FormField, SmsCodeButton, TextInput, type SmsCodeResult } from '@portal/ui';
import { useField, useFormikContext } from 'formik';
import { createContext, useContext, type ReactNode } from 'react';
import type { Translate } from '../schema/texts';
import { markChecked, useShownError } from './fields';
import { FieldRow } from './Form.styles';
import { DIALING_CODE_FIELD } from './MobileField';

/**
 * Asks the server for an SMS code for `mobileNum` (with the dialing code when the form has a
 * country list). Resolves with the code's lifetime in minutes (the call's `expiredMinutes`), or
 * `null` when the server refused (the caller shows its message, spec 8). A rejection counts as a
 * refusal.
 */
export type SendCode = (
  mobileNum: string,
  countryDialingCode?: string,
) => Promise<{ expiredMinutes: number } | null>;

export interface CodeFieldProps {
  name: string;
  /** The field holding the number the code goes to; checked before a code is asked for. */
  mobileField: string;
  label: ReactNode;
  required: boolean;
  t: Translate;
  onSendCode: SendCode;
  /** Seconds of the countdown after a code was sent, from `expiredMinutes`. */
  seconds: (expiredMinutes: number) => number;
  /** Start with a countdown already running (a code sent before the form opened). @default 0 */
  initialSeconds?: number;
}

/** The schema of the form around: the number is checked with it before a code is asked for. */
export const FormSchema = createContext<
  { validateAt(path: string, value: unknown): Promise<unknown> } | undefined
>(undefined);

/** `(seconds)` in the countdown text becomes the number. */
export const countdownText = (t: Translate) => (seconds: number) =>
  t('forms_code_countdown').replace(/\(seconds\)/gu, String(seconds));

/**
 * The SMS code input with its send button (spec 4.4). The number is checked against its rule
 * first: a wrong number gets its message and the focus, and no code is asked for.
 */
export function CodeField({
  name,
  mobileField,
  label,
  required,
  t,
  onSendCode,
  seconds,
  initialSeconds = 0,
}: CodeFieldProps) {
  const schema = useContext(FormSchema);
  const [field] = useField<string>(name);
  const error = useShownError(name);
  const { setFieldTouched, setStatus, status, values } =
    useFormikContext<Record<string, unknown>>();

  const request = async (): Promise<SmsCodeResult> => {
    // Asking for a code checks the number: its error shows, even an empty one's; the schema says
    // whether there is one.
    markChecked(status, setStatus, mobileField);
    await setFieldTouched(mobileField, true, true);
    try {
      await schema?.validateAt(mobileField, values);
    } catch {
      document.querySelector<HTMLInputElement>(`input[name="${mobileField}"]`)?.focus();
      return { ok: false };
    }
    const mobile = String(values[mobileField] ?? '').trim();
    const dialing = String(values[DIALING_CODE_FIELD] ?? '');
    const answer = await (dialing ? onSendCode(mobile, dialing) : onSendCode(mobile));
    return answer ? { ok: true, seconds: seconds(answer.expiredMinutes) } : { ok: false };
  };

  return (
    <FormField label={label} error={error} required={required}>
      {(control) => (
        <FieldRow>
          <TextInput
            {...control}
            {...field}
            value={field.value ?? ''}
            inputMode="numeric"
            autoComplete="one-time-code"
            fullWidth
          />
          <SmsCodeButton
            onRequest={request}
            countdownLabel={countdownText(t)}
            readyAnnouncement={t('forms_code_ready')}
            initialSeconds={initialSeconds}
          >
            {t('forms_send_code')}
          </SmsCodeButton>
        </FieldRow>
      )}
    </FormField>
  );
}
