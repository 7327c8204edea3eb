import { ChangePasswordForm, type ChangePasswordSubmission } from '@portal/forms';
import {
  Button,
  EmptyState,
  Modal,
  useModals,
  useToast,
  type ModalComponentProps,
} from '@portal/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '../../api/ApiError';
import { calls } from '../../api/callTable';
import { apiCall } from '../../api/client';
import { useFormText } from '../../i18n/useFormText';
import { useSession } from '../../session/SessionProvider';
import { useSiteSettings } from '../../session/useSiteSettings';
import { FORGOT_PASSWORD_MODAL } from '../names';
import { useServerError } from '../useServerError';
import {
  linkProblemOfCode,
  linkProblemOfToken,
  RESET_LINK_PROBLEM_TEXT,
  type ResetLinkProblem,
} from './linkProblem';

export interface ResetPasswordPopupProps extends ModalComponentProps {
  /** The token of the e-mailed link (`/reset-password?token=…`); empty when the link had none. */
  token: string;
}

/**
 * The page of the e-mailed reset link (spec 4.7, forgot by e-mail): the new password, typed twice
 * by the operator's rule, set with the link's token; then 'password changed' and back to /. A
 * link that is mangled, unknown, used or expired is said to be so, with a way to ask for another.
 */
export function ResetPasswordPopup({ open, onOpenChange, token }: ResetPasswordPopupProps) {
  const { t } = useTranslation();
  const tf = useFormText();
  const toast = useToast();
  const modals = useModals();
  const navigate = useNavigate();
  const { token: sessionToken, reloadMember } = useSession();
  const settings = useSiteSettings();
  const error = useServerError();
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<ResetLinkProblem>();
  // The pop-up stays mounted between openings: another link starts afresh.
  const [shownToken, setShownToken] = useState(token);
  if (shownToken !== token) {
    setShownToken(token);
    setRefusal(undefined);
    error.clear();
  }
  const problem = linkProblemOfToken(token) ?? refusal;

  // The form's submit button goes with the form: focus moves to the way out that replaces it.
  const askAgainRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (refusal) askAgainRef.current?.focus();
  }, [refusal]);

  const submit = async ({ newPassword }: ChangePasswordSubmission) => {
    error.clear();
    setPending(true);
    try {
      await apiCall(calls.passwordReset, { body: { token, newPassword } });
      // The new password ended the account's sessions: if this tab held one, the member info now
      // answers 'not logged in' and the session provider lets it go.
      if (sessionToken) await reloadMember().catch(() => undefined);
      toast.show({ variant: 'success', title: t('change_password_done') });
      onOpenChange(false);
      void navigate('/');
    } catch (e) {
      const linkProblem = isApiError(e) ? linkProblemOfCode(e.code) : undefined;
      if (linkProblem) setRefusal(linkProblem);
      else error.set(e);
    } finally {
      setPending(false);
    }
  };

  const askAgain = () => {
    onOpenChange(false);
    modals.open(FORGOT_PASSWORD_MODAL, { tab: 'email' });
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('reset_password_title')}
      description={problem ? undefined : t('reset_password_intro')}
      closeLabel={t('action_close')}
      size="login"
    >
      {problem ? (
        <EmptyState
          role="alert"
          size="sm"
          titleAs="p"
          title={t(RESET_LINK_PROBLEM_TEXT[problem])}
          description={t('reset_link_ask_again')}
          action={
            <Button ref={askAgainRef} onClick={askAgain}>
              {t('reset_link_new')}
            </Button>
          }
        />
      ) : (
        <ChangePasswordForm
          key={token}
          t={tf}
          onSubmit={submit}
          {...(settings.rules?.password ? { passwordRule: settings.rules.password } : {})}
          {...(error.message ? { serverError: error.message } : {})}
          fieldErrors={error.fields}
          pending={pending}
        />
      )}
    </Modal>
  );
}
