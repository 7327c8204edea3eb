export {
  POPUP_BANNER_WAIT_MS,
  PopupBanner,
  usePopupSettled,
  type PopupBannerProps,
} from './PopupBanner';
