export { ChangePasswordPopup, type ChangePasswordPopupProps } from './ChangePasswordPopup';
