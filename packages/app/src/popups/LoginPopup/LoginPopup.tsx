import { type CallBody } from '@portal/contract';
import type { calls } from '../../api/callTable';
import { LoginForm, type LoginSubmission, type SendCode } from '@portal/forms';
import { Button, Modal, type ModalComponentProps } from '@portal/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '../../api/ApiError';
import { useFreePlay, useLogin, useSmsNoLogin } from '../../api/sessionWrites';
import { useFormText } from '../../i18n/useFormText';
import { rememberMe } from '../../session/rememberMe';
import { useSiteSettings } from '../../session/useSiteSettings';
import type { LOGIN_MODAL } from '../names';
import {
  CHANGE_PASSWORD_MODAL,
  FORGOT_PASSWORD_MODAL,
  MESSAGE_MODAL,
  REGISTER_MODAL,
  type AppModals,
} from '../names';
import { useCaptcha } from '../useCaptcha';
import { useCountryOptions } from '../useCountryOptions';
import { failureMessage, useServerError } from '../useServerError';
import { Notice, Trial } from './LoginPopup.styles';
import { useAppModals } from '../useAppModals';
import { POPUP_SIZES } from '../sizes';
import { PopupBanner, usePopupSettled } from '../PopupBanner';
import { ReopenAccount } from './ReopenAccount';
import { AddressCheck, addressChallengeOf, type AddressChallenge } from './AddressCheck';
import type { SessionValue } from '../../api/session';
import { SocialSignIn, useSocialSignInLoading } from '../SocialSignIn';
import { useSocialReturnError } from '../SocialSignIn/useSocialReturnError';

/** A refusal for a self-exclusion that has ended: the account may be asked to reopen. */
const canReopen = (error: unknown) =>
  isApiError(error) &&
  error.code === 'ACCOUNT_EXCLUDED' &&
  (error.value as { canReopen?: unknown } | undefined)?.canReopen === true;

/** Its props: the ModalProvider's and those `open` passes (AppModals in ../names). */
export type LoginPopupProps = ModalComponentProps & AppModals[typeof LOGIN_MODAL];

/**
 * The login pop-up (loginPopupModal, spec 2.2 and 4.2): username and mobile-code tabs, the
 * captcha once the server asks (from the start with the operator's captcha flag), remember-me, links to register and forgot password, and the
 * free trial when the operator offers it. A default or expired password opens the change.
 */
