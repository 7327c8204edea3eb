import { ForgotPasswordForm, type ForgotPasswordSubmission, type SendCode } from '@portal/forms';
import { Modal, useToast, type ModalComponentProps } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '../../api/ApiError';
import { usePasswordEmail, useResetByMobile } from '../../api/memberWrites';
import { useSmsNoLogin } from '../../api/sessionWrites';
import { useFormText } from '../../i18n/useFormText';
import { useSiteSettings } from '../../session/useSiteSettings';
import type { FORGOT_PASSWORD_MODAL } from '../names';
import { LOGIN_MODAL, MESSAGE_MODAL, type AppModals } from '../names';
import { useCountryOptions } from '../useCountryOptions';
import { failureMessage, useServerError } from '../useServerError';
import { useAppModals } from '../useAppModals';
import { POPUP_SIZES } from '../sizes';
import { PopupBanner, usePopupSettled } from '../PopupBanner';

/** Its props: the ModalProvider's and those `open` passes (AppModals in ../names). */
export type ForgotPasswordPopupProps = ModalComponentProps &
  AppModals[typeof FORGOT_PASSWORD_MODAL];

/**
 * Forgot password (spec 2.2, 4.7): by e-mail, a link is sent and the pop-up closes with a
 * confirmation; by mobile (when the operator allows it, then first), the code resets the password
 * and the player is logged in with the new one and taken to /.
 */
export function ForgotPasswordPopup({ open, onOpenChange, tab }: ForgotPasswordPopupProps) {
  const { t, i18n } = useTranslation();
  const tf = useFormText();
  const modals = useAppModals();
  const toast = useToast();
  const navigate = useNavigate();
  const settings = useSiteSettings();
  const countries = useCountryOptions();
  // It opens with its banner in place: the form does not move when it arrives.
  const settled = usePopupSettled('w_forget');
  const byEmail = usePasswordEmail();
  const byMobile = useResetByMobile();
  const sms = useSmsNoLogin();
  const error = useServerError(byEmail.error, byMobile.error);

  const submit = async (submission: ForgotPasswordSubmission) => {
    try {
      if (submission.type === 'email') {
        byMobile.reset();
        await byEmail.trigger({ body: submission.body });
        toast.show({ variant: 'success', title: t('forgot_email_sent') });
        onOpenChange(false);
        return;
      }
      byEmail.reset();
      // Spec 4.7: then logged in with the new password (see useResetByMobile).
      const session = await byMobile.trigger(submission.body);
      toast.show({ variant: 'success', title: t('change_password_done') });
      onOpenChange(false);
      if (session) void navigate('/');
      // The password did change, and the code is spent: a new try here could only fail. The
      // login pop-up says why the login is refused (a captcha due, a barred account) and retries.
      else modals.open(LOGIN_MODAL);
    } catch {
      // Shown by the form (the mutation's error).
    }
  };

  const sendCode: SendCode = async (mobileNum, countryDialingCode) => {
    try {
      return await sms.trigger({
        body: {
          mobileNum,
          purpose: 'reset',
          ...(countryDialingCode ? { countryDialingCode } : {}),
        },
      });
    } catch (e) {
      // Spec 7.3: a warning with the refusal, in the player's language (the provider's
      // SMS errors among them: invalid number, too many requests, quota, unavailable).
      modals.open(MESSAGE_MODAL, {
        message: isApiError(e) ? failureMessage(e, t, i18n.language) : t('error_INTERNAL'),
      });
      return null;
    }
  };

  const rules = settings.rules;
  return (
    <Modal
      open={open && settled}
      onOpenChange={onOpenChange}
      title={t('forgot_title')}
      {...POPUP_SIZES.login}
    >
      <PopupBanner group="w_forget" onLeave={() => onOpenChange(false)} />
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
        pending={byEmail.pending || byMobile.pending}
      />
    </Modal>
  );
}
