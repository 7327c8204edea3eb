import type { CallValue } from '@portal/contract';
import { Button, EmptyState, Icon, Skeleton, formatAmount } from '@portal/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/ApiError';
import type { promosCalls } from '../../api/promosCallTable';
import { useGrabRedEnvelope, useRedEnvelopes } from '../../api/redEnvelope';
import { useBalance } from '../../api/wallet';
import { useLazyTexts } from '../../i18n/useFormText';
import { LOGIN_MODAL, REGISTER_MODAL } from '../../popups/names';
import { useAppModals } from '../../popups/useAppModals';
import { useSession } from '../../session/SessionProvider';
import { useSiteSettings } from '../../session/useSiteSettings';
import { PageTitle, Stack } from '../shared/PageTitle';
import {
  Action,
  Body,
  Campaign,
  Earlier,
  Envelope,
  Facts,
  Heading,
  Intro,
  Note,
  SectionTitle,
  Status,
  Title,
  Won,
} from './RedEnvelope.styles';

type Campaigns = CallValue<typeof promosCalls.redEnvelopes>;
type RedEnvelopeCampaign = Campaigns['campaigns'][number];
type Grabbed = CallValue<typeof promosCalls.redEnvelopeGrab>;

/** A span of time in days and hours, hours and minutes, or minutes (at least 1). */
function useDuration() {
  const { t } = useTranslation();
  return (ms: number) => {
    const minutes = Math.max(1, Math.ceil(ms / 60_000));
    const days = Math.floor(minutes / 1_440);
    const hours = Math.floor((minutes % 1_440) / 60);
    if (days > 0) return t('red_envelope_days', { days, hours });
    if (hours > 0) return t('red_envelope_hours', { hours, minutes: minutes % 60 });
    return t('red_envelope_minutes', { minutes });
  };
}

