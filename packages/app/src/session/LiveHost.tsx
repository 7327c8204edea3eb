import type { LiveEventData, LiveEventKind } from '@portal/contract';
import { useToast } from '@portal/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { matchSession } from '../api/keys';
import { matchIds, sessionCallKey } from '../api/keysById';
import { openLiveChannel } from '../api/liveChannel';
import { liveState } from '../api/liveState';
import { tokenStore } from '../api/tokenStore';
import { useLazyTexts } from '../i18n/useFormText';

type Data<K extends LiveEventKind> = LiveEventData<K>;

/**
 * The live channel of a signed-in session (spec 2.2 "a real-time event listener when logged in";
 * ADR 0023): the header's balance and unread count, the messages, withdrawals and contracts pages
 * follow what the server pushes instead of timers; a session ended elsewhere (a new password, a
 * locked or excluded account) logs out here at once and says why; maintenance starting shows its
 * page. A chunk of its own, loaded after login.
 */
export function LiveHost({ token }: { token: string }) {
  const { mutate } = useSWRConfig();
  const toast = useToast();
  const { t } = useTranslation();
  useLazyTexts();
  // The latest of each, without opening the channel again when they change.
  const latest = useRef({ mutate, toast, t });
  useEffect(() => {
    latest.current = { mutate, toast, t };
  }, [mutate, toast, t]);

  useEffect(() => {
    // Written into the answer the page has; when it has none yet (its first answer is on its
    // way, which the write makes SWR drop), it is asked again instead.
    const set = <V,>(id: string, update: (current: V) => V) => {
      const key = sessionCallKey(id, token);
      void latest.current
        .mutate(key, (current?: V) => (current === undefined ? current : update(current)), {
          revalidate: false,
        })
        .then((written) => (written === undefined ? latest.current.mutate(key) : written));
    };
    const refresh = (...ids: string[]) => void latest.current.mutate(matchIds(...ids));
    const notify = (variant: 'info' | 'success' | 'warning' | 'danger', title: string) =>
      latest.current.toast.show({ variant, title });

    const on = <K extends LiveEventKind>(kind: K, data: Data<K>): void => {
      const { t: tr } = latest.current;
      switch (kind) {
        case 'hello': {
          const hello = data as Data<'hello'>;
          set<{ balance: number }>('balance', (c) => ({ ...c, balance: hello.balance }));
          set<{ unreadMessage: number }>('unreadMessage', () => ({
            unreadMessage: hello.unreadMessage,
          }));
          return;
        }
        case 'balance': {
          const { balance } = data as Data<'balance'>;
          set<{ balance: number }>('balance', (c) => ({ ...c, balance }));
          return;
        }
        case 'message': {
          const message = data as Data<'message'>;
          set<{ unreadMessage: number }>('unreadMessage', () => ({
            unreadMessage: message.unreadMessage,
          }));
          refresh('messageList');
          notify('info', tr('live_message', { title: message.title }));
          return;
        }
        case 'withdrawal': {
          const withdrawal = data as Data<'withdrawal'>;
          refresh('withdrawList', 'withdrawInfo');
          if (withdrawal.status === 'paid')
            notify('success', tr('live_withdrawal_paid', { reference: withdrawal.reference }));
          if (withdrawal.status === 'rejected')
            notify('warning', tr('live_withdrawal_rejected', { reference: withdrawal.reference }));
          return;
        }
        case 'contract': {
          const contract = data as Data<'contract'>;
          refresh('myContracts', 'agentContracts', 'consolidated');
          notify(
            'info',
            tr(contract.status === 'offered' ? 'live_contract_offered' : 'live_contract_changed'),
          );
          return;
        }
        case 'system':
          refresh('systemInfo');
          return;
        case 'reset':
          void latest.current.mutate(matchSession(token));
          return;
        case 'logout': {
          const { reason } = data as Data<'logout'>;
          // This tab's own logout needs no word; any other end is told.
          if (reason !== 'logout') notify('warning', tr(`live_logout_${reason}`));
          if (tokenStore.get() === token) tokenStore.set(null);
          return;
        }
        default:
      }
    };
    let mounted = true;
    const close = openLiveChannel(token, on, (open) => {
      liveState.set(open);
      // Lost: the unread count is asked now, which starts its polling again until it reopens.
      if (!open && mounted) refresh('unreadMessage');
    });
    return () => {
      mounted = false;
      close();
    };
  }, [token]);
  return null;
}
