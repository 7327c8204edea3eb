export { AppFooter } from './AppFooter';
