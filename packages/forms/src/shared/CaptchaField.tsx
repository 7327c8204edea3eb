import { CaptchaWidget, FormField, type CaptchaChallenge } from '@portal/ui';
import { useField } from 'formik';
import type { Translate } from '../schema/texts';
import { useShownError } from './fields';

/** The proof-of-work challenge the caller loaded, and how to ask for another (spec 4.5, 7.3). */
export interface CaptchaState {
  /** The challenge, as the captcha call returns it. */
  challenge?: CaptchaChallenge;
  /** A new challenge is on its way. @default false */
  loading?: boolean;
  /** Asks for a new challenge (at most once a second). */
  onRefresh: () => void;
  /** The language of the widget's own words. @default 'en' */
  language?: 'es' | 'en';
}

export interface CaptchaFieldProps {
  name: string;
  captcha: CaptchaState;
  required: boolean;
  t: Translate;
}

/** The captcha: a box to tick, then the browser solves the challenge; the solution is the value. */
export function CaptchaField({ name, captcha, required, t }: CaptchaFieldProps) {
  const [, , helpers] = useField<string>(name);
  const error = useShownError(name);
  return (
    <FormField label={t('forms_field_captcha')} error={error} required={required}>
      {(control) => (
        <CaptchaWidget
          id={control.id}
          aria-describedby={control['aria-describedby']}
          {...(captcha.challenge ? { challenge: captcha.challenge } : {})}
          language={captcha.language ?? 'en'}
          onChange={(payload) => void helpers.setValue(payload ?? '', true)}
        />
      )}
    </FormField>
  );
}
