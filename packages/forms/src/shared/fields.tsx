import { DateInput, FormField, PasswordInput, TextInput, type TextInputProps } from '@portal/ui';
import { useField, useFormikContext } from 'formik';
import { createContext, useContext, type ReactNode } from 'react';
import type { Translate } from '../schema/texts';

/**
 * The server's error of a field, given the field's current value: the register form shows what
 * the server refused (a taken username) until the player changes that value.
 */
export type ServerFieldError = (name: string, value: unknown) => string | undefined;
export const ServerFieldErrors = createContext<ServerFieldError>(() => undefined);

/** A value the player has not begun: nothing typed, nothing picked, not ticked. */
const isBlank = (value: unknown) =>
  value === undefined || value === null || value === '' || value === false;

/**
 * The fields the player has asked to be checked before the submit (a code sent to the mobile
 * number: `markChecked`), kept in the form's Formik status.
 */
const checkedFields = (status: unknown): ReadonlySet<string> =>
  new Set((status as { checked?: string[] } | undefined)?.checked ?? []);

/** Marks `name` as asked to be checked: its error shows even while it is empty. */
export function markChecked(
  status: unknown,
  setStatus: (status: unknown) => void,
  name: string,
): void {
  const checked = checkedFields(status);
  if (!checked.has(name))
    setStatus({ ...(status as object | undefined), checked: [...checked, name] });
}

/**
 * A field's error, once the player has tried to submit, or has left the field with something in
 * it; else the server's. A field left empty says nothing until the submit: a pop-up starts on its
 * first field, and a player who goes from there to "forgot password" or "register" has not got
 * anything wrong (an error appearing on the way would also move the link from under the pointer).
 * A field the player asked to be checked (`markChecked`) says what is wrong at once, empty or not.
 */
export function useShownError(name: string): string | undefined {
  const [field, meta] = useField<unknown>(name);
  const { submitCount, status } = useFormikContext();
  const server = useContext(ServerFieldErrors);
  const judged =
    submitCount > 0 || (meta.touched && (!isBlank(field.value) || checkedFields(status).has(name)));
  if (judged && typeof meta.error === 'string') return meta.error;
  return server(name, field.value);
}

export interface TextFieldProps extends Omit<
  TextInputProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'id' | 'required' | 'min' | 'max'
> {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  /** A password field, with the show/hide toggle. */
  secret?: boolean;
  /** A date field (the browser's date picker; the value is yyyy-MM-dd). */
  date?: boolean;
  t: Translate;
}

/** One Formik-bound input inside a FormField: label, hint, error, `aria-*` and `required`. */
export function TextField({
  name,
  label,
  hint,
  required = false,
  secret = false,
  date = false,
  t,
  ...input
}: TextFieldProps) {
  const [field] = useField<string>(name);
  const error = useShownError(name);
  const bound = {
    name: field.name,
    value: field.value ?? '',
    onChange: field.onChange,
    onBlur: field.onBlur,
  };
  return (
    <FormField label={label} hint={hint} error={error} required={required}>
      {(control) =>
        secret ? (
          <PasswordInput
            {...control}
            {...input}
            {...bound}
            fullWidth
            showLabel={t('forms_show_password')}
            hideLabel={t('forms_hide_password')}
          />
        ) : date ? (
          <DateInput {...control} {...input} {...bound} fullWidth />
        ) : (
          <TextInput {...control} {...input} {...bound} fullWidth />
        )
      }
    </FormField>
  );
}
