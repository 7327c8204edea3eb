import type { CallValue } from '@portal/contract';
import { Button, EmptyState, Icon, Modal, type ModalComponentProps } from '@portal/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { agentCalls } from '../../api/agentCallTable';
import { useContractAction, useMyContracts } from '../../api/agentContracts';
import { useLazyTexts } from '../../i18n/useFormText';
import { useContractFormat } from '../../pages/AgentContracts/contractFormat';
import { POPUP_SIZES } from '../sizes';
import { useServerError } from '../useServerError';
import { Body, Buttons, Card, Facts, Failure, Intro, Note, Offers } from './ContractPopup.styles';

type Contract = CallValue<typeof agentCalls.myContracts>['records'][number];
type Answer = CallValue<typeof agentCalls.contractAction>;

/** A contract's facts as a player reads them: who pays, what, how often, and the terms. */
function ContractFacts({ contract }: { contract: Contract }) {
  const { t } = useTranslation();
  const format = useContractFormat();
  return (
    <Facts>
      <dt>{t('contract_from')}</dt>
      <dd>{format.upline(contract.upline)}</dd>
      <dt>{t('contract_what')}</dt>
      <dd>
        {t(`contract_explain_${contract.kind === 'dividend' ? 'dividend' : 'salary'}`, {
          rate: format.rate(contract.rate),
        })}
      </dd>
      <dt>{t('contract_every')}</dt>
      <dd>{format.period(contract.period)}</dd>
      {contract.terms ? (
        <>
          <dt>{t('contract_terms')}</dt>
          <dd>{contract.terms}</dd>
        </>
      ) : null}
    </Facts>
  );
}

/**
 * The contract pop-up (spec 2.1, 4.11): the offers waiting for the account's answer, each with
 * Accept and Reject. After an accept it says which contracts of the account's own team the
 * portal ended because of it, and why.
 */
export function ContractPopup({ open, onOpenChange }: ModalComponentProps) {
  const { t } = useTranslation();
  useLazyTexts();
  const format = useContractFormat();
  const mine = useMyContracts(open);
  const action = useContractAction();
  const failure = useServerError(action.error);
  const [busy, setBusy] = useState<number | null>(null);
  const [accepted, setAccepted] = useState<Answer | null>(null);
  // Offers answered here leave the list at once, before the fresh list comes.
  const [answered, setAnswered] = useState<readonly number[]>([]);
  const offers = (mine.data?.records ?? []).filter(
    (c) => c.status === 'offered' && !answered.includes(c.id),
  );

  const answer = async (contract: Contract, step: 'accept' | 'reject') => {
    setBusy(contract.id);
    try {
      const done = await action.trigger({ body: { contractId: contract.id, action: step } });
      setAnswered((ids) => [...ids, contract.id]);
      if (step === 'accept') setAccepted(done);
    } catch {
      // Shown in the pop-up; the list is asked again.
    } finally {
      setBusy(null);
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('contract_popup_title')}
      {...POPUP_SIZES.announcement}
    >
      <Body>
        {failure.message ? <Failure role="alert">{failure.message}</Failure> : null}
        {accepted ? (
          <Note role="status">
            {t('contract_accepted', {
              kind: format.kind(accepted.contract.kind),
              rate: format.rate(accepted.contract.rate),
              upline: format.upline(accepted.contract.upline),
            })}
          </Note>
        ) : null}
        {accepted && accepted.ended.length > 0 ? (
          <section aria-label={t('contract_ended_title')}>
            <Intro>{t('contract_ended_intro')}</Intro>
            <Offers>
              {accepted.ended.map((c) => (
                <Card key={c.id}>
                  <h3>
                    {t('contract_ended_item', {
                      username: c.downline,
                      kind: format.kind(c.kind),
                      rate: format.rate(c.rate),
                    })}
                  </h3>
                  <p>
                    {t(
                      c.endReason === 'replaced'
                        ? 'contract_ended_replaced'
                        : c.status === 'withdrawn'
                          ? 'contract_ended_withdrawn'
                          : 'contract_ended_rate',
                      { rate: format.rate(accepted.contract.rate) },
                    )}
                  </p>
                </Card>
              ))}
            </Offers>
          </section>
        ) : null}
        {offers.length > 0 ? (
          <>
            <Intro>{t('contract_popup_intro')}</Intro>
            <Offers aria-label={t('contract_popup_offers')}>
              {offers.map((c) => {
                const name = t('contract_offer_name', {
                  kind: format.kind(c.kind),
                  upline: format.upline(c.upline),
                });
                return (
                  <Card key={c.id} aria-label={name}>
                    <h3>{name}</h3>
                    <ContractFacts contract={c} />
                    <Buttons>
                      <Button
                        size="sm"
                        loading={busy === c.id}
                        disabled={busy !== null}
                        onClick={() => void answer(c, 'accept')}
                      >
                        {t('contract_accept')}
                      </Button>
                      <Button
                        size="sm"
                        variant="secondary"
                        disabled={busy !== null}
                        onClick={() => void answer(c, 'reject')}
                      >
                        {t('contract_reject')}
                      </Button>
                    </Buttons>
                  </Card>
                );
              })}
            </Offers>
          </>
        ) : mine.data && !accepted ? (
          <EmptyState
            icon={<Icon name="info" />}
            title={t('contract_popup_none')}
            size="sm"
            titleAs="p"
          />
        ) : null}
        <Buttons>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {offers.length > 0 ? t('contract_later') : t('contract_close')}
          </Button>
        </Buttons>
      </Body>
    </Modal>
  );
}
