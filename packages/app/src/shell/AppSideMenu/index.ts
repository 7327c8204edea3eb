export { AppSideMenu, type AppSideMenuProps } from './AppSideMenu';
