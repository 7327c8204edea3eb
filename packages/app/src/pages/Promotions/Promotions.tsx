import { PROMOTION_TYPES, type PromotionType } from '@portal/contract';
import { EmptyState, Icon, Pagination, Skeleton, Tabs, sanitizeAnnouncementHtml } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useActivities } from '../../api/activities';
import { usePromotions } from '../../api/content';
import { useRedEnvelopes } from '../../api/redEnvelope';
import { artworkUrl } from '../../session/cdn';
import { PageTitle, Stack } from '../shared/PageTitle';
import { RedEnvelopeTeaser } from '../RedEnvelope/RedEnvelopeTeaser';
import { ActivityPanel } from './ActivityPanel';
import { Card, Cards, Dates, Terms } from './Promotions.styles';
import { useLazyTexts } from '../../i18n/useFormText';

const isType = (value: string | null): value is PromotionType =>
  (PROMOTION_TYPES as readonly string[]).includes(value ?? '');

/** Promotions with type filters (spec 2.1): the types that have live promotions, then cards. */
export function Promotions() {
  const { t, i18n } = useTranslation();
  useLazyTexts();
  const [params, setParams] = useSearchParams();
  const type = isType(params.get('type')) ? (params.get('type') as PromotionType) : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, error, isLoading } = usePromotions(type, page);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const focusId = params.get('promotionId');
  // The member's activities (promotions that take applications): asked only with a session.
  const activities = useActivities().data?.activities ?? [];
  // The red envelope's teaser sits above the filters and has a call of its own: until it has
  // answered the page shows only its title and a placeholder, so that a teaser arriving later does
  // not push the filters and the cards down once they are drawn (a layout shift of 0.1).
  const envelopesPending = useRedEnvelopes().isLoading;
  const shown = new Set(data?.promotions.map((p) => p.id));
  // Those whose promotion is not a card of this page (coming soon, ended, another type or page).
  const elsewhere = data ? activities.filter((a) => !shown.has(a.promotionId)) : [];

  const list = (
    <>
      {isLoading ? <Skeleton shape="block" height={240} /> : null}
      {error ? <EmptyState icon={<Icon name="warning" />} title={t(error.messageKey)} /> : null}
      {data && data.promotions.length === 0 ? (
        <EmptyState icon={<Icon name="gift" />} title={t('promotions_empty')} />
      ) : null}
      <Cards>
        {data?.promotions.map((p) => (
          <Card
            key={p.id}
            id={`promotion-${p.id}`}
            data-focus={String(p.id) === focusId || undefined}
          >
            {/* The room of the picture is kept from the first paint: the server's artwork is 2:1,
                and an operator's picture of another shape is cropped to it (the styles). */}
            <img src={artworkUrl(p.image)} alt="" width={640} height={320} loading="lazy" />
            <h2>{p.title}</h2>
            <p>{p.summary}</p>
            {p.startsAt || p.endsAt ? (
              <Dates>
                {p.startsAt ? date.format(new Date(p.startsAt)) : ''} –{' '}
                {p.endsAt ? date.format(new Date(p.endsAt)) : t('promotions_no_end')}
              </Dates>
            ) : null}
            {activities
              .filter((a) => a.promotionId === p.id)
              .map((a) => (
                <ActivityPanel key={a.promotionId} activity={a} />
              ))}
            <details>
              <summary>{t('promotions_terms')}</summary>
              <Terms dangerouslySetInnerHTML={{ __html: sanitizeAnnouncementHtml(p.content) }} />
            </details>
          </Card>
        ))}
      </Cards>
      {data && data.totalPages > 1 ? (
        <Pagination
          page={page}
          pageCount={data.totalPages}
          onPageChange={(next: number) =>
            setParams({ ...(type ? { type } : {}), page: String(next) })
          }
          label={t('promotions_pages')}
        />
      ) : null}
    </>
  );

  if (envelopesPending)
    return (
      <Stack>
        <PageTitle>{t('promotions_title')}</PageTitle>
        <Skeleton shape="block" height={240} />
      </Stack>
    );

  return (
    <Stack>
      <PageTitle>{t('promotions_title')}</PageTitle>
      <RedEnvelopeTeaser />
      {elsewhere.length ? (
        <section aria-label={t('activity_others')}>
          <Cards>
            {elsewhere.map((a) => (
              <ActivityPanel key={a.promotionId} activity={a} withTitle />
            ))}
          </Cards>
        </section>
      ) : null}
      <Tabs
        label={t('promotions_filter')}
        value={type ?? 'ALL'}
        onValueChange={(value) => setParams(value === 'ALL' ? {} : { type: value })}
        items={[
          { value: 'ALL', label: t('promotions_type_ALL') },
          ...(data?.types ?? []).map((x) => ({
            value: x.type,
            label: `${t(`promotions_type_${x.type}`)} (${x.count})`,
          })),
          // The chosen type stays a tab even on a page where it has no count.
          ...(type && !data?.types.some((x) => x.type === type)
            ? [{ value: type, label: t(`promotions_type_${type}`) }]
            : []),
        ].map((item) => ({ ...item, content: item.value === (type ?? 'ALL') ? list : null }))}
      />
    </Stack>
  );
}
