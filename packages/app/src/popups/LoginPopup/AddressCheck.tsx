import type { AddressChallenge, CallValue } from '@portal/contract';
import { Button, FormField, SmsCodeButton, TextInput, type SmsCodeResult } from '@portal/ui';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/ApiError';
import { useAddressCode, useAddressVerify } from '../../api/addresses';
import type { addressesCalls } from '../../api/addressesCallTable';
import { useServerError } from '../useServerError';
import {
  Actions,
  Channels,
  CodeRow,
  Explain,
  Failure,
  Sent,
  Step,
  StepTitle,
} from './AddressCheck.styles';

export type { AddressChallenge };
type Session = CallValue<typeof addressesCalls.addressVerify>;

/** The challenge of a login refused for a network new to the account (LOGINIPVERF3), if it was. */
export function addressChallengeOf(error: unknown): AddressChallenge | undefined {
  if (!isApiError(error) || error.code !== 'ADDRESS_VERIFICATION_REQUIRED') return undefined;
  const value = error.value as Partial<AddressChallenge> | undefined;
  return typeof value?.challenge === 'string' &&
    Array.isArray(value.channels) &&
    value.channels.length
    ? (value as AddressChallenge)
    : undefined;
}

/** A recipient set apart from the text around it: a number reads left to right in any language. */
const isolate = (text: string) => `\u2068${text}\u2069`;

/** The refusals after which the challenge is no more: the member logs in again. */
const DEAD = new Set([
  'ADDRESS_CHALLENGE_INVALID',
  'ADDRESS_CHALLENGE_EXPIRED',
  'ADDRESS_CHALLENGE_USED',
  'ADDRESS_CODE_LOCKED',
]);

export interface AddressCheckProps {
  /** The refused login's challenge: its channels, each with its masked recipient. */
  challenge: AddressChallenge;
  /** The session the code opened: the caller goes on as after any login. */
  onVerified: (session: Session) => void;
  /** Back to the login form (a dead challenge is left this way, to log in again). */
  onBack: () => void;
}

/**
 * The login's verification step for a network the account has not used (LOGINIPVERF3, spec
 * 4.2): the channel (when the account has two), the code sent with the SMS code button and its
 * countdown (spec 4.4), and the code given back for the session. A wrong code says the guesses
 * left; a challenge that can no longer be answered (expired, used, too many wrong codes) says so
 * and leads back to the login.
 */
export function AddressCheck({ challenge, onVerified, onBack }: AddressCheckProps) {
  const { t } = useTranslation();
  const id = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const [first] = challenge.channels;
  const [channel, setChannel] = useState(first?.channel ?? 'sms');
  const [sent, setSent] = useState<{ to: string; minutes: number }>();
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const send = useAddressCode();
  const verify = useAddressVerify();
  const failure = verify.error ?? send.error;
  const said = useServerError(failure);
  const refused = isApiError(failure) ? failure.code : undefined;
  const dead = refused !== undefined && DEAD.has(refused);
  const to = isolate(challenge.channels.find((c) => c.channel === channel)?.to ?? '');

  // The form the member was on is gone: the step's heading takes the focus, and is read first.
  useEffect(() => title.current?.focus(), []);

  const request = async (): Promise<SmsCodeResult> => {
    verify.reset();
    try {
      const answer = await send.trigger({ body: { challenge: challenge.challenge, channel } });
      setSent({ to, minutes: answer.expiredMinutes });
      codeInput.current?.focus();
      return { ok: true, seconds: answer.resendSeconds };
    } catch {
      setSent(undefined);
      return { ok: false };
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setMissing(true);
      codeInput.current?.focus();
      return;
    }
    setMissing(false);
    send.reset();
    const session = await verify
      .trigger({ challenge: challenge.challenge, verificationCode: code.trim() })
      .catch((e: unknown) => {
        // An expired code was no code: the sent one is not said to be there any more.
        if (isApiError(e) && e.code === 'ADDRESS_CODE_EXPIRED') setSent(undefined);
        return null;
      });
    if (session) onVerified(session);
    else codeInput.current?.focus();
  };

  const guessesLeft =
    isApiError(verify.error) && verify.error.code === 'VERIFICATION_CODE_INVALID'
      ? (verify.error.value as { guessesLeft?: number } | undefined)?.guessesLeft
      : undefined;
  // What speaks of the code is said on its field; any other failure above it.
  const fieldError = missing
    ? t('address_code_required')
    : guessesLeft !== undefined
      ? t('address_guesses_left', { count: guessesLeft })
      : refused === 'ADDRESS_CODE_EXPIRED'
        ? said.message
        : undefined;
  const alert = fieldError === undefined ? said.message : undefined;

  return (
    <Step noValidate onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-title`}>
      <StepTitle id={`${id}-title`} ref={title} tabIndex={-1}>
        {t('address_title')}
      </StepTitle>
      <Explain>{t('address_text')}</Explain>
      {dead ? null : challenge.channels.length > 1 ? (
        <Channels>
          <legend>{t('address_channel_legend')}</legend>
          {challenge.channels.map((c) => (
            <label key={c.channel}>
              <input
                type="radio"
                name={`${id}-channel`}
                value={c.channel}
                checked={channel === c.channel}
                onChange={() => setChannel(c.channel)}
              />
              {t(`address_channel_${c.channel}`, { to: isolate(c.to) })}
            </label>
          ))}
        </Channels>
      ) : (
        <p>{t(`address_one_${channel}`, { to })}</p>
      )}
      {alert ? <Failure role="alert">{alert}</Failure> : null}
      {dead ? null : (
        <>
          <FormField label={t('address_code')} error={fieldError} required>
            {(control) => (
              <CodeRow>
                <TextInput
                  {...control}
                  ref={codeInput}
                  value={code}
                  onChange={(e) => setCode(e.target.value)}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={16}
                  dir="ltr"
                  fullWidth
                />
                <SmsCodeButton
                  onRequest={request}
                  countdownLabel={(seconds) => t('address_countdown', { seconds })}
                  readyAnnouncement={t('address_ready')}
                >
                  {t('address_send')}
                </SmsCodeButton>
              </CodeRow>
            )}
          </FormField>
          <Sent role="status">{sent ? t('address_sent', sent) : null}</Sent>
        </>
      )}
      <Actions>
        {dead ? null : (
          <Button type="submit" loading={verify.pending}>
            {t('address_verify')}
          </Button>
        )}
        <Button type="button" variant={dead ? 'primary' : 'ghost'} onClick={onBack}>
          {t('address_back')}
        </Button>
      </Actions>
    </Step>
  );
}
