import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { TextAreaBox, TextAreaControl, TextAreaCount } from './TextArea.styles';

export interface TextAreaProps extends ComponentPropsWithoutRef<'textarea'> {
  /** Fill the width of the container. @default true */
  fullWidth?: boolean;
  /**
   * The count shown under the text while typing, e.g. `(n, max) => `${n} / ${max}``; shown only
   * with `maxLength`. Announced politely, not at every key. @default undefined
   */
  countLabel?: (length: number, max: number) => string;
}

const isInvalid = (value: ComponentPropsWithoutRef<'textarea'>['aria-invalid']) =>
  value === true || value === 'true' || value === 'grammar' || value === 'spelling';

/**
 * A text of several lines (feedback, an application's text), in the box the text inputs share:
 * border, invalid and disabled states, focus ring. With `maxLength` and `countLabel` it counts
 * the characters typed against the limit (spec 5: feedback of at most 140 characters).
 */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { fullWidth = true, countLabel, rows = 4, ...rest },
  ref,
) {
  const length = String(rest.value ?? rest.defaultValue ?? '').length;
  const max = rest.maxLength;
  return (
    <TextAreaBox
      data-full-width={fullWidth || undefined}
      data-invalid={isInvalid(rest['aria-invalid']) || undefined}
      data-disabled={rest.disabled || undefined}
    >
      <TextAreaControl ref={ref} rows={rows} {...rest} />
      {countLabel && max !== undefined ? (
        <TextAreaCount aria-hidden data-full={length >= max || undefined}>
          {countLabel(length, max)}
        </TextAreaCount>
      ) : null}
    </TextAreaBox>
  );
});
TextArea.displayName = 'TextArea';
