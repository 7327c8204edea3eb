export { CaptchaWidget, type CaptchaChallenge, type CaptchaWidgetProps } from './CaptchaWidget';
