import type { ModalComponentProps, ModalRegistry } from '@portal/ui';
import type { ComponentType } from 'react';
import { LoadErrorBoundary } from '../shell/LoadError';
import { lazyNamed } from '../shell/lazyChunk';
import {
  ANNOUNCEMENT_MODAL,
  CHANGE_PASSWORD_MODAL,
  CHANNELS_MODAL,
  CHAT_ROOM_MODAL,
  CONTRACT_MODAL,
  FEEDBACK_MODAL,
  FORGOT_PASSWORD_MODAL,
  GAME_GROUP_MODAL,
  HELP_MODAL,
  LOGIN_MODAL,
  LOGOUT_CONFIRM_MODAL,
  MESSAGE_MODAL,
  NOTICE_LIST_MODAL,
  REALITY_CHECK_MODAL,
  REGISTER_MODAL,
  RESET_PASSWORD_MODAL,
  TRIAL_BLOCKED_MODAL,
  type AppModals,
} from './names';

// Pop-ups load with their first opening: the forms, yup, Formik and the Radix dialog stay out of
// the home page's first paint (toolchain.md: the budget). Typed as the component it loads, so that
// the registry below is checked against each pop-up's own props.
function lazyPopup<M, N extends keyof M>(
  load: () => Promise<M>,
  name: N,
): M[N] extends ComponentType<infer P> ? ComponentType<P> : never {
  const Lazy = lazyNamed(load, name) as unknown as ComponentType<ModalComponentProps>;
  function LazyPopup(props: ModalComponentProps) {
    return (
      <LoadErrorBoundary>
        <Lazy {...props} />
      </LoadErrorBoundary>
    );
  }
  LazyPopup.displayName = `Lazy(${String(name)})`;
  // Forwards whatever props it is given: it stands for the component it loads.
  return LazyPopup as unknown as M[N] extends ComponentType<infer P> ? ComponentType<P> : never;
}

/** The app's pop-ups by name, for its ModalProvider. */
export const popups: ModalRegistry<AppModals> = {
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
  [CONTRACT_MODAL]: lazyPopup(() => import('./ContractPopup'), 'ContractPopup'),
  [FEEDBACK_MODAL]: lazyPopup(() => import('./FeedbackPopup'), 'FeedbackPopup'),
  [REALITY_CHECK_MODAL]: lazyPopup(() => import('./RealityCheckPopup'), 'RealityCheckPopup'),
  [CHAT_ROOM_MODAL]: lazyPopup(() => import('./ChatRoomPopup'), 'ChatRoomPopup'),
  [CHANNELS_MODAL]: lazyPopup(() => import('./OfficialChannelsPopup'), 'OfficialChannelsPopup'),
};
