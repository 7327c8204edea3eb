export { LanguageMenu } from './LanguageMenu';
