export { HeaderBar, type HeaderBarProps } from './HeaderBar';
