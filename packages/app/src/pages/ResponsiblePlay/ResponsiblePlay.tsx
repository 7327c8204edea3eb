import { Button, EmptyState, Icon, Skeleton } from '@portal/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useAgeConfirm, useResponsibleState } from '../../api/responsible';
import { Stack } from '../shared/PageTitle';
import { Lead } from '../shared/cashier.styles';
import { Note, Panel, PanelTitle } from '../SecurityCentre/SecurityCentre.styles';
import { ExclusionSection } from './ExclusionSection';
import { Failure } from './formParts';
import { HistorySection } from './HistorySection';
import { LimitsSection } from './LimitsSection';
import { HelpLinks } from './ResponsiblePlay.styles';
import { RealityIntervalSection, SessionLimitSection } from './SettingsSection';

/** The member's word that they are 18 or over, when the operator asks for it. */
function AgeSection() {
  const { t } = useTranslation();
  const confirm = useAgeConfirm();
  return (
    <Panel aria-labelledby="rg-age">
      <PanelTitle id="rg-age">{t('rg_age_title')}</PanelTitle>
      <Note>{t('rg_age_text')}</Note>
      <Failure error={confirm.error} />
      <div>
        <Button
          loading={confirm.pending}
          onClick={() => void confirm.trigger({ body: { adult: true } }).catch(() => undefined)}
        >
          {t('rg_age_confirm')}
        </Button>
      </div>
    </Panel>
  );
}

/** The time now, again each minute: pending limits become confirmable while the page is open. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * Responsible play (the member centre's responsiblePlay; UKGC RTS 12, 13, 14, 1B, LCCP 3.5): the
 * member's limits, session limit and reality-check interval, the age confirmation when the
 * operator asks for it, a time-out or self-exclusion, the 12-month history and where to find
 * help. Offered while the operator's switch is on.
 */
export function ResponsiblePlay() {
  const { t } = useTranslation();
  const { data, error, isLoading } = useResponsibleState();
  const now = useNow();
  const { hash } = useLocation();

  // The reality check's "see my history" lands on the history.
  const ready = data !== undefined;
  useEffect(() => {
    if (!ready || hash !== '#responsible-history') return;
    const target = document.getElementById('responsible-history');
    target?.scrollIntoView({ block: 'start' });
    target?.focus({ preventScroll: true });
  }, [ready, hash]);

  if (isLoading) return <Skeleton shape="block" height={320} />;
  if (!data)
    return (
      <EmptyState
        icon={<Icon name="warning" />}
        title={t(error?.messageKey ?? 'error_INTERNAL')}
        size="sm"
      />
    );
  if (!data.enabled)
    return <EmptyState icon={<Icon name="info" />} title={t('rg_disabled')} size="sm" />;
  const ageAsked = (data.ageGate === 'confirm' || data.ageGate === 'both') && !data.ageConfirmed;

  return (
    <Stack>
      <Lead>{t('rg_intro')}</Lead>
      {ageAsked ? <AgeSection /> : null}
      <LimitsSection limits={data.limits} now={now} />
      <SessionLimitSection session={data.session} now={now} />
      <RealityIntervalSection minutes={data.realityCheckMinutes} />
      <ExclusionSection kind="time-out" />
      <ExclusionSection kind="self-exclusion" />
      <HistorySection />
      {data.helpLinks.length > 0 ? (
        <Panel aria-labelledby="rg-help">
          <PanelTitle id="rg-help">{t('rg_help_title')}</PanelTitle>
          <Note>{t('rg_help_text')}</Note>
          <HelpLinks>
            {data.helpLinks.map((link) => (
              <li key={link.url}>
                <a href={link.url} target="_blank" rel="noopener noreferrer">
                  {link.name}
                </a>
              </li>
            ))}
          </HelpLinks>
        </Panel>
      ) : null}
    </Stack>
  );
}
