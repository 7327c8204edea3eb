import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import {
  FormFieldError,
  FormFieldHint,
  FormFieldLabel,
  FormFieldRequired,
  FormFieldRoot,
} from './FormField.styles';

/** What a FormField hands to its input: spread it onto the one control it labels. */
export interface FormFieldControlProps {
  /** The control's id; the field's `<label for>` points at it. */
  id: string;
  /** The ids of the hint and of the error, when shown. */
  'aria-describedby': string | undefined;
  /** `true` while an error is shown. */
  'aria-invalid': true | undefined;
  /** `true` when the field is required. */
  required: true | undefined;
}

export interface FormFieldProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** The visible label of the control. */
  label: ReactNode;
  /** A line of help under the label, e.g. the rule the value must follow. @default undefined */
  hint?: ReactNode;
  /**
   * The error under the input. While it is set the control is `aria-invalid`
   * and described by it, and the text is announced politely once.
   * @default undefined
   */
  error?: ReactNode;
  /**
   * The value is required: the control gets `required` and the label a
   * visual `*` (spec 5: "fields marked * are required").
   * @default false
   */
  required?: boolean;
  /** The control's id. @default a generated id */
  controlId?: string;
  /**
   * Renders the control with the props that tie it to the label, hint and
   * error: `{(field) => <TextInput {...field} />}`.
   */
  children: (field: FormFieldControlProps) => ReactNode;
}

/**
 * A label, an optional hint and an error around one control.
 *
 * The control is rendered by a function child that receives `id`,
 * `aria-describedby`, `aria-invalid` and `required`: explicit and typed, and
 * it works for any control (ours or native) without cloning elements. The
 * error sits in a polite live region that is always in the page, so a new
 * error is read once, after what the user is doing, and again as the control's
 * description when it is focused.
 */
export const FormField = forwardRef<HTMLDivElement, FormFieldProps>(function FormField(
  { label, hint, error, required = false, controlId, children, ...rest },
  ref,
) {
  const generated = useId();
  const id = controlId ?? `${generated}-control`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy = [hint ? hintId : null, hasError ? errorId : null].filter(Boolean).join(' ');

  return (
    <FormFieldRoot ref={ref} data-invalid={hasError || undefined} {...rest}>
      <FormFieldLabel htmlFor={id}>
        {label}
        {required ? <FormFieldRequired aria-hidden>*</FormFieldRequired> : null}
      </FormFieldLabel>
      {hint ? <FormFieldHint id={hintId}>{hint}</FormFieldHint> : null}
      {children({
        id,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': hasError || undefined,
        required: required || undefined,
      })}
      <FormFieldError id={errorId} aria-live="polite">
        {hasError ? error : null}
      </FormFieldError>
    </FormFieldRoot>
  );
});
FormField.displayName = 'FormField';
