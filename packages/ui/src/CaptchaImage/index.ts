export { CaptchaImage, captchaSource, type CaptchaImageProps } from './CaptchaImage';
