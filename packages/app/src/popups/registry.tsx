import { LOGIN_MODAL, type ModalComponentProps, type ModalRegistry } from '@portal/ui';
import type { ComponentType } from 'react';
import { LoadErrorBoundary } from '../shell/LoadError';
import { lazyNamed } from '../shell/lazyChunk';
import {
  ANNOUNCEMENT_MODAL,
  CHANGE_PASSWORD_MODAL,
  FORGOT_PASSWORD_MODAL,
  GAME_GROUP_MODAL,
  HELP_MODAL,
  LOGOUT_CONFIRM_MODAL,
  MESSAGE_MODAL,
  NOTICE_LIST_MODAL,
  REGISTER_MODAL,
  RESET_PASSWORD_MODAL,
  TRIAL_BLOCKED_MODAL,
} from './names';

// Pop-ups load with their first opening: the forms, yup, Formik and the Radix dialog stay out of
// the home page's first paint (toolchain.md: the budget).
function lazyPopup<M>(load: () => Promise<M>, name: keyof M): ComponentType<ModalComponentProps> {
  const Lazy = lazyNamed(load, name) as unknown as ComponentType<ModalComponentProps>;
  function LazyPopup(props: ModalComponentProps) {
    return (
      <LoadErrorBoundary>
        <Lazy {...props} />
      </LoadErrorBoundary>
    );
  }
  LazyPopup.displayName = `Lazy(${String(name)})`;
  return LazyPopup;
}

export const popups: ModalRegistry = {
  [LOGIN_MODAL]: lazyPopup(() => import('./LoginPopup'), 'LoginPopup'),
  [REGISTER_MODAL]: lazyPopup(() => import('./RegisterPopup'), 'RegisterPopup'),
  [FORGOT_PASSWORD_MODAL]: lazyPopup(() => import('./ForgotPasswordPopup'), 'ForgotPasswordPopup'),
  [CHANGE_PASSWORD_MODAL]: lazyPopup(() => import('./ChangePasswordPopup'), 'ChangePasswordPopup'),
  [RESET_PASSWORD_MODAL]: lazyPopup(() => import('./ResetPasswordPopup'), 'ResetPasswordPopup'),
  [HELP_MODAL]: lazyPopup(() => import('./HelpPopup'), 'HelpPopup'),
  [GAME_GROUP_MODAL]: lazyPopup(() => import('./GameGroupPopup'), 'GameGroupPopup'),
  [TRIAL_BLOCKED_MODAL]: lazyPopup(() => import('./NoticePopups'), 'TrialBlockedPopup'),
  [MESSAGE_MODAL]: lazyPopup(() => import('./NoticePopups'), 'MessagePopup'),
  [LOGOUT_CONFIRM_MODAL]: lazyPopup(() => import('./NoticePopups'), 'LogoutConfirmPopup'),
  [NOTICE_LIST_MODAL]: lazyPopup(() => import('./NoticeListPopup'), 'NoticeListPopup'),
  [ANNOUNCEMENT_MODAL]: lazyPopup(() => import('./AnnouncementsPopup'), 'AnnouncementsPopup'),
};
