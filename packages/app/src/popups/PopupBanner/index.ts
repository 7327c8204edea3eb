export { PopupBanner, usePopupSettled, type PopupBannerProps } from './PopupBanner';
