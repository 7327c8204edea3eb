import { LoginForm, type LoginSubmission } from '@portal/forms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { useLogin } from '../../api/sessionWrites';
import { useFormText } from '../../i18n/useFormText';
import { useServerError } from '../../popups/useServerError';
import {
  AddressCheck,
  addressChallengeOf,
  type AddressChallenge,
} from '../../popups/LoginPopup/AddressCheck';
import { useSession } from '../../session/SessionProvider';
import { Card, Landing, Pitch } from './AgentLanding.styles';

/**
 * The agent landing page (spec 2.8): the promotional text with the consulting hours, and the
 * agent sign-in (no remember-me, no third-party login). Only agents may log in here; success goes
 * to /agentHome.
 */
export function AgentLanding() {
  const { t } = useTranslation();
  const tf = useFormText();
  const navigate = useNavigate();
  const { isAgent } = useSession();
  const login = useLogin();
  const error = useServerError(login.error);
  // LOGINIPVERF3: an agent from a network new to the account answers a code first.
  const [challenge, setChallenge] = useState<AddressChallenge>();

  if (isAgent) return <Navigate to="/agentHome" replace />;

  const submit = async (values: LoginSubmission) => {
    const session = await login
      .trigger({
        username: values.username.trim(),
        password: values.password,
        type: 'username',
        area: 'agent',
      })
      .catch((e: unknown) => {
        setChallenge(addressChallengeOf(e));
        return null;
      });
    if (session) void navigate('/agentHome');
  };

  return (
    <Landing id="main">
      <Pitch>
        <h1>{t('agent_title')}</h1>
        <p>{t('agent_pitch')}</p>
        <p>{t('agent_hours')}</p>
      </Pitch>
      <Card aria-labelledby="agent-login-title">
        <h2 id="agent-login-title">{t('agent_login_title')}</h2>
        {challenge ? (
          <AddressCheck
            challenge={challenge}
            onVerified={() => void navigate('/agentHome')}
            onBack={() => {
              setChallenge(undefined);
              login.reset();
            }}
          />
        ) : (
          <LoginForm
            t={tf}
            variant="agent"
            onSubmit={submit}
            pending={login.pending}
            {...(error.message ? { serverError: error.message } : {})}
          />
        )}
      </Card>
    </Landing>
  );
}
