import { calls } from '../../api/callTable';
import { RegisterForm, type RegisterSubmission, type SendCode } from '@portal/forms';
import { LOGIN_MODAL, Modal, Skeleton, useModals, type ModalComponentProps } from '@portal/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isApiError } from '../../api/ApiError';
import { apiCall } from '../../api/client';
import { useFormText } from '../../i18n/useFormText';
import { useSession } from '../../session/SessionProvider';
import { useSiteSettings } from '../../session/useSiteSettings';
import { MESSAGE_MODAL } from '../names';
import { useCaptcha } from '../useCaptcha';
import { useCountryOptions } from '../useCountryOptions';
import { useServerError } from '../useServerError';

/**
 * The register pop-up (spec 2.2, 4.6): tabs by the white-label flags, fields and rules from the
 * server, the affiliate code checked first, the SMS code; on success logged in and back to /.
 */
export function RegisterPopup({ open, onOpenChange }: ModalComponentProps) {
  const { t } = useTranslation();
  const tf = useFormText();
  const modals = useModals();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { signIn } = useSession();
  const settings = useSiteSettings();
  const captcha = useCaptcha();
  const error = useServerError();
  const countries = useCountryOptions();
  const [pending, setPending] = useState(false);
  const referralCode = params.get('referralCode') ?? undefined;
  const captchaRule = settings.rules?.captcha?.enabled ?? false;
  const { show: showCaptcha } = captcha;
  useEffect(() => {
    if (open && captchaRule) showCaptcha();
  }, [open, captchaRule, showCaptcha]);

  const submit = async ({ mode, body }: RegisterSubmission) => {
    error.clear();
    setPending(true);
    try {
      // Spec 4.6: an invitation code from the URL stands in when the field is not shown; a code
      // in an enabled field is checked before registering.
      // (the form puts the URL's code in the body when its field is hidden).
      const affiliateCode = body.affiliateCode;
      if (affiliateCode && settings.rules?.affiliateCode?.enabled)
        await apiCall(calls.affiliate, {
          query: { code: affiliateCode, domain: location.hostname },
        });
      const call = mode === 'mobile' ? calls.registerMobile : calls.register;
      const answer = await apiCall(call, {
        body: {
          ...body,
          domain: location.hostname,
          login: true,
          ...captcha.fields(),
        },
      });
      if (answer.session) await signIn(answer.session);
      onOpenChange(false);
      void navigate('/');
    } catch (e) {
      error.set(e);
      if (isApiError(e) && (e.code === 'CAPTCHA_INVALID' || captcha.shown)) captcha.show();
    } finally {
      setPending(false);
    }
  };

  const sendCode =
    (regType: 'username' | 'mobile'): SendCode =>
    async (mobileNo, countryDialingCode) => {
      try {
        return await apiCall(calls.smsRegister, {
          body: { mobileNo, regType, ...(countryDialingCode ? { countryDialingCode } : {}) },
        });
      } catch (e) {
        modals.open(MESSAGE_MODAL, { message: isApiError(e) ? e.message : t('error_INTERNAL') });
        return null;
      }
    };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('register_title')}
      closeLabel={t('action_close')}
      size="register"
    >
      {settings.rules ? (
        <RegisterForm
          t={tf}
          rules={settings.rules}
          onSubmit={submit}
          usernameRegistration={settings.usernameRegistration}
          mobileRegistration={settings.mobileRegistration}
          smsVerification={settings.smsVerification}
          countries={countries}
          onSendCode={sendCode(settings.usernameRegistration ? 'username' : 'mobile')}
          {...(captcha.state ? { captcha: captcha.state } : {})}
          {...(referralCode ? { referralCode, affiliateCode: referralCode } : {})}
          {...(error.message ? { serverError: error.message } : {})}
          fieldErrors={error.fields}
          pending={pending}
          termsHref="/help#term"
          onLogin={() => {
            onOpenChange(false);
            modals.open(LOGIN_MODAL);
          }}
        />
      ) : (
        <Skeleton shape="text" lines={8} aria-label={t('loading')} />
      )}
    </Modal>
  );
}
