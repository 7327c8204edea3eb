import type { ContractKind } from '@portal/contract';
import { EmptyState, Icon } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { AgentContracts } from '../AgentContracts';
import { useEnabledKinds } from '../AgentContracts/kinds';
import { Stack } from '../shared/PageTitle';
import { AgentSettlements } from './AgentSettlements';

/**
 * One contract kind's page of the agent centre (spec 2.8): its contracts with the downlines and
 * the form that offers one, then its settlements. A page opened while the operator does not offer
 * the kind says so.
 */
export function ContractKindPage({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation();
  const kinds = useEnabledKinds();
  if (kinds === undefined) return null;
  if (!kinds.has(kind))
    return (
      <EmptyState
        icon={<Icon name="info" />}
        title={t('contract_off_title')}
        description={t('contract_off_text', { kind: t(`contract_kind_${kind}`) })}
      />
    );
  return (
    <Stack>
      <AgentContracts kind={kind} kinds={[...kinds]} />
      <AgentSettlements kind={kind} />
    </Stack>
  );
}
