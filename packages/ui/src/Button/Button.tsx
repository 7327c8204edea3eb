import { forwardRef, type ComponentPropsWithoutRef, type MouseEvent, type ReactNode } from 'react';
import { Spinner } from '../Spinner';
import { ButtonBusy, ButtonContent, ButtonIcon, ButtonRoot } from './Button.styles';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ComponentPropsWithoutRef<'button'> {
  /**
   * Visual weight: `primary` for the one main action of a view, `secondary`
   * for the others, `ghost` in toolbars and menus, `danger` for destructive ones.
   * @default 'primary'
   */
  variant?: ButtonVariant;
  /** @default 'md' */
  size?: ButtonSize;
  /**
   * Busy: shows a spinner, sets `aria-busy` and ignores clicks, but stays
   * focusable so a keyboard user does not lose their place.
   * @default false
   */
  loading?: boolean;
  /** An icon before the label (after it in right-to-left text). @default undefined */
  icon?: ReactNode;
  /** An icon after the label. @default undefined */
  iconEnd?: ReactNode;
  /** Fill the width of the container. @default false */
  fullWidth?: boolean;
  /** @default 'button' (never submits a form by accident) */
  type?: 'button' | 'submit' | 'reset';
}

/** The portal's button. Texts come from the caller. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    loading = false,
    icon,
    iconEnd,
    fullWidth = false,
    type = 'button',
    children,
    onClick,
    ...rest
  },
  ref,
) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <ButtonRoot
      ref={ref}
      type={type}
      data-variant={variant}
      data-size={size}
      data-loading={loading || undefined}
      data-full-width={fullWidth || undefined}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={handleClick}
      {...rest}
    >
      <ButtonContent data-part="content">
        {icon ? <ButtonIcon aria-hidden>{icon}</ButtonIcon> : null}
        {children}
        {iconEnd ? <ButtonIcon aria-hidden>{iconEnd}</ButtonIcon> : null}
      </ButtonContent>
      {loading ? (
        <ButtonBusy>
          <Spinner />
        </ButtonBusy>
      ) : null}
    </ButtonRoot>
  );
});
Button.displayName = 'Button';
