// The deposit page (the member centre's depositv2): the form and the deposit just started; the
// member's deposits are listed by DepositHistory.
import type { CallValue } from '@portal/contract';
import {
  Button,
  EmptyState,
  FormField,
  Icon,
  Skeleton,
  TextInput,
  VisuallyHidden,
} from '@portal/ui';
import { Formik, useField, useFormikContext } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { object, string } from 'yup';
import type { cashierCalls } from '../../api/cashierCallTable';
import { useDepositChannels } from '../../api/cashier';
import { newDepositRequestId, useCreateDeposit } from '../../api/cashierWrites';
import { useServerError } from '../../popups/useServerError';
import { AgeConfirmButton, needsAgeConfirmation } from '../shared/AgeConfirm';
import { ChoiceCards } from '../shared/ChoiceCards';
import { Stack } from '../shared/PageTitle';
import {
  Actions,
  Details,
  Form,
  Note,
  Result,
  Section,
  SectionTitle,
  ServerError,
} from '../shared/cashier.styles';
import { AMOUNT, amountText, cents, useMoney, type FormatMoney } from '../shared/cashierFormat';
import { PayLink, Status } from './Deposit.styles';
import { DepositHistory } from './DepositHistory';

type Channel = CallValue<typeof cashierCalls.depositChannels>['channels'][number];
type Created = CallValue<typeof cashierCalls.depositCreate>;

interface Values {
  channel: string;
  amount: string;
}

