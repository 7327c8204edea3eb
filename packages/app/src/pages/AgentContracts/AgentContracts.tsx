import type { CallValue, ContractKind } from '@portal/contract';
import { Button, ConfirmDialog, DataTable, EmptyState, Icon } from '@portal/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { agentCalls } from '../../api/agentCallTable';
import { useAgentContracts, useContractAction } from '../../api/agentContracts';
import { useServerError } from '../../popups/useServerError';
import { StatusTag } from '../AgentSettlements/AgentSettlements.styles';
import { Section, SectionTitle, ServerError } from '../shared/cashier.styles';
import { recordErrorText } from '../shared/RecordTable';
import { useContractFormat } from './contractFormat';
import { OfferForm, OfferSent } from './OfferForm';

type Contract = CallValue<typeof agentCalls.agentContracts>['records'][number];
type Step = { contract: Contract; action: 'withdraw' | 'terminate' };

const TONE: Partial<Record<Contract['status'], string>> = { active: 'good', offered: 'warn' };

/**
 * The contracts the agent offered to its direct downline agents (spec 2.8, 4.11), of one kind or
 * all: an offer can be withdrawn while it waits, an active contract terminated, each after a
 * confirmation; and the form that offers a new one, of the kinds the operator turns on.
 */
export function AgentContracts({
  kind,
  kinds,
}: {
  /** Only this kind's contracts, and offers of this kind. */
  kind?: ContractKind;
  /** The kinds the operator turns on (the form's choice when no kind is given). */
  kinds: readonly ContractKind[];
}) {
  const { t } = useTranslation();
  const format = useContractFormat();
  const [pageNo, setPageNo] = useState(1);
  const list = useAgentContracts(kind, pageNo);
  const action = useContractAction();
  const failure = useServerError(action.error);
  const [step, setStep] = useState<Step | null>(null);
  const [offered, setOffered] = useState<Contract | null>(null);
  const listTitle = t('contract_list_title');
  const formTitle = t('contract_offer_title');

  const columns = [
    { key: 'downline', header: t('contract_col_downline'), render: (c: Contract) => c.downline },
    ...(kind
      ? []
      : [
          {
            key: 'kind',
            header: t('contract_col_kind'),
            render: (c: Contract) => format.kind(c.kind),
          },
        ]),
    {
      key: 'period',
      header: t('contract_col_every'),
      render: (c: Contract) => format.period(c.period),
    },
    {
      key: 'rate',
      header: t('contract_col_rate'),
      align: 'end' as const,
      render: (c: Contract) => format.rate(c.rate),
    },
    {
      key: 'status',
      header: t('contract_col_status'),
      render: (c: Contract) => (
        <StatusTag data-tone={TONE[c.status] ?? 'none'}>{format.status(c.status)}</StatusTag>
      ),
    },
    {
      key: 'offeredAt',
      header: t('contract_col_offered'),
      render: (c: Contract) => format.when(c.offeredAt),
    },
    {
      key: 'decidedAt',
      header: t('contract_col_since'),
      render: (c: Contract) => {
        const at = c.endedAt ?? c.decidedAt;
        return at ? format.when(at) : '—';
      },
    },
    {
      key: 'actions',
      header: t('contract_col_actions'),
      render: (c: Contract) =>
        c.status === 'offered' ? (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setStep({ contract: c, action: 'withdraw' })}
            aria-label={t('contract_withdraw_for', { username: c.downline })}
          >
            {t('contract_withdraw')}
          </Button>
        ) : c.status === 'active' ? (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setStep({ contract: c, action: 'terminate' })}
            aria-label={t('contract_terminate_for', { username: c.downline })}
          >
            {t('contract_terminate')}
          </Button>
        ) : null,
    },
  ];

  return (
    <>
      <Section aria-label={formTitle}>
        <SectionTitle>{formTitle}</SectionTitle>
        {offered ? <OfferSent contract={offered} /> : null}
        <OfferForm kinds={kind ? [kind] : kinds} onOffered={setOffered} />
      </Section>
      <Section aria-label={listTitle}>
        <SectionTitle>{listTitle}</SectionTitle>
        {failure.message ? <ServerError role="alert">{failure.message}</ServerError> : null}
        {list.error && !list.data ? (
          <EmptyState
            icon={<Icon name="warning" />}
            title={recordErrorText(list.error, t)}
            size="sm"
          />
        ) : (
          <DataTable<Contract>
            caption={
              kind
                ? t('contract_list_caption', { kind: format.kind(kind) })
                : t('contract_list_all')
            }
            showCaption={false}
            loading={list.isLoading}
            rows={list.data?.records ?? []}
            rowKey={(c) => c.id}
            columns={columns}
            empty={
              <EmptyState
                icon={<Icon name="info" />}
                title={t('contract_list_empty')}
                description={t('contract_list_empty_text')}
                size="sm"
                titleAs="p"
              />
            }
            {...(list.data && list.data.totalPages > 1
              ? {
                  pagination: {
                    page: pageNo,
                    pageCount: list.data.totalPages,
                    onPageChange: setPageNo,
                    label: t('records_pages'),
                  },
                }
              : {})}
          />
        )}
      </Section>
      {step ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => {
            if (!open) setStep(null);
          }}
          variant={step.action === 'terminate' ? 'danger' : 'default'}
          title={t(`contract_${step.action}_title`)}
          message={t(`contract_${step.action}_confirm`, {
            username: step.contract.downline,
            kind: format.kind(step.contract.kind),
            rate: format.rate(step.contract.rate),
          })}
          confirmLabel={t(`contract_${step.action}`)}
          onConfirm={async () => {
            try {
              await action.trigger({
                body: { contractId: step.contract.id, action: step.action },
              });
              setOffered(null);
            } catch {
              // Shown above the table; the dialog closes, the list is asked again.
            }
            setStep(null);
          }}
        />
      ) : null}
    </>
  );
}
