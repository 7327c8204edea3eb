export { SmsCodeButton, type SmsCodeButtonProps, type SmsCodeResult } from './SmsCodeButton';
