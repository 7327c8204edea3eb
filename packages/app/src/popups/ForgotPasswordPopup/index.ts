export { ForgotPasswordPopup } from './ForgotPasswordPopup';
