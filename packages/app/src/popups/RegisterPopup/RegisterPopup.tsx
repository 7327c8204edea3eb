import { RegisterForm, type RegisterSubmission, type SendCode } from '@portal/forms';
import { EmptyState, Icon, Modal, Skeleton, type ModalComponentProps } from '@portal/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isApiError } from '../../api/ApiError';
import { useRegister, useSmsRegister } from '../../api/memberWrites';
import { useSocialSignup } from '../../api/social';
import { SOCIAL_QUERY } from '@portal/contract';
import { SocialSignIn, useSocialSignInLoading } from '../SocialSignIn';
import { useSocialReturnError } from '../SocialSignIn/useSocialReturnError';
import { useFormText } from '../../i18n/useFormText';
import { useSiteSettings } from '../../session/useSiteSettings';
import { LOGIN_MODAL, MESSAGE_MODAL } from '../names';
import { useCaptcha } from '../useCaptcha';
import { useCountryOptions } from '../useCountryOptions';
import { failureMessage, useServerError } from '../useServerError';
import { useAppModals } from '../useAppModals';
import { POPUP_SIZES } from '../sizes';
import { PopupBanner, usePopupSettled } from '../PopupBanner';

/**
 * The register pop-up (spec 2.2, 4.6): tabs by the white-label flags, fields and rules from the
 * server, the affiliate code checked first, the SMS code; on success logged in and back to /.
 */
export function RegisterPopup({ open, onOpenChange }: ModalComponentProps) {
  const { t, i18n } = useTranslation();
  const tf = useFormText();
  const modals = useAppModals();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const settings = useSiteSettings();
  const captcha = useCaptcha();
  const register = useRegister();
  const sms = useSmsRegister();
  const error = useServerError(register.error);
  const countries = useCountryOptions();
  // It opens with its banner and its social buttons in place: none of its form moves after.
  const settled = usePopupSettled('w_register', useSocialSignInLoading());
  const referralCode = params.get('referralCode') ?? undefined;
  // A first social sign-in (`/register?socialSignup=…`): the form asks for what the rules still need.
  const signupCode = params.get(SOCIAL_QUERY.signup);
  const signup = useSocialSignup(signupCode);
  const [socialError, setSocialError] = useSocialReturnError(params.get(SOCIAL_QUERY.error));
  const captchaRule = settings.rules?.captcha?.enabled ?? false;
  const { show: showCaptcha } = captcha;
  useEffect(() => {
    if (open && captchaRule) showCaptcha();
  }, [open, captchaRule, showCaptcha]);

  const submit = async ({ mode, body }: RegisterSubmission) => {
    try {
      // Spec 4.6: an invitation code from the URL stands in when the field is not shown; a code
      // in an enabled field is checked before registering.
      // (the form puts the URL's code in the body when its field is hidden).
      const affiliateCode = body.affiliateCode;
      await register.trigger({
        mode,
        ...(mode === 'social' && signupCode ? { signupCode } : {}),
        body: {
          ...body,
          domain: location.hostname,
          login: true,
        },
        ...(affiliateCode && settings.rules?.affiliateCode?.enabled ? { affiliateCode } : {}),
      });
      onOpenChange(false);
      void navigate('/');
    } catch (e) {
      if (isApiError(e) && (e.code === 'CAPTCHA_INVALID' || captcha.shown)) captcha.show();
    }
  };

  const sendCode =
    (regType: 'username' | 'mobile'): SendCode =>
    async (mobileNo, countryDialingCode) => {
      try {
        return await sms.trigger({
          body: { mobileNo, regType, ...(countryDialingCode ? { countryDialingCode } : {}) },
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

  return (
    <Modal
      open={open && settled}
      onOpenChange={onOpenChange}
      title={t('register_title')}
      {...POPUP_SIZES.register}
    >
      <PopupBanner group="w_register" onLeave={() => onOpenChange(false)} />
      {settings.info && !settings.flags.has('REG3') ? (
        // Any link that still opens it (a notice, a trial's prompt) says why nothing can be done.
        <EmptyState
          icon={<Icon name="shield" />}
          title={t('register_closed_title')}
          description={t('register_closed_text')}
        />
      ) : signupCode && signup.error ? (
        <EmptyState icon={<Icon name="warning" />} title={t(signup.error.messageKey)} titleAs="p" />
      ) : signupCode && !signup.data ? (
        <Skeleton shape="text" lines={6} aria-label={t('social_register_loading')} />
      ) : settings.rules ? (
        <RegisterForm
          t={tf}
          rules={settings.rules}
          onSubmit={submit}
          usernameRegistration={settings.usernameRegistration}
          mobileRegistration={settings.mobileRegistration}
          smsVerification={settings.smsVerification}
          mobilePassword={settings.flags.has('MOBILENUMPASSREG3')}
          countries={countries}
          onSendCode={sendCode(settings.usernameRegistration ? 'username' : 'mobile')}
          {...(captcha.state ? { captcha: captcha.state } : {})}
          {...(referralCode ? { referralCode, affiliateCode: referralCode } : {})}
          {...((error.message ?? socialError)
            ? { serverError: (error.message ?? socialError)! }
            : {})}
          {...(signup.data
            ? {
                social: {
                  intro: t('social_register_intro', { label: signup.data.provider.label }),
                  name: signup.data.name,
                  hideEmail: signup.data.email !== null,
                },
              }
            : {})}
          fieldErrors={error.fields}
          pending={register.pending}
          termsHref="/help#term"
          onLogin={() => {
            onOpenChange(false);
            modals.open(LOGIN_MODAL);
          }}
        />
      ) : (
        <Skeleton shape="text" lines={8} aria-label={t('loading')} />
      )}
      {!signupCode && settings.flags.has('REG3') ? (
        <SocialSignIn intent="register" onError={(message) => setSocialError(message)} />
      ) : null}
    </Modal>
  );
}
