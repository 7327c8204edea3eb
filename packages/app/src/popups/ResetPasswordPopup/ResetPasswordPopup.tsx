import { ChangePasswordForm, type ChangePasswordSubmission } from '@portal/forms';
import { Button, EmptyState, Modal, useToast, type ModalComponentProps } from '@portal/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '../../api/ApiError';
import { usePasswordReset } from '../../api/memberWrites';
import { useFormText } from '../../i18n/useFormText';
import { useSiteSettings } from '../../session/useSiteSettings';
import type { RESET_PASSWORD_MODAL } from '../names';
import { FORGOT_PASSWORD_MODAL, type AppModals } from '../names';
import { useServerError } from '../useServerError';
import {
  linkProblemOfCode,
  linkProblemOfToken,
  RESET_LINK_PROBLEM_TEXT,
  type ResetLinkProblem,
} from './linkProblem';
import { useAppModals } from '../useAppModals';
import { POPUP_SIZES } from '../sizes';

/** Its props: the ModalProvider's and those `open` passes (AppModals in ../names). */
export type ResetPasswordPopupProps = ModalComponentProps & AppModals[typeof RESET_PASSWORD_MODAL];

/**
 * The page of the e-mailed reset link (spec 4.7, forgot by e-mail): the new password, typed twice
 * by the operator's rule, set with the link's token; then 'password changed' and back to /. A
 * link that is mangled, unknown, used or expired is said to be so, with a way to ask for another.
 */
export function ResetPasswordPopup({ open, onOpenChange, token }: ResetPasswordPopupProps) {
  const { t } = useTranslation();
  const tf = useFormText();
  const toast = useToast();
  const modals = useAppModals();
  const navigate = useNavigate();
  const settings = useSiteSettings();
  const reset = usePasswordReset();
  const refused = isApiError(reset.error) && linkProblemOfCode(reset.error.code) !== undefined;
  const error = useServerError(refused ? undefined : reset.error);
  const [refusal, setRefusal] = useState<ResetLinkProblem>();
  // The pop-up stays mounted between openings: another link starts afresh.
  const [shownToken, setShownToken] = useState(token);
  if (shownToken !== token) {
    setShownToken(token);
    setRefusal(undefined);
    reset.reset();
  }
  const problem = linkProblemOfToken(token) ?? refusal;

  // The form's submit button goes with the form: focus moves to the way out that replaces it.
  const askAgainRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (refusal) askAgainRef.current?.focus();
  }, [refusal]);

  const submit = async ({ newPassword }: ChangePasswordSubmission) => {
    try {
      // The new password ended the account's sessions: if this tab held one, the member info,
      // asked again, now answers 'not logged in' and the session provider lets it go.
      await reset.trigger({ body: { token, newPassword } });
      toast.show({ variant: 'success', title: t('change_password_done') });
      onOpenChange(false);
      void navigate('/');
    } catch (e) {
      const linkProblem = isApiError(e) ? linkProblemOfCode(e.code) : undefined;
      if (linkProblem) setRefusal(linkProblem);
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
      {...POPUP_SIZES.login}
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
          pending={reset.pending}
        />
      )}
    </Modal>
  );
}
