import { useEffect, useRef } from 'react';
import { useConsolidated } from '../../api/agentContracts';
import { useSession } from '../../session/SessionProvider';
import { useSiteSettings } from '../../session/useSiteSettings';
import { CONTRACTS_FLAG } from '../../pages/AgentContracts/kinds';
import {
  ANNOUNCEMENT_MODAL,
  CHANGE_PASSWORD_MODAL,
  CONTRACT_MODAL,
  FORGOT_PASSWORD_MODAL,
  LOGIN_MODAL,
  REGISTER_MODAL,
} from '../names';
import { useAppModals, useIsAppModalOpen } from '../useAppModals';

/** Pop-ups that come first: the contract offers wait until they are closed. */
const BUSY = [
  LOGIN_MODAL,
  REGISTER_MODAL,
  FORGOT_PASSWORD_MODAL,
  CHANGE_PASSWORD_MODAL,
  ANNOUNCEMENT_MODAL,
] as const;

/**
 * Spec 3: on login, a real (not trial) account asks the consolidated contract info while the
 * operator's agent policy is on; offers waiting for its answer open the contract pop-up, once
 * for each count of them in the session.
 */
export function ContractHost() {
  const { open } = useAppModals();
  const busy = useIsAppModalOpen(...BUSY);
  const { isLogin, isTrial, member } = useSession();
  const { flags } = useSiteSettings();
  const { data } = useConsolidated(isLogin && !isTrial && flags.has(CONTRACTS_FLAG));
  const shownFor = useRef('');
  const pending = data?.pendingContracts ?? 0;

  useEffect(() => {
    const signature = `${member?.account ?? ''}:${pending}`;
    if (busy || pending === 0 || shownFor.current === signature) return;
    shownFor.current = signature;
    open(CONTRACT_MODAL);
  }, [busy, pending, member?.account, open]);

  return null;
}
