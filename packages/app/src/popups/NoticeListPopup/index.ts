export { NoticeListPopup, type NoticeListPopupProps } from './NoticeListPopup';
