/** Names of the app's pop-ups in the ModalProvider (the login one is LOGIN_MODAL of @portal/ui). */
export const REGISTER_MODAL = 'registerModal';
export const FORGOT_PASSWORD_MODAL = 'forgotPasswordModal';
export const CHANGE_PASSWORD_MODAL = 'changePasswordModal';
export const RESET_PASSWORD_MODAL = 'resetPasswordModal';
export const HELP_MODAL = 'helpModal';
export const GAME_GROUP_MODAL = 'gamePopupModal';
export const TRIAL_BLOCKED_MODAL = 'trialBlockedModal';
export const LOGOUT_CONFIRM_MODAL = 'logoutConfirmModal';
export const MESSAGE_MODAL = 'messageModal';
export const NOTICE_LIST_MODAL = 'noticeListModal';
export const ANNOUNCEMENT_MODAL = 'announcementModal';
