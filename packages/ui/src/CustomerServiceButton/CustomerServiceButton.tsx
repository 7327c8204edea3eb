import { forwardRef, type ComponentPropsWithoutRef, type MouseEvent, type ReactNode } from 'react';
import type { ButtonSize, ButtonVariant } from '../Button';
import { ButtonContent, ButtonIcon } from '../Button/Button.styles';
import { CustomerServiceLink } from './CustomerServiceButton.styles';
import { CUSTOMER_SERVICE_WINDOW, customerServiceWindowFeatures } from './customerServiceWindow';

export { CUSTOMER_SERVICE_WINDOW, customerServiceWindowFeatures };

export interface CustomerServiceButtonProps extends Omit<
  ComponentPropsWithoutRef<'a'>,
  'href' | 'target' | 'rel' | 'children'
> {
  /** The customer-service address (already decrypted by the caller). */
  href: string;
  /** The visible label, which is also the accessible name (e.g. "Servicio al cliente"). */
  label: string;
  /** An icon before the label. @default undefined */
  icon?: ReactNode;
  /** @default 'primary' */
  variant?: ButtonVariant;
  /** @default 'md' */
  size?: ButtonSize;
  /** Fill the width of the container. @default false */
  fullWidth?: boolean;
  /**
   * Name of the separate window: a second click reuses the window that is
   * already open instead of opening another one.
   * @default 'portal-customer-service'
   */
  windowName?: string;
  /** Width of the separate window in pixels. @default 440 */
  windowWidth?: number;
  /** Height of the separate window in pixels. @default 750 */
  windowHeight?: number;
}

/**
 * Opens customer service in its own small window (spec: 440 x 750). It is a
 * real link: when the browser refuses the window (`window.open` returns
 * null, as in-app browsers and pop-up blockers do) the click goes on as a
 * normal link to a new tab, and a middle click or "open in new tab" works too.
 *
 * The new window gets no `opener` (no reverse tab-nabbing). The `noopener`
 * window feature is not used for that, because with it `window.open` always
 * returns null and a blocked window could not be told apart; the opener is
 * cleared on the returned window instead.
 */
export const CustomerServiceButton = forwardRef<HTMLAnchorElement, CustomerServiceButtonProps>(
  function CustomerServiceButton(
    {
      href,
      label,
      icon,
      variant = 'primary',
      size = 'md',
      fullWidth = false,
      windowName = 'portal-customer-service',
      windowWidth = CUSTOMER_SERVICE_WINDOW.width,
      windowHeight = CUSTOMER_SERVICE_WINDOW.height,
      onClick,
      ...rest
    },
    ref,
  ) {
    const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
      onClick?.(event);
      // Modified clicks keep the browser's own meaning (new tab, new window).
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      ) {
        return;
      }
      const opened = window.open(
        href,
        windowName,
        customerServiceWindowFeatures(windowWidth, windowHeight),
      );
      if (!opened) return; // Blocked: the link opens a new tab instead.
      event.preventDefault();
      try {
        opened.opener = null;
      } catch {
        // A window of that name already shows another origin: it has no
        // access to this page through `opener` anyway.
      }
    };
    return (
      <CustomerServiceLink
        ref={ref}
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        data-variant={variant}
        data-size={size}
        data-full-width={fullWidth || undefined}
        onClick={handleClick}
        {...rest}
      >
        <ButtonContent data-part="content">
          {icon ? <ButtonIcon aria-hidden>{icon}</ButtonIcon> : null}
          {label}
        </ButtonContent>
      </CustomerServiceLink>
    );
  },
);
CustomerServiceButton.displayName = 'CustomerServiceButton';
