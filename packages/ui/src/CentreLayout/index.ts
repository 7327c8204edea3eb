export { CentreLayout, type CentreLayoutProps } from './CentreLayout';
