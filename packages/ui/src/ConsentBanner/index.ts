export { ConsentBanner, type ConsentBannerProps } from './ConsentBanner';
