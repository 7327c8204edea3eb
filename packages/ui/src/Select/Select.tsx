import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { Icon } from '../Icon';
import type { FieldSize } from '../TextInput';
import { SelectBox, SelectChevron, SelectControl } from './Select.styles';

/** One choice of a Select, given as data. */
export interface SelectOption {
  /** The value submitted and given to `onChange`. */
  value: string;
  /** What the player reads. */
  label: string;
  /** Shown but not selectable. @default false */
  disabled?: boolean;
}

export interface SelectProps extends Omit<ComponentPropsWithoutRef<'select'>, 'size' | 'children'> {
  /** The choices, in order. */
  options: readonly SelectOption[];
  /**
   * A first option with an empty value, e.g. "Elija un país", drawn in the
   * placeholder colour while it is chosen. A required select with it chosen is
   * invalid for the browser's own validation.
   * @default undefined
   */
  placeholder?: string;
  /** Height and text size, matching TextInput. @default 'md' */
  size?: FieldSize;
  /** Fill the width of the container. @default false */
  fullWidth?: boolean;
}

/**
 * A native `<select>` in the field box of TextInput: the platform's own list,
 * keyboard and screen-reader support, with options given as data. The ref,
 * `className` and other props go to the `<select>`; invalid is `aria-invalid`.
 */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { options, placeholder, size = 'md', fullWidth = false, ...rest },
  ref,
) {
  const invalid = rest['aria-invalid'] === true || rest['aria-invalid'] === 'true';
  // With a placeholder and no value given, the placeholder is what shows first.
  const start =
    placeholder !== undefined && rest.value === undefined && rest.defaultValue === undefined
      ? { defaultValue: '' }
      : {};
  return (
    <SelectBox
      data-size={size}
      data-full-width={fullWidth || undefined}
      data-invalid={invalid || undefined}
      data-disabled={rest.disabled || undefined}
    >
      <SelectControl ref={ref} {...start} {...rest}>
        {placeholder !== undefined ? (
          <option value="" data-placeholder="">
            {placeholder}
          </option>
        ) : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled ?? false}>
            {option.label}
          </option>
        ))}
      </SelectControl>
      <SelectChevron aria-hidden>
        <Icon name="chevronDown" />
      </SelectChevron>
    </SelectBox>
  );
});
Select.displayName = 'Select';
