import { forwardRef, type ReactNode } from 'react';
import { Button, type ButtonProps, type ButtonVariant } from '../Button';

export interface IconButtonProps extends Omit<
  ButtonProps,
  'icon' | 'iconEnd' | 'fullWidth' | 'children' | 'aria-label'
> {
  /**
   * The accessible name: required, because an icon alone says nothing to a
   * screen reader. Also shown as the tooltip.
   */
  label: string;
  /** The icon, decorative (hidden from assistive technology). */
  icon: ReactNode;
  /** @default 'square' */
  shape?: 'square' | 'round';
  /** @default 'ghost' */
  variant?: ButtonVariant;
}

/** A button that shows only an icon; its name comes from `label`. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, icon, shape = 'square', variant = 'ghost', ...rest },
  ref,
) {
  return (
    <Button
      ref={ref}
      aria-label={label}
      title={label}
      variant={variant}
      data-icon-only=""
      data-shape={shape}
      icon={icon}
      {...rest}
    />
  );
});
IconButton.displayName = 'IconButton';
