export {
  Footer,
  type FooterLink,
  type FooterProps,
  type FooterSocialLink,
  type FooterVendorLogo,
} from './Footer';
