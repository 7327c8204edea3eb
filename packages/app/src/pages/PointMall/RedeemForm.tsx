// The redeem of one reward: the login (or withdraw) password, and where an item is sent. The
// server takes the points and the unit at once; its word on a field shows on that field.
import type { CallValue } from '@portal/contract';
import { Button } from '@portal/ui';
import { Formik } from 'formik';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { object, string } from 'yup';
import type { pointsCalls } from '../../api/pointsCallTable';
import { newPointsRequestId, useRedeemReward } from '../../api/pointsWrites';
import {
  Field,
  FocusFirstError,
  ServerFields,
  useFailure,
  useServerFields,
} from '../Withdraw/fields';
import { Actions, Fields, Form, ServerError } from '../shared/cashier.styles';

type Reward = CallValue<typeof pointsCalls.pointRewards>['rewards'][number];
type Redeemed = CallValue<typeof pointsCalls.pointRedeem>;

interface RedeemValues {
  password: string;
  address: string;
}

export function RedeemForm({
  reward,
  onRedeemed,
  onCancel,
}: {
  reward: Reward;
  onRedeemed: (answer: Redeemed) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const redeem = useRedeemReward();
  const failure = useFailure(redeem.error, {
    POINTS_PASSWORD_WRONG: ['password', t('error_POINTS_PASSWORD_WRONG')],
  });
  const [serverFields, setSent] = useServerFields<RedeemValues>(failure.fields);
  const form = useRef<HTMLFormElement>(null);
  // One attempt, one key: a retry after a lost answer redeems once.
  const [requestId] = useState(newPointsRequestId);
  const item = reward.kind === 'item';

  const schema = useMemo(
    () =>
      object({
        password: string().required(t('points_password_required')),
        address: item
          ? string()
              .trim()
              .required(t('points_address_required'))
              .min(5, t('points_address_required'))
              .max(300, t('points_address_long'))
          : string(),
      }),
    [item, t],
  );

  const submit = async (values: RedeemValues) => {
    setSent(values);
    try {
      onRedeemed(
        await redeem.trigger({
          body: {
            rewardId: reward.rewardId,
            password: values.password,
            requestId,
            ...(item ? { address: values.address.trim() } : {}),
          },
        }),
      );
    } catch {
      // Shown by the form.
    }
  };

  return (
    <Formik<RedeemValues>
      initialValues={{ password: '', address: '' }}
      validationSchema={schema}
      onSubmit={submit}
    >
      {(formik) => (
        <ServerFields.Provider value={serverFields}>
          <Form
            ref={form}
            noValidate
            onSubmit={formik.handleSubmit}
            aria-label={t('points_redeem_form', { name: reward.name })}
          >
            <FocusFirstError form={form} serverErrors={failure.fields} />
            {failure.message ? <ServerError role="alert">{failure.message}</ServerError> : null}
            <Fields>
              {item ? (
                <Field
                  name="address"
                  label={t('points_address')}
                  hint={t('points_address_hint')}
                  autoComplete="street-address"
                  maxLength={300}
                />
              ) : null}
              <Field
                name="password"
                label={t('points_password')}
                hint={t('points_password_hint')}
                secret
                autoComplete="current-password"
              />
              <Actions>
                <Button type="submit" loading={redeem.pending || formik.isSubmitting}>
                  {t('points_redeem_confirm', { points: reward.points })}
                </Button>
                <Button type="button" variant="secondary" onClick={onCancel}>
                  {t('points_cancel')}
                </Button>
              </Actions>
            </Fields>
          </Form>
        </ServerFields.Provider>
      )}
    </Formik>
  );
}
