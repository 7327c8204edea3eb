// The operator's SMS provider as the settings table keeps it (`cli sms-provider`,
// docs/operators/sms-provider.md): read by every process at each send. Read and written here
// rather than through settings/settings.ts: its credentials stay with the code that uses them
// (and that module is at the source-size limit).
import type { Queryable } from '../db/types';

/** How this server proves itself to the provider: nothing, a bearer token, basic, or a header. */
export type SmsAuth =
  | { kind: 'none' }
  | { kind: 'bearer'; token: string }
  | { kind: 'basic'; user: string; password: string }
  | { kind: 'header'; name: string; value: string };

/** An HTTP provider: one POST of the filled template (JSON) per SMS. */
export interface HttpSmsSettings {
  /** http:// or https://, no user or password in it (those go in `auth`). */
  url: string;
  auth: SmsAuth;
  /** A JSON text whose strings hold {{number}}, {{text}} and maybe {{senderId}} (template.ts). */
  template: string;
  /** What {{senderId}} becomes: the name or number the SMS shows as its sender. */
  senderId: string;
  /** How long a send may take, answer included, before it counts as the provider being down. */
  timeoutMs: number;
}

/**
 * Where SMS go: the outbox table (the default, read with `cli outbox`) or the HTTP provider.
 * E-mails always go to the outbox. The HTTP settings stay when the operator goes back to the
 * outbox, so that switching again needs only `sms-provider http`.
 */
export interface SmsProviderSettings {
  kind: 'outbox' | 'http';
  http?: HttpSmsSettings;
}

export const DEFAULT_SMS_PROVIDER: SmsProviderSettings = { kind: 'outbox' };
export const DEFAULT_SMS_TIMEOUT_MS = 5000;
export const MIN_SMS_TIMEOUT_MS = 500;
export const MAX_SMS_TIMEOUT_MS = 30_000;

/** The provider the operator configured; the outbox when none is. */
export async function getSmsProvider(db: Queryable): Promise<SmsProviderSettings> {
  const [row] = await db.query<{ value: SmsProviderSettings }>(
    "SELECT value FROM settings WHERE key = 'smsProvider'",
  );
  return row?.value ?? DEFAULT_SMS_PROVIDER;
}

/** Replaces the provider's setting, as settings/settings.ts's setSetting does the others. */
export async function setSmsProvider(db: Queryable, value: SmsProviderSettings): Promise<void> {
  await db.query(
    `INSERT INTO settings (key, value) VALUES ('smsProvider', $1::jsonb)
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
    [JSON.stringify(value)],
  );
}