/** A random key for one grab, kept for its retries. */
const newKey = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 14)}`;

/** The campaign the page is about: the one running, else the next, else the latest ended. */
const liveOf = (list: readonly RedEnvelopeCampaign[]) =>
  list.find((c) => c.status === 'running') ?? list.find((c) => c.status === 'upcoming') ?? list[0];

/**
 * The red envelope page (hongbao, "sobre rojo"): the live campaign with its time left, the
 * envelopes left and the grab; the amount the member's envelope held and the balance after it.
 * Visitors see the campaign and are asked to log in, trial accounts to register; one envelope
 * per member and campaign, paid once by the server through the ledger.
 */
export function RedEnvelope() {
  const { t, i18n } = useTranslation();
  useLazyTexts();
  const modals = useAppModals();
  const { isLogin, isTrial } = useSession();
  const settings = useSiteSettings();
  const { data, error, isLoading, mutate } = useRedEnvelopes();
  const { trigger: grab, pending } = useGrabRedEnvelope();
  const balance = useBalance();
  // The server's clock at its last answer: the campaigns are asked again every 30 s, and the time
  // left is shown to the minute.
  const now = data ? Date.parse(data.now) : 0;
  const duration = useDuration();
  const [won, setWon] = useState<Grabbed | null>(null);
  const [failure, setFailure] = useState('');
  const [key, setKey] = useState(newKey);
  const symbol = balance.currencySymbol ?? settings.currencySymbol;
  const money = (n: number) => `${symbol} ${formatAmount(n, i18n.language)}`.trim();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  const live = data ? liveOf(data.campaigns) : undefined;
  const earlier = data?.campaigns.filter((c) => c !== live && c.status === 'ended') ?? [];
  const mine = won && won.campaignId === live?.campaignId ? won : live?.mine;
  // The balance the grab answered, until the header's is asked again after it.
  const shownBalance = balance.balance ?? won?.balance;

  const onGrab = async (campaign: RedEnvelopeCampaign) => {
    setFailure('');
    try {
      const answer = await grab({ body: { campaignId: campaign.campaignId, idempotencyKey: key } });
      setWon(answer);
      setKey(newKey());
    } catch (e) {
      // A refusal is final for this key; a failure on the way may be retried with it.
      if (isApiError(e) && e.status < 500) setKey(newKey());
      setFailure(t(isApiError(e) ? e.messageKey : 'error_INTERNAL'));
    }
  };

  const action = (campaign: RedEnvelopeCampaign) => {
    if (mine)
      return (
        <div role="status">
          <Won>
            {won && won.campaignId === campaign.campaignId
              ? t('red_envelope_won', { amount: money(mine.amount) })
              : t('red_envelope_mine', { amount: money(mine.amount) })}
          </Won>
          {shownBalance === undefined ? null : (
            <Note>{t('red_envelope_balance', { balance: money(shownBalance) })}</Note>
          )}
        </div>
      );
    if (campaign.status === 'ended') return <p>{t('red_envelope_ended')}</p>;
    if (campaign.status === 'upcoming') return <p>{t('red_envelope_upcoming')}</p>;
    if (campaign.left === 0) return <p>{t('red_envelope_all_taken')}</p>;
    if (!isLogin)
      return (
        <>
          <p>{t('red_envelope_visitor')}</p>
          <Button onClick={() => modals.open(LOGIN_MODAL, { reason: 'error_UNAUTHORIZED' })}>
            {t('red_envelope_login')}
          </Button>
        </>
      );
    if (isTrial)
      return (
        <>
          <p>{t('red_envelope_trial')}</p>
          <Button onClick={() => modals.open(REGISTER_MODAL)}>{t('red_envelope_register')}</Button>
        </>
      );
    return (
      <Button size="lg" disabled={pending} onClick={() => void onGrab(campaign)}>
        <Icon name="gift" />
        {pending ? t('red_envelope_grabbing') : t('red_envelope_grab')}
      </Button>
    );
  };

  const timeFact = (campaign: RedEnvelopeCampaign) => {
    if (campaign.status === 'running')
      return [t('red_envelope_time_left'), duration(Date.parse(campaign.endsAt) - now)];
    if (campaign.status === 'upcoming')
      return [t('red_envelope_starts_in'), duration(Date.parse(campaign.startsAt) - now)];
    return [t('red_envelope_ended_at'), date.format(new Date(campaign.endsAt))];
  };

  return (
    <Stack aria-busy={isLoading || undefined}>
      <PageTitle>{t('red_envelope_title')}</PageTitle>
      <Intro>{t('red_envelope_intro')}</Intro>
      {isLoading ? <Skeleton shape="block" height={200} /> : null}
      {error && !data ? (
        <EmptyState
          role="alert"
          icon={<Icon name="warning" />}
          title={t(error.messageKey)}
          action={<Button onClick={() => void mutate()}>{t('action_retry')}</Button>}
        />
      ) : null}
      {data && !live ? (
        <EmptyState
          icon={<Icon name="gift" />}
          title={t('red_envelope_none')}
          description={t('red_envelope_none_text')}
        />
      ) : null}
      {live ? (
        <Campaign aria-labelledby="red-envelope-live">
          <Envelope aria-hidden data-open={Boolean(mine)} />
          <Body>
            <Heading>
              <Title id="red-envelope-live">{live.title}</Title>
              <Status>{t(`red_envelope_status_${live.status}`)}</Status>
            </Heading>
            {/* Each figure reads in its own direction ("2 d 5 h", "61 de 88") in a right-to-left page. */}
            <Facts>
              <div>
                <dt>{t('red_envelope_total')}</dt>
                <dd>
                  <bdi>{money(live.total)}</bdi>
                </dd>
              </div>
              <div>
                <dt>{t('red_envelope_left')}</dt>
                <dd>
                  <bdi>
                    {t('red_envelope_left_of', {
                      left: live.left.toLocaleString(i18n.language),
                      envelopes: live.envelopes.toLocaleString(i18n.language),
                    })}
                  </bdi>
                </dd>
              </div>
              <div>
                <dt>{timeFact(live)[0]}</dt>
                <dd>
                  <bdi>{timeFact(live)[1]}</bdi>
                </dd>
              </div>
            </Facts>
            <Note>{t('red_envelope_min_share', { amount: money(live.minShare) })}</Note>
            <Action>{action(live)}</Action>
            {failure ? <p role="alert">{failure}</p> : null}
          </Body>
        </Campaign>
      ) : null}
      {earlier.length > 0 ? (
        <section aria-labelledby="red-envelope-earlier">
          <SectionTitle id="red-envelope-earlier">{t('red_envelope_earlier')}</SectionTitle>
          <Earlier>
            {earlier.map((c) => (
              <li key={c.campaignId}>
                <span>{c.title}</span>
                <span>
                  {c.mine
                    ? t('red_envelope_mine', { amount: money(c.mine.amount) })
                    : date.format(new Date(c.endsAt))}
                </span>
              </li>
            ))}
          </Earlier>
        </section>
      ) : null}
    </Stack>
  );
}
