import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Icon, type IconName } from '../Icon';
import { IconButton } from '../IconButton';
import { useUiText } from '../UiText';
import {
  ToastAction,
  ToastBody,
  ToastDescription,
  ToastMark,
  ToastRoot,
  ToastTitle,
} from './Toast.styles';

export type ToastVariant = 'success' | 'warning' | 'danger' | 'info';

export interface ToastProps extends Omit<ComponentPropsWithoutRef<'div'>, 'title'> {
  /** Colour and icon. @default 'info' */
  variant?: ToastVariant;
  /** The message, e.g. "Depósito recibido". */
  title: string;
  /** A line more. @default undefined */
  description?: string;
  /** Accessible name of the close button, e.g. "Cerrar". @default `UiTexts.close` */
  closeLabel?: string | undefined;
  /** Called by the close button; without it there is no close button. @default undefined */
  onClose?: () => void;
  /** An action, e.g. a small button "Ver". @default undefined */
  action?: ReactNode;
}

const icons: Record<ToastVariant, IconName> = {
  success: 'check',
  warning: 'warning',
  danger: 'warning',
  info: 'info',
};

/**
 * One notification card. `ToastProvider` stacks them, times them out and
 * announces them; on its own it is a static card (no live region).
 */
export const Toast = forwardRef<HTMLDivElement, ToastProps>(function Toast(
  { variant = 'info', title, description, closeLabel, onClose, action, ...rest },
  ref,
) {
  const texts = useUiText();
  return (
    <ToastRoot ref={ref} data-variant={variant} {...rest}>
      <ToastMark aria-hidden data-variant={variant}>
        <Icon name={icons[variant]} />
      </ToastMark>
      <ToastBody>
        <ToastTitle>{title}</ToastTitle>
        {description ? <ToastDescription>{description}</ToastDescription> : null}
        {action ? <ToastAction>{action}</ToastAction> : null}
      </ToastBody>
      {onClose ? (
        <IconButton
          label={closeLabel ?? texts.close}
          icon={<Icon name="close" />}
          size="sm"
          shape="round"
          onClick={onClose}
        />
      ) : null}
    </ToastRoot>
  );
});
Toast.displayName = 'Toast';
