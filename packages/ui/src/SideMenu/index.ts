export {
  SideMenu,
  type SideMenuAppDownload,
  type SideMenuEntry,
  type SideMenuGroup,
  type SideMenuProps,
  type SideMenuQrCode,
} from './SideMenu';
