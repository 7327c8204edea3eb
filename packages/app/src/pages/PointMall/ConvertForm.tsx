// Points into cash at the operator's rate, proven by the password, paid once into the main wallet.
import { Button, EmptyState, Icon } from '@portal/ui';
import { Formik } from 'formik';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { number, object, string } from 'yup';
import { usePointConfig } from '../../api/points';
import { newPointsRequestId, useConvertPoints } from '../../api/pointsWrites';
import {
  Field,
  FocusFirstError,
  ServerFields,
  useFailure,
  useServerFields,
} from '../Withdraw/fields';
import { useRecordFormat } from '../shared/RecordTable';
import { Actions, Fields, Form, Section, ServerError } from '../shared/cashier.styles';
import { Note, Said } from './PointMall.styles';

interface ConvertValues {
  points: string;
  password: string;
}

export function ConvertForm({ points }: { points: number | undefined }) {
  const { t } = useTranslation();
  const config = usePointConfig().data;
  const convert = useConvertPoints();
  const { money } = useRecordFormat();
  const failure = useFailure(convert.error, {
    POINTS_PASSWORD_WRONG: ['password', t('error_POINTS_PASSWORD_WRONG')],
    POINTS_INSUFFICIENT: ['points', t('error_POINTS_INSUFFICIENT')],
  });
  const [serverFields, setSent] = useServerFields<ConvertValues>(failure.fields);
  const form = useRef<HTMLFormElement>(null);
  const [requestId, setRequestId] = useState(newPointsRequestId);
  const [said, setSaid] = useState('');
  const min = config?.minConvert ?? 1;

  const schema = useMemo(
    () =>
      object({
        points: number()
          .transform((_, raw: string) => (/^\d+$/u.test(raw.trim()) ? Number(raw) : Number.NaN))
          .typeError(t('points_convert_whole'))
          .required(t('points_convert_whole'))
          .min(min, t('points_convert_min', { min }))
          .max(points ?? Number.MAX_SAFE_INTEGER, t('error_POINTS_INSUFFICIENT')),
        password: string().required(t('points_password_required')),
      }),
    [min, points, t],
  );

  if (config && config.convertAmount <= 0)
    return (
      <EmptyState
        icon={<Icon name="wallet" />}
        title={t('points_convert_none')}
        description={t('points_convert_none_text')}
        size="sm"
      />
    );

  return (
    <Section>
      {config ? (
        <Note>{t('points_convert_rate', { amount: money(config.convertAmount), min })}</Note>
      ) : null}
      <Said role="status" data-ok="true">
        {said}
      </Said>
      <Formik<ConvertValues>
        initialValues={{ points: '', password: '' }}
        validationSchema={schema}
        onSubmit={async (values, helpers) => {
          setSent(values);
          setSaid('');
          try {
            const answer = await convert.trigger({
              body: { points: Number(values.points), password: values.password, requestId },
            });
            setRequestId(newPointsRequestId());
            helpers.resetForm();
            setSaid(t('points_converted', { points: answer.points, amount: money(answer.amount) }));
          } catch {
            // Shown by the form.
          }
        }}
      >
        {(formik) => (
          <ServerFields.Provider value={serverFields}>
            <Form
              ref={form}
              noValidate
              onSubmit={formik.handleSubmit}
              aria-label={t('points_convert')}
            >
              <FocusFirstError form={form} serverErrors={failure.fields} />
              {failure.message ? <ServerError role="alert">{failure.message}</ServerError> : null}
              <Fields>
                <Field
                  name="points"
                  label={t('points_convert_points')}
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={10}
                />
                <Field
                  name="password"
                  label={t('points_password')}
                  hint={t('points_password_hint')}
                  secret
                  autoComplete="current-password"
                />
                <Actions>
                  <Button type="submit" loading={convert.pending || formik.isSubmitting}>
                    {t('points_convert_submit')}
                  </Button>
                </Actions>
              </Fields>
            </Form>
          </ServerFields.Provider>
        )}
      </Formik>
    </Section>
  );
}
