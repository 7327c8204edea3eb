import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { CustomerServiceButton } from '../CustomerServiceButton';
import { Icon } from '../Icon';
import {
  StatusPageActions,
  StatusPageCard,
  StatusPageIp,
  StatusPageIpValue,
  StatusPageLogo,
  StatusPageMark,
  StatusPageRoot,
  StatusPageText,
  StatusPageTitle,
} from './StatusPage.styles';

/** Spec 2.1 and 4.1: system status 1 is maintenance, 2 is region restricted. */
export type StatusPageVariant = 'maintenance' | 'region-blocked';

export interface StatusPageProps extends Omit<ComponentPropsWithoutRef<'main'>, 'title'> {
  /** Which page: maintenance (status 1) or region blocked (status 2). */
  variant: StatusPageVariant;
  /** The page heading, e.g. "Sitio en mantenimiento". */
  title: string;
  /**
   * The information text: `info_maintenance` or `info_ip_block` in the
   * player's language.
   */
  description: ReactNode;
  /**
   * The visitor's IP address, shown on the region-blocked page (spec 2.1).
   * @default undefined
   */
  ip?: string;
  /** The words before the IP, e.g. "Su dirección IP:". @default undefined */
  ipLabel?: string;
  /** The customer-service address; without it there is no button. @default undefined */
  customerServiceHref?: string;
  /** The customer-service button's label, e.g. "Servicio al cliente". @default undefined */
  customerServiceLabel?: string;
  /** The operator's logo above the card. @default undefined */
  logo?: ReactNode;
  /** A picture instead of the variant's icon. @default an info mark (maintenance) or a warning mark (region blocked) */
  illustration?: ReactNode;
}

/**
 * The page shown instead of the portal when the system status is not normal
 * (spec 2.1): maintenance with its information text, or region blocked with
 * the visitor's IP; both offer customer service. Fills the viewport and fits
 * a 360 px phone.
 */
export const StatusPage = forwardRef<HTMLElement, StatusPageProps>(function StatusPage(
  {
    variant,
    title,
    description,
    ip,
    ipLabel,
    customerServiceHref,
    customerServiceLabel,
    logo,
    illustration,
    ...rest
  },
  ref,
) {
  const showIp = variant === 'region-blocked' && ip;
  return (
    <StatusPageRoot ref={ref} data-variant={variant} {...rest}>
      {logo ? <StatusPageLogo>{logo}</StatusPageLogo> : null}
      <StatusPageCard>
        <StatusPageMark aria-hidden data-variant={variant}>
          {illustration ?? <Icon name={variant === 'maintenance' ? 'info' : 'warning'} />}
        </StatusPageMark>
        <StatusPageTitle>{title}</StatusPageTitle>
        <StatusPageText>{description}</StatusPageText>
        {showIp ? (
          <StatusPageIp>
            {ipLabel ? <span>{ipLabel} </span> : null}
            <StatusPageIpValue dir="ltr" translate="no">
              {ip}
            </StatusPageIpValue>
          </StatusPageIp>
        ) : null}
        {customerServiceHref && customerServiceLabel ? (
          <StatusPageActions>
            <CustomerServiceButton
              href={customerServiceHref}
              label={customerServiceLabel}
              icon={<Icon name="user" />}
              size="lg"
              fullWidth
            />
          </StatusPageActions>
        ) : null}
      </StatusPageCard>
    </StatusPageRoot>
  );
});
StatusPage.displayName = 'StatusPage';
