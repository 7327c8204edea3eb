import { useFormikContext } from 'formik';
import { useEffect, useRef, type RefObject } from 'react';

const focusFirstInvalid = (form: HTMLFormElement | null) =>
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();

/**
 * After a submit that validation refused, moves the focus to the first invalid control of the form
 * (in the order the player sees them): its label, value and error are then read together. The
 * same when the server answers with field errors (`serverErrors` changes and is not empty).
 */
export function FocusFirstError({
  form,
  serverErrors,
}: {
  form: RefObject<HTMLFormElement | null>;
  serverErrors?: Readonly<Record<string, string>> | undefined;
}) {
  const { submitCount, isSubmitting, isValidating, errors } = useFormikContext();
  const handled = useRef(0);
  useEffect(() => {
    if (submitCount === handled.current || isSubmitting || isValidating) return;
    handled.current = submitCount;
    if (Object.keys(errors).length > 0) focusFirstInvalid(form.current);
  }, [submitCount, isSubmitting, isValidating, errors, form]);
  useEffect(() => {
    if (serverErrors && Object.keys(serverErrors).length > 0) focusFirstInvalid(form.current);
  }, [serverErrors, form]);
  return null;
}
