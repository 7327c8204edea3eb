export { SocialButtons, type SocialButtonsProps, type SocialProviderOption } from './SocialButtons';
