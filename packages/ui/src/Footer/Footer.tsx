import { VisuallyHidden } from '../VisuallyHidden';
import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import {
  FooterBottom,
  FooterColumn,
  FooterColumns,
  FooterCopyright,
  FooterEntry,
  FooterList,
  FooterRoot,
  FooterSocial,
  FooterSocialLink as SocialLink,
  FooterTitle,
  FooterVendor,
  FooterVendors,
} from './Footer.styles';

/** An entry of the help or product list. */
export interface FooterLink {
  /** Stable id, handed back by `onHelp` / `onProduct`. */
  key: string;
  /** The entry's text. */
  label: string;
  /** A link target; without it the entry is a button. @default undefined */
  href?: string;
}

/** A social network or video site the operator is on (spec 2.5). */
export interface FooterSocialLink {
  /** Stable id, e.g. 'social' or 'video'. */
  key: string;
  /** The link's accessible name and tooltip, e.g. "Síguenos en Fortuna TV". */
  label: string;
  /** Where it goes; opens in a new tab. */
  href: string;
  /** The network's icon, decorative. */
  icon: ReactNode;
}

/** A game vendor's logo, shown in grey until hovered (spec 2.5). */
export interface FooterVendorLogo {
  /** Stable id, e.g. the vendor code 'PG'. */
  key: string;
  /** The vendor's name, read by screen readers. */
  name: string;
  /** The logo, decorative (an image or an inline SVG). */
  logo: ReactNode;
}

export interface FooterProps extends Omit<ComponentPropsWithoutRef<'footer'>, 'children'> {
  /** Heading of the help list, e.g. "Ayuda". */
  helpTitle: string;
  /** The help topics; each opens the help pop-up. */
  helpItems: readonly FooterLink[];
  /** Called with a help topic's key (entries without `href`). */
  onHelp: (topic: string) => void;
  /** Heading of the product list, e.g. "Productos". @default undefined (no product list) */
  productTitle?: string;
  /** The product entries. @default [] */
  productItems?: readonly FooterLink[];
  /** Called with a product entry's key (entries without `href`). @default undefined */
  onProduct?: (key: string) => void;
  /** Heading of the follow-us block, e.g. "Síguenos". */
  followTitle: string;
  /** The social links (a social network, and a video site if configured). @default [] */
  socialLinks?: readonly FooterSocialLink[];
  /** The copyright line, e.g. "© 2026 Fortuna. Todos los derechos reservados." */
  copyright: ReactNode;
  /** Name of the vendor logo list, e.g. "Proveedores de juegos". */
  vendorsLabel: string;
  /** The vendors' logos, grey until hovered. @default [] */
  vendorLogos?: readonly FooterVendorLogo[];
}

/**
 * The portal's footer (spec 2.5): help list, product list, follow-us with
 * the social links and the copyright, and the game vendors' logos in grey
 * that take their colour on hover.
 */
export const Footer = forwardRef<HTMLElement, FooterProps>(function Footer(
  {
    helpTitle,
    helpItems,
    onHelp,
    productTitle,
    productItems = [],
    onProduct,
    followTitle,
    socialLinks = [],
    copyright,
    vendorsLabel,
    vendorLogos = [],
    ...rest
  },
  ref,
) {
  const id = useId();
  const entry = (item: FooterLink, onPick?: (key: string) => void) =>
    item.href ? (
      <FooterEntry as="a" href={item.href} data-key={item.key}>
        {item.label}
      </FooterEntry>
    ) : (
      <FooterEntry type="button" data-key={item.key} onClick={() => onPick?.(item.key)}>
        {item.label}
      </FooterEntry>
    );

  return (
    <FooterRoot ref={ref} {...rest}>
      <FooterColumns>
        <FooterColumn aria-labelledby={`${id}-help`}>
          <FooterTitle id={`${id}-help`}>{helpTitle}</FooterTitle>
          <FooterList role="list">
            {helpItems.map((item) => (
              <li key={item.key}>{entry(item, onHelp)}</li>
            ))}
          </FooterList>
        </FooterColumn>
        {productTitle && productItems.length > 0 ? (
          <FooterColumn aria-labelledby={`${id}-products`}>
            <FooterTitle id={`${id}-products`}>{productTitle}</FooterTitle>
            <FooterList role="list">
              {productItems.map((item) => (
                <li key={item.key}>{entry(item, onProduct)}</li>
              ))}
            </FooterList>
          </FooterColumn>
        ) : null}
        <FooterColumn aria-labelledby={`${id}-follow`}>
          <FooterTitle id={`${id}-follow`}>{followTitle}</FooterTitle>
          {socialLinks.length > 0 ? (
            <FooterSocial role="list">
              {socialLinks.map((link) => (
                <li key={link.key}>
                  <SocialLink
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={link.label}
                    title={link.label}
                    data-key={link.key}
                  >
                    <span aria-hidden>{link.icon}</span>
                  </SocialLink>
                </li>
              ))}
            </FooterSocial>
          ) : null}
          <FooterCopyright>{copyright}</FooterCopyright>
        </FooterColumn>
      </FooterColumns>
      {vendorLogos.length > 0 ? (
        <FooterBottom>
          <FooterVendors role="list" aria-label={vendorsLabel}>
            {vendorLogos.map((vendor) => (
              <FooterVendor key={vendor.key} data-key={vendor.key} title={vendor.name}>
                <span aria-hidden>{vendor.logo}</span>
                <VisuallyHidden>{vendor.name}</VisuallyHidden>
              </FooterVendor>
            ))}
          </FooterVendors>
        </FooterBottom>
      ) : null}
    </FooterRoot>
  );
});
Footer.displayName = 'Footer';
