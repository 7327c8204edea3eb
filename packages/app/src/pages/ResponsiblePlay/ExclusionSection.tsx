import { SELF_EXCLUSION_MONTHS, TIME_OUT_PERIODS } from '@portal/contract';
import { Button, ConfirmDialog, Select, type SelectOption } from '@portal/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSelfExclude, useTimeOut } from '../../api/responsible';
import { useSession } from '../../session/SessionProvider';
import { Actions } from '../shared/cashier.styles';
import { Note, Panel, PanelTitle } from '../SecurityCentre/SecurityCentre.styles';
import { Failure } from './formParts';

/**
 * A time-out (24 hours to six weeks) or a self-exclusion (6 months to 5 years, RTS 14): at once,
 * never shortened, every session of the account ends. A confirmation says so before it is taken;
 * then the member is logged out here too.
 */
export function ExclusionSection({ kind }: { kind: 'time-out' | 'self-exclusion' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { signOut } = useSession();
  const timeOut = useTimeOut();
  const selfExclude = useSelfExclude();
  const write = kind === 'time-out' ? timeOut : selfExclude;
  const choices: SelectOption[] =
    kind === 'time-out'
      ? TIME_OUT_PERIODS.map((p) => ({ value: p, label: t(`rg_timeout_${p}`) }))
      : SELF_EXCLUSION_MONTHS.map((m) => ({
          value: String(m),
          label: t('rg_months', { count: m }),
        }));
  const [choice, setChoice] = useState(choices[0]!.value);
  const [asking, setAsking] = useState(false);
  const selectId = useId();
  const key = kind === 'time-out' ? 'timeout' : 'exclusion';
  const chosen = choices.find((c) => c.value === choice)?.label ?? '';

  const take = async () => {
    try {
      if (kind === 'time-out')
        await timeOut.trigger({ body: { period: choice as (typeof TIME_OUT_PERIODS)[number] } });
      else
        await selfExclude.trigger({
          // The contract's union of literals reads as never to TypeScript; the server checks it.
          body: { months: Number(choice) as never },
        });
    } catch {
      setAsking(false);
      return;
    }
    setAsking(false);
    await signOut().catch(() => undefined);
    void navigate('/');
  };

  return (
    <Panel aria-labelledby={`rg-${key}`}>
      <PanelTitle id={`rg-${key}`}>{t(`rg_${key}_title`)}</PanelTitle>
      <Note>{t(`rg_${key}_text`)}</Note>
      <Failure error={write.error} />
      <Actions>
        <label htmlFor={selectId}>{t(`rg_${key}_length`)}</label>
        <Select
          id={selectId}
          options={choices}
          value={choice}
          onChange={(e) => setChoice(e.target.value)}
        />
        <Button variant="danger" onClick={() => setAsking(true)}>
          {t(`rg_${key}_take`)}
        </Button>
      </Actions>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        variant="danger"
        title={t(`rg_${key}_confirm_title`)}
        message={t(`rg_${key}_confirm`, { length: chosen })}
        confirmLabel={t(`rg_${key}_take`)}
        cancelLabel={t('rg_cancel')}
        busy={write.pending}
        onConfirm={take}
      />
    </Panel>
  );
}
