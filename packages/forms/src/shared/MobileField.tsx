import { FormField, PhoneInput, TextInput, type PhoneCountryOption } from '@portal/ui';
import { useField, useFormikContext } from 'formik';
import { useEffect, type ReactNode } from 'react';
import type { Translate } from '../schema/texts';
import { useShownError } from './fields';

export interface MobileFieldProps {
  /** The number's field; the dialing code is kept in `countryDialingCode`. */
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  required: boolean;
  /** The operator's countries: a dialing-code list before the number. Without them, the number alone. */
  countries?: readonly PhoneCountryOption[] | undefined;
  t: Translate;
}

/** Where a form keeps the dialing code chosen beside the number. */
export const DIALING_CODE_FIELD = 'countryDialingCode';

/**
 * The mobile number: PhoneInput (dialing code and digits) when the operator has countries, else a
 * telephone input. The number input carries `name`, so a refused number takes the focus.
 */
export function MobileField({ name, label, hint, required, countries, t }: MobileFieldProps) {
  const [field] = useField<string>(name);
  const [dialing] = useField<string>(DIALING_CODE_FIELD);
  const { setFieldValue } = useFormikContext();
  const error = useShownError(name);
  // The countries often arrive after the form took its initial values (they are fetched when the
  // pop-up opens): the operator's default, first in the list, is chosen then, as it would have
  // been had they been there from the start.
  const defaultCode = countries?.[0]?.countryDialingCode;
  useEffect(() => {
    if (defaultCode && !dialing.value) void setFieldValue(DIALING_CODE_FIELD, defaultCode, false);
  }, [defaultCode, dialing.value, setFieldValue]);
  return (
    <FormField label={label} hint={hint} error={error} required={required}>
      {(control) =>
        countries && countries.length > 0 ? (
          <PhoneInput
            {...control}
            name={name}
            onBlur={field.onBlur}
            countries={countries}
            countryLabel={t('forms_country_code')}
            value={{ countryDialingCode: dialing.value ?? '', mobileNum: field.value ?? '' }}
            onChange={(next) => {
              void setFieldValue(DIALING_CODE_FIELD, next.countryDialingCode, false);
              void setFieldValue(name, next.mobileNum);
            }}
            fullWidth
          />
        ) : (
          <TextInput
            {...control}
            {...field}
            value={field.value ?? ''}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            fullWidth
          />
        )
      }
    </FormField>
  );
}
