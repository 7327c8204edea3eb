import type { CallValue, calls } from '@portal/contract';
import type { ForgotPasswordTab } from '@portal/forms';
import type { Announcement, AnnouncementDismissal, NoModalProps } from '@portal/ui';

// The names of the app's pop-ups in the ModalProvider, and (AppModals, below) the props of each.

/** The login pop-up (spec 2.2: `loginPopupModal`), which many parts of the app open. */
export const LOGIN_MODAL = 'loginPopupModal';
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
/** The contract offers waiting for the logged-in account's answer (spec 2.1 "contract"). */
export const CONTRACT_MODAL = 'contractModal';
/** Feedback to the operator (spec 1, 5), from the side menu and the footer's help list. */
export const FEEDBACK_MODAL = 'feedbackModal';
/** The reality check (responsible play), opened when a call answers REALITY_CHECK_DUE. */
export const REALITY_CHECK_MODAL = 'realityCheckModal';
/** The chat room (spec 2.1 "chat room"), from the side menu and /chat. */
export const CHAT_ROOM_MODAL = 'chatRoomModal';
/** The operator's official channels (spec 2.5), from the side menu. */
export const CHANNELS_MODAL = 'channelsModal';

/**
 * The app's registry type: each pop-up's name and the props `open(name, props)` takes for it
 * (optional where the pop-up needs none). Each pop-up's props are these plus the ModalProvider's
 * (`ModalComponentProps`); they are written here, not in the pop-ups, so that this file imports
 * none of them and a pop-up that opens another makes no import circle. registry.tsx holds the
 * components, checked against it.
 */
export type AppModals = {
  [LOGIN_MODAL]: {
    /** Why the pop-up opened, an i18n key (a visitor who chose a game: 'not logged in'). */
    reason?: string;
    /** The page that asked for the login (a login-required address): reached once logged in. */
    returnTo?: string;
    /** A social sign-in's failure code the callback put in `/login?socialError=`. */
    socialError?: string;
  };
  [REGISTER_MODAL]: NoModalProps;
  [FORGOT_PASSWORD_MODAL]: {
    /**
     * The tab shown first: `email` for a player whose e-mailed link no longer works.
     * @default the mobile tab when the operator allows reset by phone, else the e-mail one
     */
    tab?: ForgotPasswordTab;
  };
  [CHANGE_PASSWORD_MODAL]: {
    /** Opened by the login for a default or expired password (spec 4.2 step 5). */
    forced?: boolean;
    /** The password just typed at login: the old password is asked only when it is missing. */
    oldPassword?: string;
  };
  [RESET_PASSWORD_MODAL]: {
    /** The token of the e-mailed link (`/reset-password?token=…`); empty when the link had none. */
    token: string;
  };
  [HELP_MODAL]: {
    /** The topic shown first (`term` for /help#term). */
    topic?: string;
    onTopicChange?: (topic: string) => void;
    /** Called once the player closes it (the /help route then goes back to /). */
    onClose?: () => void;
  };
  [GAME_GROUP_MODAL]: { vassalage: string; gameType: string };
  [TRIAL_BLOCKED_MODAL]: NoModalProps;
  [LOGOUT_CONFIRM_MODAL]: {
    /** Where to go once logged out. @default '/' */
    to?: string;
  };
  [MESSAGE_MODAL]: {
    /** The server's message (spec 7.3: an SMS request that failed). */
    message: string;
  };
  [NOTICE_LIST_MODAL]: {
    /** A notice to show at once (the one clicked in the marquee). */
    openId?: string;
  };
  [ANNOUNCEMENT_MODAL]: {
    announcements: readonly Announcement[];
    /** For a visitor: the pop-up offers to register and to try the portal free. */
    visitor?: boolean;
    onDismiss: (announcement: Announcement, dismissal: AnnouncementDismissal) => void;
  };
  [CONTRACT_MODAL]: NoModalProps;
  [FEEDBACK_MODAL]: NoModalProps;
  [CHAT_ROOM_MODAL]: NoModalProps;
  [CHANNELS_MODAL]: NoModalProps;
  [REALITY_CHECK_MODAL]: {
    /** The check the refusal carried; asked for again when missing. */
    check?: CallValue<typeof calls.realityCheck>;
  };
};

/** The name of one of the app's pop-ups. */
export type AppModalName = keyof AppModals;
