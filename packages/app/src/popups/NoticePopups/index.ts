export {
  LogoutConfirmPopup,
  MessagePopup,
  TrialBlockedPopup,
  type MessagePopupProps,
} from './NoticePopups';
