export { SocialSignIn, useSocialSignInLoading, type SocialSignInProps } from './SocialSignIn';
