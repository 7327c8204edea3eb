import { ChangePasswordForm, type ChangePasswordSubmission } from '@portal/forms';
import { Button, Modal, useToast, type ModalComponentProps } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useChangePassword } from '../../api/memberWrites';
import { useFormText } from '../../i18n/useFormText';
import { useSession } from '../../session/SessionProvider';
import { useSiteSettings } from '../../session/useSiteSettings';
import { useServerError } from '../useServerError';
import { POPUP_SIZES } from '../sizes';
import type { CHANGE_PASSWORD_MODAL } from '../names';
import { type AppModals } from '../names';

/** Its props: the ModalProvider's and those `open` passes (AppModals in ../names). */
export type ChangePasswordPopupProps = ModalComponentProps &
  AppModals[typeof CHANGE_PASSWORD_MODAL];

/**
 * Change password (spec 2.2, 4.7): on success the login info reloads, and back to /. A change the
 * server requires (`forced`) cannot be closed: the server refuses everything else until it is
 * made, so the only other way out it offers is to log out.
 */
export function ChangePasswordPopup({
  open,
  onOpenChange,
  forced = false,
  oldPassword,
}: ChangePasswordPopupProps) {
  const { t } = useTranslation();
  const tf = useFormText();
  const toast = useToast();
  const navigate = useNavigate();
  const settings = useSiteSettings();
  const change = useChangePassword();
  const { signOut } = useSession();
  const error = useServerError(change.error);

  const submit = async (values: ChangePasswordSubmission) => {
    const done = await change
      .trigger({
        body: {
          oldPassword: values.oldPassword ?? oldPassword ?? '',
          newPassword: values.newPassword,
          confirmNewPassword: values.confirmNewPassword,
        },
      })
      .then(() => true)
      .catch(() => false);
    if (!done) return;
    toast.show({ variant: 'success', title: t('change_password_done') });
    onOpenChange(false);
    void navigate('/');
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('change_password_title')}
      description={forced ? t('change_password_forced') : undefined}
      dismissible={!forced}
      footer={
        forced ? (
          <Button
            variant="ghost"
            onClick={() => {
              onOpenChange(false);
              void signOut();
            }}
          >
            {t('logout_action')}
          </Button>
        ) : undefined
      }
      {...POPUP_SIZES.login}
    >
      <ChangePasswordForm
        t={tf}
        onSubmit={submit}
        askOldPassword={!oldPassword}
        {...(settings.rules?.password ? { passwordRule: settings.rules.password } : {})}
        {...(error.message ? { serverError: error.message } : {})}
        fieldErrors={error.fields}
        pending={change.pending}
      />
    </Modal>
  );
}
