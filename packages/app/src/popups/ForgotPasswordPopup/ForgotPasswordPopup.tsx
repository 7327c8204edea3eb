import { calls } from '../../api/callTable';
import { ForgotPasswordForm, type ForgotPasswordSubmission, type SendCode } from '@portal/forms';
import { Modal, useModals, useToast, type ModalComponentProps } from '@portal/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '../../api/ApiError';
import { apiCall } from '../../api/client';
import { useFormText } from '../../i18n/useFormText';
import { useSession } from '../../session/SessionProvider';
import { useSiteSettings } from '../../session/useSiteSettings';
import { MESSAGE_MODAL } from '../names';
import { useCountryOptions } from '../useCountryOptions';
import { useServerError } from '../useServerError';

/**
 * Forgot password (spec 2.2, 4.7): by e-mail, a link is sent and the pop-up closes with a
 * confirmation; by mobile (when the operator allows it, then first), the code resets the password
 * and the player is logged in with the new one and taken to /.
 */
export function ForgotPasswordPopup({ open, onOpenChange }: ModalComponentProps) {
  const { t } = useTranslation();
  const tf = useFormText();
  const modals = useModals();
  const toast = useToast();
  const navigate = useNavigate();
  const { signIn } = useSession();
  const settings = useSiteSettings();
  const countries = useCountryOptions();
  const error = useServerError();
  const [pending, setPending] = useState(false);

  const submit = async (submission: ForgotPasswordSubmission) => {
    error.clear();
    setPending(true);
    try {
      if (submission.type === 'email') {
        await apiCall(calls.passwordEmail, { body: submission.body });
        toast.show({ variant: 'success', title: t('forgot_email_sent') });
        onOpenChange(false);
        return;
      }
      const { mobileNum, countryDialingCode, newPassword } = submission.body;
      await apiCall(calls.passwordVerification, { body: submission.body });
      // Spec 4.7: then logged in with the new password (the mobile number names the account).
      const session = await apiCall(calls.login, {
        body: {
          username: mobileNum,
          password: newPassword,
          type: 'username',
          ...(countryDialingCode ? { countryDialingCode } : {}),
        },
      });
      await signIn(session);
      onOpenChange(false);
      void navigate('/');
    } catch (e) {
      error.set(e);
    } finally {
      setPending(false);
    }
  };

  const sendCode: SendCode = async (mobileNum, countryDialingCode) => {
    try {
      return await apiCall(calls.smsNoLogin, {
        body: {
          mobileNum,
          purpose: 'reset',
          ...(countryDialingCode ? { countryDialingCode } : {}),
        },
      });
    } catch (e) {
      modals.open(MESSAGE_MODAL, { message: isApiError(e) ? e.message : t('error_INTERNAL') });
      return null;
    }
  };

  const rules = settings.rules;
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('forgot_title')}
      closeLabel={t('action_close')}
      size="login"
    >
      <ForgotPasswordForm
        t={tf}
        onSubmit={submit}
        mobileReset={settings.mobileReset}
        countries={countries}
        onSendCode={sendCode}
        {...(rules?.username ? { usernameRule: rules.username } : {})}
        {...(rules?.email ? { emailRule: rules.email } : {})}
        {...(rules?.mobileNum ? { mobileRule: rules.mobileNum } : {})}
        {...(rules?.password ? { passwordRule: rules.password } : {})}
        {...(error.message ? { serverError: error.message } : {})}
        pending={pending}
      />
    </Modal>
  );
}
