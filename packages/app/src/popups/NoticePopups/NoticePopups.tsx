import { AlertDialog, ConfirmDialog, useModals, type ModalComponentProps } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../session/SessionProvider';
import { REGISTER_MODAL } from '../names';

/** Spec 6 and 8: a trial account chose a game; it is not started. */
export function TrialBlockedPopup({ open, onOpenChange }: ModalComponentProps) {
  const { t } = useTranslation();
  const modals = useModals();
  return (
    <AlertDialog
      open={open}
      onOpenChange={onOpenChange}
      variant="warning"
      title={t('trial_blocked_title')}
      message={t('trial_register_first')}
      submitLabel={t('action_ok')}
      closeLabel={t('action_close')}
      onSubmit={() => {
        onOpenChange(false);
        modals.open(REGISTER_MODAL);
      }}
    />
  );
}

export interface MessagePopupProps extends ModalComponentProps {
  /** The server's message (spec 7.3: an SMS request that failed). */
  message: string;
}

/** A warning with the server's message and a submit button (spec 7.3). */
export function MessagePopup({ open, onOpenChange, message }: MessagePopupProps) {
  const { t } = useTranslation();
  return (
    <AlertDialog
      open={open}
      onOpenChange={onOpenChange}
      variant="warning"
      title={t('message_title')}
      message={message}
      submitLabel={t('action_ok')}
      closeLabel={t('action_close')}
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
  const { signOut } = useSession();
  const navigate = useNavigate();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('logout_title')}
      message={t('logout_confirm')}
      confirmLabel={t('logout_action')}
      cancelLabel={t('action_cancel')}
      closeLabel={t('action_close')}
      onConfirm={async () => {
        await signOut();
        onOpenChange(false);
        void navigate(to);
      }}
    />
  );
}
