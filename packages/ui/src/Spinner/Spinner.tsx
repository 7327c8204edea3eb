import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { SpinnerRoot } from './Spinner.styles';

export interface SpinnerProps extends Omit<ComponentPropsWithoutRef<'span'>, 'children'> {
  /**
   * What is busy, read by screen readers. Without it the spinner is decorative
   * (the busy control says `aria-busy` itself).
   * @default undefined
   */
  label?: string;
  /** @default 'md' */
  size?: 'sm' | 'md' | 'lg';
}

/** A small busy indicator in the current text colour. */
export const Spinner = forwardRef<HTMLSpanElement, SpinnerProps>(function Spinner(
  { label, size = 'md', ...rest },
  ref,
) {
  return (
    <SpinnerRoot
      ref={ref}
      data-size={size}
      {...(label ? { role: 'status', 'aria-label': label } : { 'aria-hidden': true })}
      {...rest}
    />
  );
});
Spinner.displayName = 'Spinner';
