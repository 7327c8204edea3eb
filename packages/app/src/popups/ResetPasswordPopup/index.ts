export { ResetPasswordPopup, type ResetPasswordPopupProps } from './ResetPasswordPopup';
