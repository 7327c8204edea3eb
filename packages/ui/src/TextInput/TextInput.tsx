import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { TextInputAdornment, TextInputBox, TextInputControl } from './TextInput.styles';

export type FieldSize = 'sm' | 'md' | 'lg';

export interface TextInputProps extends Omit<ComponentPropsWithoutRef<'input'>, 'size'> {
  /** Height and text size, matching the buttons. @default 'md' */
  size?: FieldSize;
  /**
   * Something before the text (after it in right-to-left text): an icon, a
   * currency symbol. Decorative unless it is a control of its own.
   * @default undefined
   */
  startAdornment?: ReactNode;
  /** Something after the text, e.g. a button that acts on the value. @default undefined */
  endAdornment?: ReactNode;
  /** Fill the width of the container. @default false */
  fullWidth?: boolean;
  /** @default 'text' */
  type?: string;
}

const isInvalid = (value: ComponentPropsWithoutRef<'input'>['aria-invalid']) =>
  value === true || value === 'true' || value === 'grammar' || value === 'spelling';

/**
 * A single-line text input. The ref, `className` and other props go to the
 * `<input>`; the box around it draws the border and holds the adornments.
 * Invalid is `aria-invalid` (what FormField sets), and it is what the red
 * border shows.
 */
export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  { size = 'md', startAdornment, endAdornment, fullWidth = false, type = 'text', ...rest },
  ref,
) {
  return (
    <TextInputBox
      data-size={size}
      data-full-width={fullWidth || undefined}
      data-invalid={isInvalid(rest['aria-invalid']) || undefined}
      data-disabled={rest.disabled || undefined}
    >
      {startAdornment ? (
        <TextInputAdornment data-part="start">{startAdornment}</TextInputAdornment>
      ) : null}
      <TextInputControl ref={ref} type={type} {...rest} />
      {endAdornment ? (
        <TextInputAdornment data-part="end">{endAdornment}</TextInputAdornment>
      ) : null}
    </TextInputBox>
  );
});
TextInput.displayName = 'TextInput';
