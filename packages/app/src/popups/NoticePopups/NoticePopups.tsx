import { AlertDialog, ConfirmDialog, type ModalComponentProps } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../session/SessionProvider';
import type { MESSAGE_MODAL } from '../names';
import { REGISTER_MODAL, type AppModals } from '../names';
import { useAppModals } from '../useAppModals';
import { useLazyTexts } from '../../i18n/useFormText';

/** Spec 6 and 8: a trial account chose a game; it is not started. */
export function TrialBlockedPopup({ open, onOpenChange }: ModalComponentProps) {
  const { t } = useTranslation();
  useLazyTexts();
  const modals = useAppModals();
  return (
    <AlertDialog
      open={open}
      onOpenChange={onOpenChange}
      variant="warning"
      title={t('trial_blocked_title')}
      message={t('trial_register_first')}
      onSubmit={() => {
        onOpenChange(false);
        modals.open(REGISTER_MODAL);
      }}
    />
  );
}

/** Its props: the ModalProvider's and those `open` passes (AppModals in ../names). */
export type MessagePopupProps = ModalComponentProps & AppModals[typeof MESSAGE_MODAL];

/** A warning with the server's message and a submit button (spec 7.3). */
export function MessagePopup({ open, onOpenChange, message }: MessagePopupProps) {
  const { t } = useTranslation();
  useLazyTexts();
  return (
    <AlertDialog
      open={open}
      onOpenChange={onOpenChange}
      variant="warning"
      title={t('message_title')}
      message={message}
      onSubmit={() => onOpenChange(false)}
    />
  );
}

/** Logout (spec 4.8): 'sure to logout', then the server logout, and home. */
export function LogoutConfirmPopup({
  open,
  onOpenChange,
  to = '/',
}: ModalComponentProps & { to?: string }) {
  const { t } = useTranslation();
  useLazyTexts();
  const { signOut } = useSession();
  const navigate = useNavigate();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('logout_title')}
      message={t('logout_confirm')}
      confirmLabel={t('logout_action')}
      onConfirm={async () => {
        await signOut();
        onOpenChange(false);
        void navigate(to);
      }}
    />
  );
}
