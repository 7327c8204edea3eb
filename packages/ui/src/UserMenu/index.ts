export { UserMenu, type UserMenuItem, type UserMenuKey, type UserMenuProps } from './UserMenu';
