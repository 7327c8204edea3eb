import type { CallValue } from '@portal/contract';
import { Button, DataTable, EmptyState, Icon, Skeleton } from '@portal/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/ApiError';
import { useEnterRaffle, useRaffles } from '../../api/missions';
import type { missionsCalls } from '../../api/missionsCallTable';
import { useRecordFormat } from '../shared/RecordTable';
import { Card, Cards, CardTitle, Hex, Line, Said, Status } from './MissionLeaderboard.styles';

type Raffle = CallValue<typeof missionsCalls.raffleList>['raffles'][number];
type Winner = Raffle['winners'][number];

/**
 * The raffles: each one's prizes, entry mark and draw time, the member's entry (one, taken when its
 * valid bets since the opening reach the mark), and once drawn the winners and the seed whose hash
 * was published from the opening (ADR 0019).
 */
export function Raffles() {
  const { t, i18n } = useTranslation();
  const { data, error, isLoading } = useRaffles();
  const { trigger, pending } = useEnterRaffle();
  const { money, when } = useRecordFormat();
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);

  const enter = async (r: Raffle) => {
    setSaid(null);
    try {
      await trigger({ body: { raffleId: r.raffleId } });
      setSaid({ ok: true, text: t('raffle_entered_now', { title: r.title }) });
    } catch (e) {
      setSaid({ ok: false, text: t(isApiError(e) ? e.messageKey : 'error_INTERNAL') });
    }
  };

  if (isLoading) return <Skeleton shape="block" height={200} />;
  if (error && !data)
    return <EmptyState icon={<Icon name="warning" />} title={t(error.messageKey)} size="sm" />;
  if (!data) return null;
  if (data.raffles.length === 0)
    return (
      <EmptyState
        icon={<Icon name="gift" />}
        title={t('raffle_none')}
        description={t('raffle_none_text')}
      />
    );

  return (
    <>
      <Said role="status" data-ok={said?.ok}>
        {said?.text}
      </Said>
      <Cards aria-label={t('raffle_tab')}>
        {data.raffles.map((r) => {
          const eligible = r.mine.validBets >= r.minBets;
          const status = r.mine.place ? 'won' : r.status;
          return (
            <Card key={r.raffleId}>
              <CardTitle>{r.title}</CardTitle>
              <Line>{t('raffle_prizes', { prizes: r.prizes.map(money).join(' · ') })}</Line>
              <Line>{t('raffle_rule', { amount: money(r.minBets), date: when(r.opensAt) })}</Line>
              <Line>{t('raffle_draw_at', { date: when(r.drawnAt ?? r.drawAt) })}</Line>
              <Line>{t('raffle_entries', { count: r.entries.toLocaleString(i18n.language) })}</Line>
              <Line>{t('raffle_your_bets', { amount: money(r.mine.validBets) })}</Line>
              <Status data-status={status}>
                {r.mine.place
                  ? t('raffle_you_won', { place: r.mine.place })
                  : r.mine.entered
                    ? t('raffle_entered')
                    : t(`raffle_status_${r.status}`)}
              </Status>
              {r.status === 'open' && !r.mine.entered ? (
                <Button onClick={() => void enter(r)} disabled={pending || !eligible}>
                  {t('raffle_enter', { title: r.title })}
                </Button>
              ) : null}
              {r.status === 'open' && !r.mine.entered && !eligible ? (
                <Line>
                  {t('raffle_short', { amount: money(Math.max(0, r.minBets - r.mine.validBets)) })}
                </Line>
              ) : null}
              {r.status === 'drawn' ? (
                <DataTable<Winner>
                  caption={t('raffle_winners', { title: r.title })}
                  rows={r.winners}
                  rowKey={(w) => String(w.place)}
                  empty={<Line>{t('raffle_no_winner')}</Line>}
                  columns={[
                    { key: 'place', header: t('raffle_col_place') },
                    { key: 'username', header: t('mission_col_player') },
                    {
                      key: 'prize',
                      header: t('raffle_col_prize'),
                      align: 'end',
                      render: (w) => money(w.prize),
                    },
                  ]}
                />
              ) : null}
              <Line>
                {t('raffle_seed_hash')} <Hex>{r.seedHash}</Hex>
              </Line>
              {r.seed ? (
                <Line>
                  {t('raffle_seed')} <Hex>{r.seed}</Hex>
                </Line>
              ) : null}
            </Card>
          );
        })}
      </Cards>
    </>
  );
}
