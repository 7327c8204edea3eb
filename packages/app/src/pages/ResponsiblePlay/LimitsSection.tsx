import {
  LIMIT_PERIODS,
  MONEY_LIMIT_KINDS,
  type CallValue,
  type LimitPeriod,
  type MoneyLimitKind,
} from '@portal/contract';
import { Button, DataTable } from '@portal/ui';
import { Formik, type FormikHelpers } from 'formik';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { object, string } from 'yup';
import { useLimitConfirm, useLimitSet } from '../../api/responsible';
import type { responsibleCalls } from '../../api/responsibleCallTable';
import { Actions, Form } from '../shared/cashier.styles';
import { useRecordFormat } from '../shared/RecordTable';
import { Note, Panel, PanelTitle } from '../SecurityCentre/SecurityCentre.styles';
import { Field, FocusFirstError } from '../Withdraw/fields';
import { Failure, SelectField } from './formParts';

type MoneyLimit = CallValue<typeof responsibleCalls.responsibleState>['limits'][number];

interface Values {
  kind: MoneyLimitKind;
  period: LimitPeriod;
  value: string;
}

/** A pending change's words: what it becomes, and from when it may be confirmed. */
function PendingCell({ limit, now }: { limit: MoneyLimit; now: number }) {
  const { t } = useTranslation();
  const { money, when } = useRecordFormat();
  const confirm = useLimitConfirm();
  if (!limit.pending) return <>—</>;
  const to = limit.pending.value === null ? t('rg_limit_none') : money(limit.pending.value);
  const ready = Date.parse(limit.pending.confirmableAt) <= now;
  return (
    <span>
      {t('rg_pending_to', { value: to })}{' '}
      {ready ? (
        <Button
          size="sm"
          variant="secondary"
          loading={confirm.pending}
          aria-label={t('rg_confirm_named', {
            name: `${t(`rg_kind_${limit.kind}`)} · ${t(`rg_period_${limit.period}`)}`,
          })}
          onClick={() =>
            void confirm
              .trigger({ body: { kind: limit.kind, period: limit.period } })
              .catch(() => undefined)
          }
        >
          {t('rg_confirm')}
        </Button>
      ) : (
        t('rg_pending_from', { when: when(limit.pending.confirmableAt) })
      )}
    </span>
  );
}

/**
 * Deposit, stake and loss limits over 24 hours, 7 days and 30 days (RTS 12): what each is, what
 * the window counts, what is left and when the oldest amount leaves it; a raise or a removal
 * waiting its 24 hours, then its confirmation. Setting one: lower applies at once.
 */
export function LimitsSection({ limits, now }: { limits: readonly MoneyLimit[]; now: number }) {
  const { t } = useTranslation();
  const { money, when } = useRecordFormat();
  const set = useLimitSet();
  const [done, setDone] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const schema = useMemo(
    () =>
      object({
        value: string()
          .trim()
          .matches(/^\d{1,13}(\.\d{1,2})?$/u, t('rg_limit_invalid')),
      }),
    [t],
  );
  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    setDone(false);
    const value = values.value.trim();
    try {
      await set.trigger({
        body: { kind: values.kind, period: values.period, value: value === '' ? null : value },
      });
      helpers.resetForm({ values: { ...values, value: '' } });
      setDone(true);
    } catch {
      // Said by the form (set.error).
    }
  };

  return (
    <Panel aria-labelledby="rg-limits">
      <PanelTitle id="rg-limits">{t('rg_limits_title')}</PanelTitle>
      <Note>{t('rg_limits_text')}</Note>
      {MONEY_LIMIT_KINDS.map((kind) => (
        <DataTable<MoneyLimit>
          key={kind}
          caption={t(`rg_kind_${kind}`)}
          rows={limits.filter((l) => l.kind === kind)}
          rowKey={(row) => row.period}
          columns={[
            { key: 'period', header: t('rg_period'), render: (r) => t(`rg_period_${r.period}`) },
            {
              key: 'value',
              header: t('rg_limit'),
              render: (r) => (r.value === null ? t('rg_limit_none') : money(r.value)),
            },
            { key: 'used', header: t('rg_used'), align: 'end', render: (r) => money(r.used) },
            {
              key: 'left',
              header: t('rg_left'),
              align: 'end',
              render: (r) => (r.left === null ? '—' : money(r.left)),
            },
            {
              key: 'resetsAt',
              header: t('rg_resets'),
              render: (r) => (r.resetsAt ? when(r.resetsAt) : '—'),
            },
            {
              key: 'pending',
              header: t('rg_pending'),
              render: (r) => <PendingCell limit={r} now={now} />,
            },
          ]}
        />
      ))}
      <Formik<Values>
        initialValues={{ kind: 'deposit', period: 'day', value: '' }}
        validationSchema={schema}
        onSubmit={submit}
      >
        {(f) => (
          <Form ref={form} noValidate onSubmit={f.handleSubmit} aria-label={t('rg_limit_set')}>
            <FocusFirstError form={form} serverErrors={{}} />
            <Failure error={set.error} />
            <SelectField
              name="kind"
              label={t('rg_kind')}
              options={MONEY_LIMIT_KINDS.map((k) => ({ value: k, label: t(`rg_kind_${k}`) }))}
            />
            <SelectField
              name="period"
              label={t('rg_period')}
              options={LIMIT_PERIODS.map((p) => ({ value: p, label: t(`rg_period_${p}`) }))}
            />
            <Field
              name="value"
              label={t('rg_limit_amount')}
              hint={t('rg_limit_amount_hint')}
              required={false}
              inputMode="decimal"
              dir="ltr"
              maxLength={16}
            />
            <Actions>
              <Button type="submit" loading={set.pending}>
                {t('rg_limit_set')}
              </Button>
              <span role="status">{done ? t('rg_saved') : null}</span>
            </Actions>
          </Form>
        )}
      </Formik>
    </Panel>
  );
}
