import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Icon } from '../Icon';
import {
  CheckboxBox,
  CheckboxDescription,
  CheckboxError,
  CheckboxInput,
  CheckboxLabel,
  CheckboxMark,
  CheckboxRoot,
  CheckboxText,
} from './Checkbox.styles';

export interface CheckboxProps extends Omit<
  ComponentPropsWithoutRef<'input'>,
  'type' | 'children'
> {
  /** The label, beside the box; it may hold links (e.g. to the terms). */
  children: ReactNode;
  /** A line under the label that describes the choice. @default undefined */
  description?: ReactNode;
  /**
   * An error under the label, e.g. spec 5's "not empty?" for the terms box.
   * While set the box is `aria-invalid` and described by it; the text is
   * announced politely once.
   * @default undefined
   */
  error?: ReactNode;
}

const present = (node: ReactNode) =>
  node !== undefined && node !== null && node !== false && node !== '';

/**
 * A native checkbox drawn in the portal's style, with its label beside it
 * (a click on the label toggles it, Space toggles it from the keyboard), an
 * optional description and error. The ref, `className` and other props go to
 * the `<input>`.
 */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { children, description, error, id, ...rest },
  ref,
) {
  const generated = useId();
  const inputId = id ?? `${generated}-checkbox`;
  const descriptionId = `${inputId}-description`;
  const errorId = `${inputId}-error`;
  const hasError = present(error);
  const invalid =
    hasError || rest['aria-invalid'] === true || rest['aria-invalid'] === 'true' || undefined;
  const describedBy =
    [
      rest['aria-describedby'],
      present(description) ? descriptionId : null,
      hasError ? errorId : null,
    ]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <CheckboxRoot data-invalid={invalid} data-disabled={rest.disabled || undefined}>
      <CheckboxLabel htmlFor={inputId} data-disabled={rest.disabled || undefined}>
        <CheckboxBox>
          <CheckboxInput
            ref={ref}
            {...rest}
            id={inputId}
            type="checkbox"
            aria-invalid={invalid}
            aria-describedby={describedBy}
          />
          <CheckboxMark aria-hidden>
            <Icon name="check" strokeWidth={3} />
          </CheckboxMark>
        </CheckboxBox>
        <CheckboxText>{children}</CheckboxText>
      </CheckboxLabel>
      {present(description) ? (
        <CheckboxDescription id={descriptionId}>{description}</CheckboxDescription>
      ) : null}
      <CheckboxError id={errorId} aria-live="polite">
        {hasError ? error : null}
      </CheckboxError>
    </CheckboxRoot>
  );
});
Checkbox.displayName = 'Checkbox';
