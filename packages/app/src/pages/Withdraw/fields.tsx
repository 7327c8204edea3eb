// The withdraw page's three forms share their plumbing: a field shows its own rule's message once
// it was left or the form was submitted, else what the server said of the value it was sent
// with; a refused submit, or the server's word on a field, puts the focus on the first field in
// error. Kept apart from the forms so each of them reads as its fields only.
import { FormField, PasswordInput, TextInput, type TextInputProps } from '@portal/ui';
import { useField, useFormikContext } from 'formik';
import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/ApiError';
import { useServerError } from '../../popups/useServerError';

type ServerFieldError = (name: string, value: unknown) => string | undefined;
export const ServerFields = createContext<ServerFieldError>(() => undefined);

/**
 * A form's failure: the codes that speak of one field (a wrong password, the balance) shown on
 * that field in the player's language; any other as the form's alert, with the server's field
 * messages. The fields object is new with each failure only (it moves the focus).
 */
export function useFailure(
  error: unknown,
  onField: Partial<Record<string, readonly [string, string]>>,
) {
  const server = useServerError(error);
  const mapped = isApiError(error) ? onField[error.code] : undefined;
  const [field, text] = mapped ?? [];
  const fields = useMemo(
    () => (error !== undefined && field && text ? { [field]: text } : server.fields),
    [error, field, text, server.fields],
  );
  return mapped ? { message: undefined, fields } : { message: server.message, fields };
}

/** The server's field errors for the values they were sent with. */
export function useServerFields<V extends object>(fields: Record<string, string>) {
  const [sent, setSent] = useState<V | null>(null);
  const error: ServerFieldError = (name, value) =>
    sent !== null && (sent as Record<string, unknown>)[name] === value ? fields[name] : undefined;
  return [error, setSent] as const;
}

function focusFirstInvalid(form: HTMLFormElement | null) {
  const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!invalid) return;
  // A radio group: its chosen radio, or its first.
  const target =
    invalid instanceof HTMLInputElement
      ? invalid
      : (invalid.querySelector<HTMLElement>('input:checked') ??
        invalid.querySelector<HTMLElement>('input'));
  target?.focus();
}

export function FocusFirstError({
  form,
  serverErrors,
}: {
  form: RefObject<HTMLFormElement | null>;
  serverErrors: Record<string, string>;
}) {
  const { submitCount, isSubmitting, isValidating, errors } = useFormikContext();
  const handled = useRef(0);
  useEffect(() => {
    if (submitCount === handled.current || isSubmitting || isValidating) return;
    handled.current = submitCount;
    if (Object.keys(errors).length > 0) focusFirstInvalid(form.current);
  }, [submitCount, isSubmitting, isValidating, errors, form]);
  useEffect(() => {
    if (Object.keys(serverErrors).length > 0) focusFirstInvalid(form.current);
  }, [serverErrors, form]);
  return null;
}

export function useShownError(name: string): string | undefined {
  const [field, meta] = useField<unknown>(name);
  const { submitCount } = useFormikContext();
  const server = useContext(ServerFields);
  if ((meta.touched || submitCount > 0) && typeof meta.error === 'string') return meta.error;
  return server(name, field.value);
}

export function Field({
  name,
  label,
  hint,
  secret = false,
  required = true,
  ...input
}: {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  secret?: boolean;
  /** @default true */
  required?: boolean;
} & Pick<TextInputProps, 'autoComplete' | 'inputMode' | 'dir' | 'maxLength'>) {
  const { t } = useTranslation();
  const [field] = useField<string>(name);
  const error = useShownError(name);
  const bound = { name, value: field.value, onChange: field.onChange, onBlur: field.onBlur };
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
        ) : (
          <TextInput {...control} {...input} {...bound} fullWidth />
        )
      }
    </FormField>
  );
}
