import type { CallValue } from '@portal/contract';
import { Button, EmptyState, Icon, Skeleton } from '@portal/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/ApiError';
import { useClaimMission, useMissionSummary } from '../../api/missions';
import type { missionsCalls } from '../../api/missionsCallTable';
import { useRecordFormat } from '../shared/RecordTable';
import { Bar, Card, Cards, CardTitle, Line, Said, Status } from './MissionLeaderboard.styles';

type Mission = CallValue<typeof missionsCalls.missionSummary>['missions'][number];

/** The live missions: each one's progress toward its target, its reward, and its claim. */
export function Missions() {
  const { t, i18n } = useTranslation();
  const { data, error, isLoading } = useMissionSummary();
  const { trigger, pending } = useClaimMission();
  const { money, when } = useRecordFormat();
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  const count = (n: number) => n.toLocaleString(i18n.language);
  const measure = (m: Mission, n: number) => (m.kind === 'rounds' ? count(n) : money(n));

  const claim = async (m: Mission) => {
    setSaid(null);
    try {
      const answer = await trigger({ body: { missionId: m.missionId } });
      setSaid({ ok: true, text: t('mission_claimed', { amount: money(answer.amount) }) });
    } catch (e) {
      setSaid({ ok: false, text: t(isApiError(e) ? e.messageKey : 'error_INTERNAL') });
    }
  };

  if (isLoading) return <Skeleton shape="block" height={200} />;
  if (error && !data)
    return <EmptyState icon={<Icon name="warning" />} title={t(error.messageKey)} size="sm" />;
  if (!data) return null;
  if (data.missions.length === 0)
    return (
      <EmptyState
        icon={<Icon name="trophy" />}
        title={t('mission_none')}
        description={t('mission_none_text')}
      />
    );

  return (
    <>
      <Said role="status" data-ok={said?.ok}>
        {said?.text}
      </Said>
      <Cards aria-label={t('mission_tab_missions')}>
        {data.missions.map((m) => {
          const done = Math.min(100, Math.floor((m.progress / m.target) * 100));
          return (
            <Card key={m.missionId} data-status={m.status}>
              <CardTitle>{m.title}</CardTitle>
              <Line>{t(`mission_kind_${m.kind}`, { target: measure(m, m.target) })}</Line>
              <Bar
                role="progressbar"
                aria-label={t('mission_progress_label', { title: m.title })}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={done}
              >
                <span style={{ inlineSize: `${done}%` }} />
              </Bar>
              <Line>
                {t('mission_progress', {
                  progress: measure(m, m.progress),
                  target: measure(m, m.target),
                })}
              </Line>
              <Line>{t('mission_reward', { amount: money(m.reward) })}</Line>
              <Line>
                {m.endsAt ? t('mission_ends', { date: when(m.endsAt) }) : t('mission_no_end')}
              </Line>
              <Status data-status={m.status}>{t(`mission_status_${m.status}`)}</Status>
              {m.status === 'claimable' ? (
                <Button onClick={() => void claim(m)} disabled={pending}>
                  {t('mission_claim', { title: m.title })}
                </Button>
              ) : null}
            </Card>
          );
        })}
      </Cards>
    </>
  );
}