/** Only a web page (the provider's, or the portal's own demo one) is opened: never a script. */
function safeUrl(url: string | null): string | null {
  if (!url) return null;
  try {
    const { protocol } = new URL(url, window.location.href);
    return protocol === 'https:' || protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * Deposit (the member centre's depositv2, spec 2.7): the operator's channels to choose from, the
 * amount within the channel's limits and what reaches the wallet after its fee; the deposit
 * started, with its reference and where to pay; and the member's deposits below, asked again
 * while one is pending, so a confirmation shows here and in the header's balance by itself.
 */
export function Deposit() {
  const { t } = useTranslation();
  const [created, setCreated] = useState<Created | null>(null);
  const channels = useDepositChannels();
  const symbol = channels.data?.currencySymbol ?? '';

  let top;
  if (channels.isLoading) top = <Skeleton shape="block" height={200} />;
  else if (channels.error && !channels.data)
    top = (
      <EmptyState icon={<Icon name="warning" />} title={t(channels.error.messageKey)} size="sm" />
    );
  else if (created)
    top = (
      <DepositResult
        deposit={created}
        channel={channels.data?.channels.find((c) => c.code === created.channel)}
        symbol={symbol}
        onAgain={() => setCreated(null)}
      />
    );
  else if (!channels.data?.channels.length)
    top = (
      <EmptyState
        icon={<Icon name="wallet" />}
        title={t('deposit_channels_empty')}
        description={t('deposit_channels_empty_text')}
        size="sm"
      />
    );
  else top = <DepositForm channels={channels.data.channels} symbol={symbol} onDone={setCreated} />;

  return (
    <Stack>
      {top}
      <DepositHistory symbol={symbol} />
    </Stack>
  );
}

function DepositForm({
  channels,
  symbol,
  onDone,
}: {
  channels: readonly Channel[];
  symbol: string;
  onDone: (deposit: Created) => void;
}) {
  const { t } = useTranslation();
  const money = useMoney(symbol);
  const create = useCreateDeposit();
  const server = useServerError(create.error);
  // One key an attempt: the same channel and amount sent again (a double click, a retry after a
  // lost answer) carry the same one, and the server answers the same deposit.
  const attempt = useRef<(Values & { requestId: string }) | null>(null);
  const [sent, setSent] = useState<Values | null>(null);

  const schema = useMemo(
    () =>
      object({
        channel: string().required(t('deposit_channel_required')),
        amount: string()
          .trim()
          .required(t('deposit_amount_required'))
          .matches(AMOUNT, t('deposit_amount_invalid'))
          .test('positive', t('deposit_amount_invalid'), (v) => Number(amountText(v)) > 0)
          .test(
            'min',
            ({ value }) => value,
            function min(v) {
              const channel = channels.find((c) => c.code === this.parent.channel);
              return !channel || cents(Number(amountText(v))) >= cents(channel.min)
                ? true
                : this.createError({
                    message: t('deposit_amount_min', { min: money(channel.min) }),
                  });
            },
          )
          .test(
            'max',
            ({ value }) => value,
            function max(v) {
              const channel = channels.find((c) => c.code === this.parent.channel);
              return !channel || cents(Number(amountText(v))) <= cents(channel.max)
                ? true
                : this.createError({
                    message: t('deposit_amount_max', { max: money(channel.max) }),
                  });
            },
          ),
      }),
    [channels, money, t],
  );

  const submit = async (values: Values) => {
    const amount = amountText(values.amount);
    const same = attempt.current?.channel === values.channel && attempt.current.amount === amount;
    if (!same)
      attempt.current = { channel: values.channel, amount, requestId: newDepositRequestId() };
    const { requestId } = attempt.current!;
    setSent({ channel: values.channel, amount: values.amount });
    try {
      const deposit = await create.trigger({
        body: { channel: values.channel, amount, requestId },
      });
      attempt.current = null;
      onDone(deposit);
    } catch {
      // Shown by the form (useServerError); the same attempt keeps its key for a retry.
    }
  };

  return (
    <Section>
      <SectionTitle>{t('deposit_new')}</SectionTitle>
      <Formik<Values>
        initialValues={{ channel: channels[0]?.code ?? '', amount: '' }}
        validationSchema={schema}
        onSubmit={submit}
      >
        {(formik) => (
          <Form noValidate onSubmit={formik.handleSubmit}>
            {server.message ? <ServerError role="alert">{server.message}</ServerError> : null}
            {needsAgeConfirmation(create.error) ? (
              <Actions>
                <AgeConfirmButton onConfirmed={create.reset} />
              </Actions>
            ) : null}
            <ChannelChoice
              channels={channels}
              money={money}
              serverError={
                sent?.channel === formik.values.channel ? server.fields['channel'] : undefined
              }
            />
            <AmountField
              channel={channels.find((c) => c.code === formik.values.channel)}
              money={money}
              serverError={
                sent?.amount === formik.values.amount ? server.fields['amount'] : undefined
              }
            />
            <Actions>
              <Button type="submit" loading={create.pending || formik.isSubmitting}>
                {t('deposit_submit')}
              </Button>
            </Actions>
          </Form>
        )}
      </Formik>
    </Section>
  );
}

function ChannelChoice({
  channels,
  money,
  serverError,
}: {
  channels: readonly Channel[];
  money: FormatMoney;
  serverError: string | undefined;
}) {
  const { t } = useTranslation();
  const [field, meta] = useField<string>('channel');
  const { submitCount, setFieldValue } = useFormikContext<Values>();
  const error = (submitCount > 0 && meta.error) || serverError;
  return (
    <ChoiceCards
      legend={t('deposit_channel')}
      name={field.name}
      value={field.value}
      onChoose={(code) => void setFieldValue('channel', code)}
      onBlur={field.onBlur}
      error={error || undefined}
      choices={channels.map((channel) => ({
        value: channel.code,
        name: channel.name,
        details: (
          <>
            <span>{t(`deposit_kind_${channel.kind}`)}</span>
            <span>{t('deposit_limits', { min: money(channel.min), max: money(channel.max) })}</span>
            <span>
              {channel.fee > 0
                ? t('deposit_fee', { fee: money(channel.fee) })
                : t('deposit_no_fee')}
            </span>
          </>
        ),
      }))}
    />
  );
}

function AmountField({
  channel,
  money,
  serverError,
}: {
  channel: Channel | undefined;
  money: FormatMoney;
  serverError: string | undefined;
}) {
  const { t } = useTranslation();
  const [field, meta] = useField<string>('amount');
  const { submitCount, isSubmitting, isValidating } = useFormikContext<Values>();
  const error = ((meta.touched || submitCount > 0) && meta.error) || serverError;
  const input = useRef<HTMLInputElement>(null);
  // A refused submit, or the server's word on the amount, puts the focus on it.
  const handled = useRef(0);
  useEffect(() => {
    if (submitCount === handled.current || isSubmitting || isValidating) return;
    handled.current = submitCount;
    if (meta.error) input.current?.focus();
  }, [submitCount, isSubmitting, isValidating, meta.error]);
  useEffect(() => {
    if (serverError) input.current?.focus();
  }, [serverError]);

  const typed = amountText(field.value);
  const receive =
    channel && AMOUNT.test(field.value.trim()) && Number(typed) > 0
      ? Math.max(0, cents(Number(typed)) - cents(channel.fee)) / 100
      : null;
  return (
    <div>
      <FormField
        label={t('deposit_amount')}
        hint={
          channel
            ? t('deposit_amount_hint', { min: money(channel.min), max: money(channel.max) })
            : undefined
        }
        error={error || undefined}
        required
      >
        {(control) => (
          <TextInput
            {...control}
            ref={input}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputMode="decimal"
            autoComplete="off"
            fullWidth
          />
        )}
      </FormField>
      <Note aria-live="polite">
        {receive !== null ? t('deposit_receive', { amount: money(receive) }) : null}
      </Note>
    </div>
  );
}

function DepositResult({
  deposit,
  channel,
  symbol,
  onAgain,
}: {
  deposit: Created;
  channel: Channel | undefined;
  symbol: string;
  onAgain: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoney(symbol);
  const payUrl = safeUrl(deposit.payUrl);
  const instructions = channel?.instructions.trim();
  return (
    <Section>
      <SectionTitle>{t('deposit_new')}</SectionTitle>
      <Result role="status">
        <h3>{t('deposit_result_title')}</h3>
        <Details>
          <dt>{t('deposit_col_reference')}</dt>
          <dd>{deposit.reference}</dd>
          <dt>{t('deposit_col_channel')}</dt>
          <dd>{deposit.channelName}</dd>
          <dt>{t('deposit_col_amount')}</dt>
          <dd>{money(deposit.amount)}</dd>
          <dt>{t('deposit_col_credited')}</dt>
          <dd>{money(deposit.credited)}</dd>
          <dt>{t('deposit_col_status')}</dt>
          <dd>
            <Status data-status={deposit.status}>{t(`deposit_status_${deposit.status}`)}</Status>
          </dd>
        </Details>
        {instructions ? <p>{instructions}</p> : null}
        {payUrl ? (
          <PayLink href={payUrl} target="_blank" rel="noopener noreferrer">
            {t('deposit_pay_now')}
            <Icon name="chevronEnd" />
            <VisuallyHidden>{t('deposit_new_tab')}</VisuallyHidden>
          </PayLink>
        ) : (
          <p>{t('deposit_operator_confirms')}</p>
        )}
      </Result>
      <Actions>
        <Button variant="secondary" onClick={onAgain}>
          {t('deposit_again')}
        </Button>
      </Actions>
    </Section>
  );
}