export function LoginPopup({
  open,
  onOpenChange,
  reason,
  returnTo,
  socialError: socialReturn,
}: LoginPopupProps) {
  const { t, i18n } = useTranslation();
  const tf = useFormText();
  const modals = useAppModals();
  const navigate = useNavigate();
  const settings = useSiteSettings();
  const captcha = useCaptcha();
  const login = useLogin();
  const trial = useFreePlay();
  const sms = useSmsNoLogin();
  const error = useServerError(login.error, trial.error);
  const countries = useCountryOptions();
  const pending = login.pending || trial.pending;
  const [initialValues, setInitialValues] = useState(rememberMe.load);
  // LOGINIPVERF3: a login from a network new to the account waits for its code, then goes on.
  const [check, setCheck] = useState<{
    challenge: AddressChallenge;
    loggedIn: (session: SessionValue) => void;
    username: string;
  }>();
  // The last login tried by username: a reopening asks for the same credentials.
  const [tried, setTried] = useState<{ username: string; password: string }>();
  // A social sign-in that came back refused (`/login?socialError=…`), or could not start.
  const [socialError, setSocialError] = useSocialReturnError(socialReturn);
  const shownError = error.message ?? socialError;
  // It opens with its banner and its social buttons in place: none of its form moves after.
  const settled = usePopupSettled('w_login', useSocialSignInLoading());

  // With the operator's captcha flag the server asks for the check before every login by
  // username: it is there from the start, so the first try is not refused for want of it.
  const { show: showCaptcha } = captcha;
  useEffect(() => {
    if (open && settings.captchaFirst) showCaptcha();
  }, [open, settings.captchaFirst, showCaptcha]);

  const submit = async (values: LoginSubmission) => {
    trial.reset();
    setSocialError(undefined);
    const username = values.username.trim();
    // Where a session of this login leads: now, or once its address check is answered.
    const loggedIn = (session: SessionValue) => {
      rememberMe.save(values.remember, values.type, username);
      onOpenChange(false);
      if (returnTo) void navigate(returnTo);
      if (session.passwordExpired && values.type === 'username')
        modals.open(CHANGE_PASSWORD_MODAL, { forced: true, oldPassword: values.password });
    };
    try {
      const body: CallBody<typeof calls.login> = {
        username,
        password: values.password,
        type: values.type,
        area: 'member',
        ...(values.countryDialingCode ? { countryDialingCode: values.countryDialingCode } : {}),
        ...(values.captcha ? { captcha: values.captcha } : {}),
      };
      setTried(
        values.type === 'username'
          ? { username: body.username, password: values.password }
          : undefined,
      );
      loggedIn(await login.trigger(body));
    } catch (e) {
      const challenge = addressChallengeOf(e);
      if (challenge) setCheck({ challenge, loggedIn, username });
      // Spec 4.2: a failed login shows the captcha when the server asks for it; a used one is
      // good once, so a shown captcha gets a new image after every failure.
      const asked =
        isApiError(e) &&
        (e.code === 'CAPTCHA_REQUIRED' || (e.value as { captcha?: boolean } | undefined)?.captcha);
      if (asked || captcha.shown) captcha.show();
    }
  };

  const sendCode: SendCode = async (mobileNum, countryDialingCode) => {
    try {
      return await sms.trigger({
        body: {
          mobileNum,
          ...(countryDialingCode ? { countryDialingCode } : {}),
          purpose: 'login',
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

  const freePlay = async () => {
    login.reset();
    if (!(await trial.trigger({ platform: 'W' }).catch(() => null))) return;
    onOpenChange(false);
    void navigate('/');
  };

  return (
    <Modal
      open={open && settled}
      onOpenChange={onOpenChange}
      title={t('login_title')}
      {...POPUP_SIZES.login}
    >
      <PopupBanner group="w_login" onLeave={() => onOpenChange(false)} />
      {reason ? <Notice role="status">{t(reason)}</Notice> : null}
      {check ? (
        <AddressCheck
          challenge={check.challenge}
          onVerified={check.loggedIn}
          onBack={() => {
            // The form again, with the username tried; the password is typed again.
            setInitialValues({ ...initialValues, username: check.username });
            setCheck(undefined);
            login.reset();
          }}
        />
      ) : (
        <>
          <LoginForm
            t={tf}
            onSubmit={submit}
            codeLogin={settings.codeLogin}
            onSendCode={sendCode}
            countries={countries}
            {...(settings.rules?.mobileNum ? { mobileRule: settings.rules.mobileNum } : {})}
            {...(captcha.state ? { captcha: captcha.state } : {})}
            {...(shownError ? { serverError: shownError } : {})}
            pending={pending}
            initialValues={initialValues}
            // No register link while the operator's registration (REG3) is closed.
            {...(settings.flags.has('REG3') && {
              onRegister: () => {
                onOpenChange(false);
                modals.open(REGISTER_MODAL);
              },
            })}
            onForgotPassword={() => {
              onOpenChange(false);
              modals.open(FORGOT_PASSWORD_MODAL);
            }}
          />
          {tried && canReopen(login.error) ? <ReopenAccount credentials={tried} /> : null}
          <SocialSignIn
            intent="login"
            {...(returnTo ? { returnTo } : {})}
            onError={(message) => setSocialError(message)}
          />
          {settings.freePlay ? (
            <Trial>
              <Button variant="ghost" onClick={() => void freePlay()} disabled={pending}>
                {t('login_free_play')}
              </Button>
            </Trial>
          ) : null}
        </>
      )}
    </Modal>
  );
}
