import { EmptyState, Icon, Skeleton } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { useAgentInvite } from '../../api/agentTeam';
import { Stack } from '../shared/PageTitle';
import { Lead, Section, SectionTitle } from '../shared/cashier.styles';
import { OpenAccountForm } from './OpenAccountForm';
import { InvitationCard } from '../shared/InvitationCard';

/** The agent's invitation code and link, to copy or to scan: a registration with it joins the team. */
function Invitation() {
  const { t } = useTranslation();
  const { data, error } = useAgentInvite();
  if (error && !data)
    return <EmptyState icon={<Icon name="warning" />} title={t(error.messageKey)} size="sm" />;
  if (!data) return <Skeleton shape="block" height={160} />;
  return <InvitationCard code={data.code} link={data.link} />;
}

/**
 * The registration centre (registerCenter, spec 2.8): the invitation to share, and the form that
 * opens a member or sub-agent account under the agent at once.
 */
export function AgentRegister() {
  const { t } = useTranslation();
  return (
    <Stack>
      <Section aria-labelledby="agent-register-invite">
        <SectionTitle id="agent-register-invite">{t('agent_team_invite_title')}</SectionTitle>
        <Lead>{t('agent_team_invite_lead')}</Lead>
        <Invitation />
      </Section>
      <Section aria-labelledby="agent-register-open">
        <SectionTitle id="agent-register-open">{t('agent_team_open_title')}</SectionTitle>
        <Lead>{t('agent_team_open_lead')}</Lead>
        <OpenAccountForm />
      </Section>
    </Stack>
  );
}
