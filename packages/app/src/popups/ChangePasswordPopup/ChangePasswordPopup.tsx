import { calls } from '../../api/callTable';
import { ChangePasswordForm, type ChangePasswordSubmission } from '@portal/forms';
import { Modal, useToast, type ModalComponentProps } from '@portal/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { apiCall } from '../../api/client';
import { useFormText } from '../../i18n/useFormText';
import { useSession } from '../../session/SessionProvider';
import { useSiteSettings } from '../../session/useSiteSettings';
import { useServerError } from '../useServerError';

export interface ChangePasswordPopupProps extends ModalComponentProps {
  /** Opened by the login for a default or expired password (spec 4.2 step 5). */
  forced?: boolean;
  /** The password just typed at login: the old password is asked only when it is missing. */
  oldPassword?: string;
}

/** Change password (spec 2.2, 4.7): on success the login info reloads, and back to /. */
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
  const { reloadMember } = useSession();
  const settings = useSiteSettings();
  const error = useServerError();
  const [pending, setPending] = useState(false);

  const submit = async (values: ChangePasswordSubmission) => {
    error.clear();
    setPending(true);
    try {
      await apiCall(calls.changePassword, {
        body: {
          oldPassword: values.oldPassword ?? oldPassword ?? '',
          newPassword: values.newPassword,
          confirmNewPassword: values.confirmNewPassword,
        },
      });
      await reloadMember();
      toast.show({ variant: 'success', title: t('change_password_done') });
      onOpenChange(false);
      void navigate('/');
    } catch (e) {
      error.set(e);
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('change_password_title')}
      description={forced ? t('change_password_forced') : undefined}
      closeLabel={t('action_close')}
      size="login"
    >
      <ChangePasswordForm
        t={tf}
        onSubmit={submit}
        askOldPassword={!oldPassword}
        {...(settings.rules?.password ? { passwordRule: settings.rules.password } : {})}
        {...(error.message ? { serverError: error.message } : {})}
        fieldErrors={error.fields}
        pending={pending}
      />
    </Modal>
  );
}
