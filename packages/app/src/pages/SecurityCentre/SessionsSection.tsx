import type { CallValue } from '@portal/contract';
import { Button, DataTable, EmptyState, Icon } from '@portal/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/ApiError';
import type { profileCalls } from '../../api/profileCallTable';
import { useProfileSessions, useSessionsLogout } from '../../api/profile';
import { useRecordFormat } from '../shared/RecordTable';
import { Current, Note, Panel, PanelTitle, Status } from './SecurityCentre.styles';
import { deviceOf } from './device';

type SessionRow = CallValue<typeof profileCalls.profileSessions>['list'][number];

/**
 * The account's sessions (securityCenter): where and since when each is logged in, this one
 * marked, and the logout of one other or of all the others.
 */
export function SessionsSection() {
  const { t } = useTranslation();
  const { data, error, isLoading } = useProfileSessions();
  const logout = useSessionsLogout();
  const { when } = useRecordFormat();
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  const others = (data?.list ?? []).filter((s) => !s.current).length;

  const end = async (id?: number) => {
    setSaid(null);
    try {
      const { ended } = await logout.trigger({ body: id === undefined ? {} : { id } });
      setSaid({ ok: true, text: t('profile_sessions_ended', { count: ended }) });
    } catch (e) {
      setSaid({ ok: false, text: t(isApiError(e) ? e.messageKey : 'error_INTERNAL') });
    }
  };

  return (
    <Panel aria-labelledby="profile-sessions">
      <PanelTitle id="profile-sessions">{t('profile_sessions_title')}</PanelTitle>
      <Note>{t('profile_sessions_text')}</Note>
      <DataTable<SessionRow>
        caption={t('profile_sessions_caption')}
        showCaption={false}
        rows={data?.list ?? []}
        loading={isLoading}
        loadingRows={2}
        rowKey={(row) => row.id}
        empty={
          <EmptyState
            icon={<Icon name={error ? 'warning' : 'info'} />}
            title={error ? t(error.messageKey) : t('profile_sessions_none')}
            size="sm"
            titleAs="p"
          />
        }
        columns={[
          {
            key: 'device',
            header: t('profile_sessions_device'),
            render: (row) => (
              <span title={row.userAgent ?? undefined}>
                {deviceOf(row.userAgent, t)}
                {row.current ? <Current>{t('profile_sessions_current')}</Current> : null}
              </span>
            ),
          },
          { key: 'ip', header: t('profile_sessions_ip'), render: (row) => row.ip ?? '—' },
          {
            key: 'startedAt',
            header: t('profile_sessions_started'),
            render: (row) => when(row.startedAt),
          },
          {
            key: 'lastSeenAt',
            header: t('profile_sessions_seen'),
            render: (row) => when(row.lastSeenAt),
          },
          {
            key: 'action',
            header: t('profile_sessions_action'),
            align: 'end',
            render: (row) =>
              row.current ? null : (
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={logout.pending}
                  aria-label={t('profile_sessions_end_one', { device: deviceOf(row.userAgent, t) })}
                  onClick={() => void end(row.id)}
                >
                  {t('profile_sessions_end')}
                </Button>
              ),
          },
        ]}
      />
      <div>
        <Button
          variant="secondary"
          disabled={others === 0 || logout.pending}
          onClick={() => void end()}
        >
          {t('profile_sessions_end_others')}
        </Button>
      </div>
      <Status role="status" data-ok={said?.ok}>
        {said?.text}
      </Status>
    </Panel>
  );
}
