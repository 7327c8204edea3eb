import type { CallValue } from '@portal/contract';
import { Button, DataTable, EmptyState, Icon, Skeleton, StatCard } from '@portal/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/ApiError';
import type { promosCalls as calls } from '../../api/promosCallTable';
import { useClaimReferral } from '../../api/promosWrites';
import { useReferral } from '../../api/rebate';
import { Totals } from '../BettingRecord/BettingRecord.styles';
import { Note, Owed } from '../ManualRebate/ManualRebate.styles';
import { InvitationCard } from '../shared/InvitationCard';
import { Stack } from '../shared/PageTitle';
import { useRecordFormat } from '../shared/RecordTable';
import { Lead, Section, SectionTitle } from '../shared/cashier.styles';

type Friend = CallValue<typeof calls.referralInfo>['invitees'][number];

/**
 * Invite friends (the member centre's referral, spec 2.7), while the operator's referral promo is
 * on: the member's invitation to share, the operator's rule (a reward for each friend whose valid
 * bets reach a mark), the friends who registered with it and how far each has come, and the claim
 * of the rewards waiting, each paid once by the server.
 */
export function Referral() {
  const { t, i18n } = useTranslation();
  const { data, error, isLoading } = useReferral();
  const { trigger: claimRewards, pending } = useClaimReferral();
  const { money, when } = useRecordFormat();
  const [said, setSaid] = useState('');

  const claim = async () => {
    setSaid('');
    try {
      const answer = await claimRewards({ body: {} });
      setSaid(t('referral_claimed', { amount: money(answer.amount), count: answer.count }));
    } catch (e) {
      setSaid(t(isApiError(e) ? e.messageKey : 'error_INTERNAL'));
    }
  };

  if (isLoading) return <Skeleton shape="block" height={200} />;
  if (error && !data)
    return error.code === 'FEATURE_DISABLED' ? (
      <EmptyState
        icon={<Icon name="users" />}
        title={t('referral_off')}
        description={t('referral_off_text')}
      />
    ) : (
      <EmptyState icon={<Icon name="warning" />} title={t(error.messageKey)} size="sm" />
    );
  if (!data) return null;

  return (
    <Stack>
      <Section aria-labelledby="referral-invite">
        <SectionTitle id="referral-invite">{t('referral_invite_title')}</SectionTitle>
        <Lead>
          {data.minBets > 0
            ? t('referral_rule', { reward: money(data.reward), bets: money(data.minBets) })
            : t('referral_rule_register', { reward: money(data.reward) })}
        </Lead>
        <InvitationCard code={data.code} link={data.link} />
      </Section>
      <Totals>
        <StatCard
          label={t('referral_friends')}
          value={data.total.toLocaleString(i18n.language)}
          icon="users"
        />
        <StatCard label={t('referral_rewarded')} value={money(data.rewarded)} icon="gift" />
      </Totals>
      <Owed>
        <StatCard label={t('referral_waiting')} value={money(data.claimable)} icon="trophy" />
        <Button onClick={() => void claim()} disabled={data.claimable <= 0 || pending}>
          {t('referral_claim')}
        </Button>
      </Owed>
      <p role="status">{said}</p>
      <DataTable<Friend>
        caption={t('referral_list')}
        rows={data.invitees}
        rowKey={(row) => `${row.username}:${row.registeredAt}`}
        empty={
          <EmptyState
            icon={<Icon name="users" />}
            title={t('referral_none')}
            description={t('referral_none_text')}
            size="sm"
            titleAs="p"
          />
        }
        columns={[
          { key: 'username', header: t('referral_col_friend') },
          {
            key: 'registeredAt',
            header: t('referral_col_registered'),
            render: (row) => when(row.registeredAt),
          },
          {
            key: 'validBets',
            header: t('rebate_col_valid'),
            align: 'end',
            render: (row) => money(row.validBets),
          },
          {
            key: 'status',
            header: t('referral_col_status'),
            render: (row) =>
              row.reward === null
                ? t(`referral_status_${row.status}`)
                : t('referral_status_paid', { amount: money(row.reward) }),
          },
        ]}
      />
      {data.total > data.invitees.length ? (
        <Note>{t('referral_more', { count: data.total - data.invitees.length })}</Note>
      ) : null}
    </Stack>
  );
}
