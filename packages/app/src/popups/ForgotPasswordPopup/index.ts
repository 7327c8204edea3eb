export { ForgotPasswordPopup, type ForgotPasswordPopupProps } from './ForgotPasswordPopup';
