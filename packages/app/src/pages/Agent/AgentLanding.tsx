import { calls } from '../../api/callTable';
import { LoginForm, type LoginSubmission } from '@portal/forms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { apiCall } from '../../api/client';
import { useFormText } from '../../i18n/useFormText';
import { useServerError } from '../../popups/useServerError';
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
  const { signIn, isAgent } = useSession();
  const error = useServerError();
  const [pending, setPending] = useState(false);

  if (isAgent) return <Navigate to="/agentHome" replace />;

  const submit = async (values: LoginSubmission) => {
    error.clear();
    setPending(true);
    try {
      const session = await apiCall(calls.login, {
        body: {
          username: values.username.trim(),
          password: values.password,
          type: 'username',
          area: 'agent',
        },
      });
      await signIn(session);
      void navigate('/agentHome');
    } catch (e) {
      error.set(e);
    } finally {
      setPending(false);
    }
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
        <LoginForm
          t={tf}
          variant="agent"
          onSubmit={submit}
          pending={pending}
          {...(error.message ? { serverError: error.message } : {})}
        />
      </Card>
    </Landing>
  );
}
