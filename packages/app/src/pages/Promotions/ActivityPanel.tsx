// A promotion's activity for the logged-in member (ADR 0021): its status, and the one action the
// status allows: apply (join, or again after a rejection), claim an issued reward, or look at the
// application sent. The form is a chunk of its own, loaded when it is opened.
import type { CallValue } from '@portal/contract';
import { Button, formatAmount, Modal, Skeleton, useToast } from '@portal/ui';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/ApiError';
import { useApplication, useClaimActivity } from '../../api/activities';
import type { activitiesCalls } from '../../api/activitiesCallTable';
import { useBalance } from '../../api/wallet';
import { Actions, Content, Panel, Previews } from './Activity.styles';

export type Activity = CallValue<typeof activitiesCalls.activityList>['activities'][number];

const ApplyForm = lazy(() => import('./ApplyForm').then((m) => ({ default: m.ApplyForm })));

/** The text key of a status: `coming soon` has a space, keys do not. */
export const statusKey = (status: Activity['status']) =>
  `activity_status_${status.replace(' ', '_')}`;

export interface ActivityPanelProps {
  activity: Activity;
  /** Shows the promotion's title (outside its promotion's card). @default false */
  withTitle?: boolean;
}

export function ActivityPanel({ activity, withTitle = false }: ActivityPanelProps) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const claim = useClaimActivity();
  const { currencySymbol = '' } = useBalance();
  const [form, setForm] = useState(false);
  const [viewing, setViewing] = useState(false);
  const money = (amount: number) =>
    `${currencySymbol} ${formatAmount(amount, i18n.language)}`.trim();
  const application = activity.application;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });

  const claimReward = async () => {
    if (!application) return;
    try {
      const answer = await claim.trigger({ body: { applicationId: application.id } });
      toast.show({
        variant: 'success',
        title: t('activity_claimed_toast', { amount: money(answer.amount) }),
      });
    } catch (e) {
      toast.show({ variant: 'danger', title: t(isApiError(e) ? e.messageKey : 'error_INTERNAL') });
    }
  };

  const line = (() => {
    switch (activity.status) {
      case 'coming soon':
        return activity.startsAt
          ? t('activity_starts', { date: date.format(new Date(activity.startsAt)) })
          : null;
      case 'join':
        return t('activity_join_text');
      case 'applying':
        return t('activity_applying_text');
      case 'rejected':
        return t('activity_reason', { reason: application?.reason ?? '' });
      case 'issued':
        return t('activity_issued_text', { amount: money(application?.amount ?? 0) });
      case 'claimed':
        return t('activity_claimed_text', { amount: money(application?.amount ?? 0) });
      case 'close':
        return t('activity_close_text');
      default:
        return null;
    }
  })();

  return (
    <Panel
      data-status={activity.status}
      aria-label={t('activity_label', { title: activity.title })}
    >
      {withTitle ? <h2>{activity.title}</h2> : null}
      <p>
        <strong>{t(statusKey(activity.status))}</strong>
        {line ? ` · ${line}` : null}
      </p>
      <Actions>
        {activity.canApply ? (
          <Button size="sm" onClick={() => setForm(true)}>
            {t(activity.status === 'rejected' ? 'activity_apply_again' : 'activity_apply')}
          </Button>
        ) : null}
        {activity.status === 'issued' ? (
          <Button size="sm" loading={claim.pending} onClick={() => void claimReward()}>
            {t('activity_claim', { amount: money(application?.amount ?? 0) })}
          </Button>
        ) : null}
        {application ? (
          <Button size="sm" variant="ghost" onClick={() => setViewing(true)}>
            {t('activity_view')}
          </Button>
        ) : null}
      </Actions>
      {form ? (
        <Suspense fallback={null}>
          <ApplyForm
            promotionId={activity.promotionId}
            title={activity.title}
            open={form}
            onOpenChange={setForm}
            onSent={() => {
              setForm(false);
              toast.show({ variant: 'success', title: t('activity_sent_toast') });
            }}
          />
        </Suspense>
      ) : null}
      {viewing && application ? (
        <ApplicationView
          id={application.id}
          title={activity.title}
          onClose={() => setViewing(false)}
        />
      ) : null}
    </Panel>
  );
}

/** The application sent: its text and images, as the server keeps them (to their sender only). */
function ApplicationView({
  id,
  title,
  onClose,
}: {
  id: number;
  title: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { data, error } = useApplication(id);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('activity_view_title', { title })}
      width="min(36rem, 100%)"
      height="auto"
    >
      {error ? <p role="alert">{t(error.messageKey)}</p> : null}
      {!data && !error ? <Skeleton shape="block" height={120} /> : null}
      {data ? (
        <>
          <p>{t('activity_sent_at', { date: date.format(new Date(data.submittedAt)) })}</p>
          <Content>{data.content}</Content>
          {data.images.length ? (
            <Previews aria-label={t('activity_view_images')}>
              {data.images.map((image, i) => (
                <li key={i}>
                  <img src={image.dataUrl} alt={t('activity_view_image', { n: i + 1 })} />
                </li>
              ))}
            </Previews>
          ) : null}
        </>
      ) : null}
    </Modal>
  );
}
