import { calls } from '../../api/callTable';
import {
  ForgotPasswordForm,
  type ForgotPasswordSubmission,
  type ForgotPasswordTab,
  type SendCode,
} from '@portal/forms';
import { LOGIN_MODAL, Modal, useModals, useToast, type ModalComponentProps } from '@portal/ui';
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

export interface ForgotPasswordPopupProps extends ModalComponentProps {
  /**
   * The tab shown first: `email` for a player whose e-mailed link no longer works.
   * @default the mobile tab when the operator allows reset by phone, else the e-mail one
   */
  tab?: ForgotPasswordTab;
}

/**
 * Forgot password (spec 2.2, 4.7): by e-mail, a link is sent and the pop-up closes with a
 * confirmation; by mobile (when the operator allows it, then first), the code resets the password
 * and the player is logged in with the new one and taken to /.
 */
export function ForgotPasswordPopup({ open, onOpenChange, tab }: ForgotPasswordPopupProps) {
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
      const { account } = await apiCall(calls.passwordVerification, { body: submission.body });
      toast.show({ variant: 'success', title: t('change_password_done') });
      // Spec 4.7: then logged in with the new password, under the username the server named: the
      // number may belong to an account whose username is not the number.
      const session = await apiCall(calls.login, {
        body: {
          username: account,
          password: submission.body.newPassword,
          type: 'username',
          area: 'member',
        },
      }).catch(() => null);
      if (session) {
        await signIn(session);
        onOpenChange(false);
        void navigate('/');
      } else {
        // The password did change, and the code is spent: a new try here could only fail. The
        // login pop-up says why the login is refused (a captcha due, a barred account) and retries.
        onOpenChange(false);
        modals.open(LOGIN_MODAL);
      }
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
        // The pop-up stays mounted between openings: a new first tab asked for starts afresh.
        key={tab ?? 'default'}
        t={tf}
        {...(tab ? { initialTab: tab } : {})}
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
