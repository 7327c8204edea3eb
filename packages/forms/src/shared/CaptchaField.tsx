import { CaptchaImage, FormField, TextInput } from '@portal/ui';
import { useField } from 'formik';
import type { Translate } from '../schema/texts';
import { useShownError } from './fields';
import { FieldRow } from './Form.styles';

/** The captcha picture the caller loaded, and how to ask for another (spec 4.5, 7.3). */
export interface CaptchaState {
  /** The picture: base64 as the captcha call returns it, or a data URL. */
  src?: string;
  /** A new picture is on its way. @default false */
  loading?: boolean;
  /** Asks for a new picture (at most once a second: the picture itself holds back). */
  onRefresh: () => void;
}

export interface CaptchaFieldProps {
  name: string;
  captcha: CaptchaState;
  required: boolean;
  t: Translate;
}

/** The captcha answer with its picture beside it; a click on the picture changes it. */
export function CaptchaField({ name, captcha, required, t }: CaptchaFieldProps) {
  const [field] = useField<string>(name);
  const error = useShownError(name);
  return (
    <FormField label={t('forms_field_captcha')} error={error} required={required}>
      {(control) => (
        <FieldRow>
          <TextInput
            {...control}
            {...field}
            value={field.value ?? ''}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            fullWidth
          />
          <CaptchaImage
            {...(captcha.src === undefined ? {} : { src: captcha.src })}
            loading={captcha.loading ?? false}
            alt={t('forms_captcha_image')}
            refreshLabel={t('forms_captcha_refresh')}
            onRefresh={captcha.onRefresh}
          />
        </FieldRow>
      )}
    </FormField>
  );
}
