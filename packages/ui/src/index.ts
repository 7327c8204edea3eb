export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './Button';
export { IconButton, type IconButtonProps } from './IconButton';
export { TextArea, type TextAreaProps } from './TextArea';
export { ImagePicker, type ImagePickerProps } from './ImagePicker';
export { Icon, iconNames, type IconName, type IconProps } from './Icon';
export { Spinner, type SpinnerProps } from './Spinner';
export { VisuallyHidden } from './VisuallyHidden';
export { Tabs, type TabItem, type TabsProps } from './Tabs';
export {
  Modal,
  ModalProvider,
  useModals,
  useIsModalOpen,
  type ModalProps,
  type ModalProviderProps,
  type ModalPropsMap,
  type ModalRegistry,
  type ModalName,
  type ModalOpenArgs,
  type NoModalProps,
  type ModalControls,
  type ModalComponentProps,
} from './Modal';
export { DirectionProvider } from '@radix-ui/react-direction';
export { GameTile, FAVOURITE_THROTTLE_MS, type GameTileProps } from './GameTile';
export { GameBar, type GameBarProps } from './GameBar';
export {
  GameGrid,
  LOBBY_PAGE_SIZE,
  DEFAULT_PAGE_SIZE,
  type GameGridItem,
  type GameGridProps,
} from './GameGrid';
export {
  WinnerBoard,
  WINNER_BOARD_LIMIT,
  type WinnerBoardProps,
  type WinnerRow,
} from './WinnerBoard';
export { formatAmount } from './format/amount';
export { NoticeMarquee, type MarqueeNotice, type NoticeMarqueeProps } from './NoticeMarquee';
export {
  BannerCarousel,
  BANNER_DELAY_MS,
  type Banner,
  type BannerCarouselProps,
} from './BannerCarousel';
export {
  GameTypeMenu,
  LOBBY_MENU_ITEMS,
  lobbyMenuIcons,
  type LobbyMenuKey,
  type GameTypeItem,
  type GameTypeMenuProps,
} from './GameTypeMenu';
export { VendorList, type Vendor, type VendorListProps } from './VendorList';
export { SportsEntrance, type SportsEntranceProps } from './SportsEntrance';
export { Clock, CLOCK_TICK_MS, gmtOffsetHours, type ClockProps } from './Clock';
export { QRCode, type QRCodeProps } from './QRCode';
export { Pagination, pageWindow, type PaginationProps } from './Pagination';
export { StatCard, type StatCardProps } from './StatCard';
export { DataTable, type DataColumn, type DataTableProps } from './DataTable';
export { MenuList, type MenuListItem, type MenuListProps } from './MenuList';
export { CentreLayout, type CentreLayoutProps } from './CentreLayout';
export {
  AnnouncementPopup,
  sanitizeAnnouncementHtml,
  type Announcement,
  type AnnouncementDismissal,
  type AnnouncementPopupProps,
} from './AnnouncementPopup';
export { ConfirmDialog, type ConfirmDialogProps, type ConfirmDialogVariant } from './ConfirmDialog';
export { AlertDialog, type AlertDialogProps, type AlertDialogVariant } from './AlertDialog';
export {
  Toast,
  ToastProvider,
  useToast,
  type ToastProps,
  type ToastVariant,
  type ToastControls,
  type ToastOptions,
  type ToastPosition,
  type ToastProviderProps,
} from './Toast';
export { UiTextProvider, useUiText, type UiTexts } from './UiText';
export { LoadingOverlay, LOADING_OVERLAY_DELAY, type LoadingOverlayProps } from './LoadingOverlay';
export { Skeleton, type SkeletonProps, type SkeletonShape, type SkeletonSize } from './Skeleton';
export { EmptyState, type EmptyStateProps } from './EmptyState';
export { ConsentBanner, type ConsentBannerProps } from './ConsentBanner';
export { NoticeList, NOTICE_PAGE_SIZE, type Notice, type NoticeListProps } from './NoticeList';
export { StatusPage, type StatusPageProps, type StatusPageVariant } from './StatusPage';
export {
  CustomerServiceButton,
  CUSTOMER_SERVICE_WINDOW,
  customerServiceWindowFeatures,
  type CustomerServiceButtonProps,
} from './CustomerServiceButton';
export { FormField, type FormFieldControlProps, type FormFieldProps } from './FormField';
export { TextInput, type FieldSize, type TextInputProps } from './TextInput';
export { PasswordInput, type PasswordInputProps } from './PasswordInput';
export { Select, type SelectOption, type SelectProps } from './Select';
export { Checkbox, type CheckboxProps } from './Checkbox';
export {
  PhoneInput,
  type PhoneCountryOption,
  type PhoneInputProps,
  type PhoneValue,
} from './PhoneInput';
export { DateInput, isIsoDate, type DateInputProps, type IsoDate } from './DateInput';
export { CaptchaWidget, type CaptchaChallenge, type CaptchaWidgetProps } from './CaptchaWidget';
export { SmsCodeButton, type SmsCodeButtonProps, type SmsCodeResult } from './SmsCodeButton';
export {
  DateRangeFilter,
  isoDay,
  standardPresets,
  type DateRange,
  type DateRangeFilterProps,
  type DateRangePreset,
} from './DateRangeFilter';
export { CountBadge, type CountBadgeProps } from './CountBadge';
export { Avatar, type AvatarProps, type AvatarSize } from './Avatar';
export { VipBadge, type VipBadgeProps } from './VipBadge';
export { CopyButton, copyText, type CopyButtonProps } from './CopyButton';
export { SocialButtons, type SocialButtonsProps, type SocialProviderOption } from './SocialButtons';
export { BalanceDisplay, HIDDEN_BALANCE, type BalanceDisplayProps } from './BalanceDisplay';
export { ThemeToggle, type ThemeToggleProps } from './ThemeToggle';
export {
  LanguageSelect,
  languageDir,
  RTL_LANGUAGE_CODES,
  type LanguageOption,
  type LanguageSelectProps,
} from './LanguageSelect';
export { UserMenu, type UserMenuItem, type UserMenuKey, type UserMenuProps } from './UserMenu';
export {
  CategoryNav,
  type CategoryNavItem,
  type CategoryNavProps,
  type CategoryVendor,
} from './CategoryNav';
export { CategoryNavFallback, type CategoryNavFallbackProps } from './CategoryNav';
export { HeaderBar, type HeaderBarProps } from './HeaderBar';
export {
  SideMenu,
  type SideMenuAppDownload,
  type SideMenuEntry,
  type SideMenuGroup,
  type SideMenuProps,
  type SideMenuQrCode,
} from './SideMenu';
export {
  Footer,
  type FooterLink,
  type FooterProps,
  type FooterSocialLink,
  type FooterVendorLogo,
} from './Footer';
export { MessageList, type MessageListItem, type MessageListProps } from './MessageList';
export {
  ChatRoom,
  linkify,
  type ChatRoomMessage,
  type ChatRoomProps,
  type ChatTextPart,
} from './ChatRoom';
export { PromoClaimCard, type PromoClaimCardProps, type PromoClaimState } from './PromoClaimCard';
