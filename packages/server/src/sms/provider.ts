// Where SMS go: an SMS provider, chosen by the operator (`cli sms-provider`). The outbox is one
// provider, the HTTP adapter (http.ts) the other. E-mails always go to the outbox.
import type { Queryable } from '../db/types';
import { ApiError } from '../http/errors';
import { outboxSender, type Message, type Sender } from '../outbox/outbox';
import { sendHttpSms } from './http';
import { getSmsProvider, type HttpSmsSettings } from './settings';

/**
 * Sends one SMS; throws an ApiError of the contract's SMS_SEND_ERRORS when the provider refused
 * or failed, so that the call that asked for it answers the player with it.
 */
export interface SmsProvider {
  send(db: Queryable, sms: Message): Promise<void>;
}

/** Where a provider's sends and failures are logged (the app's logger). */
export interface SmsLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
}

/** The outbox table (read with `cli outbox`): development, demos, an operator relaying by hand. */
export const outboxSmsProvider: SmsProvider = outboxSender;

/** The operator's HTTP provider: a failure is logged for the operator, answered to the player. */
export function httpSmsProvider(settings: HttpSmsSettings, log: SmsLog): SmsProvider {
  return {
    async send(_db, sms) {
      const outcome = await sendHttpSms(settings, { number: sms.recipient, text: sms.body });
      // Neither the number, nor the text (it holds the code), nor a credential is logged.
      const provider = new URL(settings.url).host;
      if (outcome.ok) {
        log.info(
          { event: 'sms-send', provider, status: outcome.status, ms: outcome.ms },
          'SMS sent',
        );
        return;
      }
      const { code, status, providerCode, reason, ms } = outcome;
      log.warn(
        { event: 'sms-send', provider, outcome: code, status, providerCode, reason, ms },
        `SMS provider failed: ${reason}`,
      );
      // Spec 8: too many requests, try again after 5 minutes.
      throw new ApiError(
        code,
        code === 'SMS_TOO_MANY_REQUESTS' ? { headers: { 'retry-after': '300' } } : {},
      );
    },
  };
}

/**
 * The provider the operator configured, read from the database at each send: every process
 * sends alike, and a change applies at the next SMS without a restart.
 */
export async function configuredSmsProvider(db: Queryable, log: SmsLog): Promise<SmsProvider> {
  const setting = await getSmsProvider(db);
  return setting.kind === 'http' && setting.http
    ? httpSmsProvider(setting.http, log)
    : outboxSmsProvider;
}

/** The server's Sender (ctx.sender): e-mails to the outbox, SMS to the configured provider. */
export function messageSender(log: SmsLog): Sender {
  return {
    async send(db, message) {
      if (message.channel === 'email') return outboxSender.send(db, message);
      const provider = await configuredSmsProvider(db, log);
      return provider.send(db, message);
    },
  };
}
