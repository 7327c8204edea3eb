import type { CallValue } from '@portal/contract';
import { Button } from '@portal/ui';
import { Formik, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { number, object, string } from 'yup';
import { useLimitConfirm, useRealityCheckSet, useSessionLimitSet } from '../../api/responsible';
import type { responsibleCalls } from '../../api/responsibleCallTable';
import { Actions, Form } from '../shared/cashier.styles';
import { useRecordFormat } from '../shared/RecordTable';
import { Note, Panel, PanelTitle } from '../SecurityCentre/SecurityCentre.styles';
import { Field } from '../Withdraw/fields';
import { Failure } from './formParts';

type State = CallValue<typeof responsibleCalls.responsibleState>;

/**
 * The longest a session lasts (15 minutes to 24 hours; empty: none): shorter applies at once,
 * longer or none waits 24 hours and a confirmation.
 */
export function SessionLimitSection({ session, now }: { session: State['session']; now: number }) {
  const { t } = useTranslation();
  const { when } = useRecordFormat();
  const set = useSessionLimitSet();
  const confirm = useLimitConfirm();
  const [done, setDone] = useState(false);
  const schema = useMemo(
    () =>
      object({
        minutes: string()
          .trim()
          .test('range', t('rg_session_invalid'), (v) => {
            if (!v) return true;
            const n = Number(v);
            return /^\d+$/u.test(v) && n >= 15 && n <= 1440;
          }),
      }),
    [t],
  );
  const submit = async (
    values: { minutes: string },
    helpers: FormikHelpers<{ minutes: string }>,
  ) => {
    setDone(false);
    const minutes = values.minutes.trim();
    try {
      await set.trigger({ body: { minutes: minutes === '' ? null : Number(minutes) } });
      helpers.resetForm();
      setDone(true);
    } catch {
      // Said by the form.
    }
  };
  const pending = session.pending;
  return (
    <Panel aria-labelledby="rg-session">
      <PanelTitle id="rg-session">{t('rg_session_title')}</PanelTitle>
      <Note>
        {session.minutes === null
          ? t('rg_session_none')
          : t('rg_session_now', { minutes: session.minutes })}
      </Note>
      {pending ? (
        <Actions>
          <Note>
            {t('rg_pending_to', {
              value:
                pending.minutes === null
                  ? t('rg_limit_none')
                  : t('rg_minutes', { count: pending.minutes }),
            })}{' '}
            {Date.parse(pending.confirmableAt) > now
              ? t('rg_pending_from', { when: when(pending.confirmableAt) })
              : null}
          </Note>
          {Date.parse(pending.confirmableAt) <= now ? (
            <Button
              size="sm"
              variant="secondary"
              loading={confirm.pending}
              onClick={() =>
                void confirm.trigger({ body: { kind: 'session' } }).catch(() => undefined)
              }
            >
              {t('rg_confirm')}
            </Button>
          ) : null}
        </Actions>
      ) : null}
      <Failure error={confirm.error} />
      <Formik initialValues={{ minutes: '' }} validationSchema={schema} onSubmit={submit}>
        {(f) => (
          <Form noValidate onSubmit={f.handleSubmit} aria-label={t('rg_session_title')}>
            <Failure error={set.error} />
            <Field
              name="minutes"
              label={t('rg_session_minutes')}
              hint={t('rg_session_hint')}
              required={false}
              inputMode="numeric"
              dir="ltr"
              maxLength={4}
            />
            <Actions>
              <Button type="submit" loading={set.pending}>
                {t('rg_save')}
              </Button>
              <span role="status">{done ? t('rg_saved') : null}</span>
            </Actions>
          </Form>
        )}
      </Formik>
    </Panel>
  );
}

/** The reality check's interval, 5 to 240 minutes. */
export function RealityIntervalSection({ minutes }: { minutes: number }) {
  const { t } = useTranslation();
  const set = useRealityCheckSet();
  const [done, setDone] = useState(false);
  const schema = useMemo(
    () =>
      object({
        minutes: number()
          .typeError(t('rg_reality_invalid'))
          .required(t('rg_reality_invalid'))
          .integer(t('rg_reality_invalid'))
          .min(5, t('rg_reality_invalid'))
          .max(240, t('rg_reality_invalid')),
      }),
    [t],
  );
  return (
    <Panel aria-labelledby="rg-reality">
      <PanelTitle id="rg-reality">{t('rg_reality_title')}</PanelTitle>
      <Note>{t('rg_reality_now', { minutes })}</Note>
      <Formik
        initialValues={{ minutes: String(minutes) }}
        enableReinitialize
        validationSchema={schema}
        onSubmit={async (values) => {
          setDone(false);
          try {
            await set.trigger({ body: { minutes: Number(values.minutes) } });
            setDone(true);
          } catch {
            // Said by the form.
          }
        }}
      >
        {(f) => (
          <Form noValidate onSubmit={f.handleSubmit} aria-label={t('rg_reality_title')}>
            <Failure error={set.error} />
            <Field
              name="minutes"
              label={t('rg_reality_minutes')}
              inputMode="numeric"
              dir="ltr"
              maxLength={3}
            />
            <Actions>
              <Button type="submit" loading={set.pending}>
                {t('rg_save')}
              </Button>
              <span role="status">{done ? t('rg_saved') : null}</span>
            </Actions>
          </Form>
        )}
      </Formik>
    </Panel>
  );
}
