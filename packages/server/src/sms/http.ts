// The HTTP SMS provider adapter: one POST of the operator's filled template per SMS, and the
// provider's answer read as one of the contract's SMS_SEND_ERRORS (docs/operators/sms-provider.md
// has the mapping the operator reads).
import type { SMS_SEND_ERRORS } from '@portal/contract';
import type { HttpSmsSettings, SmsAuth } from './settings';
import { fillTemplate } from './template';

export type SmsFailureCode = (typeof SMS_SEND_ERRORS)[number];

/** What one send came to: for the log (never the number, the text or a credential). */
export type SmsOutcome =
  | { ok: true; status: number; ms: number }
  | {
      ok: false;
      code: SmsFailureCode;
      /** The provider's HTTP status; null when no answer came (time-out, network). */
      status: number | null;
      /** The error code of the provider's JSON answer, if it gave one. */
      providerCode: string | null;
      reason: string;
      ms: number;
    };

/**
 * Error codes a provider's JSON answer may carry, by their meaning; compared in lower case with
 * "-" as "_" and without an "auth/" prefix, so that Firebase's phone-auth codes of the spec
 * (auth/invalid-phone-number, auth/too-many-requests, auth/quota-exceeded) read as well.
 */
const PROVIDER_CODES: Record<string, SmsFailureCode> = {
  invalid_number: 'SMS_NUMBER_INVALID',
  invalid_phone_number: 'SMS_NUMBER_INVALID',
  missing_phone_number: 'SMS_NUMBER_INVALID',
  invalid_recipient: 'SMS_NUMBER_INVALID',
  too_many_requests: 'SMS_TOO_MANY_REQUESTS',
  rate_limited: 'SMS_TOO_MANY_REQUESTS',
  throttled: 'SMS_TOO_MANY_REQUESTS',
  quota: 'SMS_QUOTA_EXCEEDED',
  quota_exceeded: 'SMS_QUOTA_EXCEEDED',
  insufficient_funds: 'SMS_QUOTA_EXCEEDED',
  insufficient_balance: 'SMS_QUOTA_EXCEEDED',
  no_credit: 'SMS_QUOTA_EXCEEDED',
  unavailable: 'SMS_UNAVAILABLE',
  service_unavailable: 'SMS_UNAVAILABLE',
};

export const PROVIDER_CODE_NAMES = Object.keys(PROVIDER_CODES);

const normalCode = (code: string) =>
  code
    .trim()
    .toLowerCase()
    .replace(/^auth\//u, '')
    .replace(/-/gu, '_');

/** The error code of a JSON answer: `error.code`, `error` (a string), `code` or `errorCode`. */
export function providerCodeOf(body: string): string | null {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return null;
  }
  if (json === null || typeof json !== 'object') return null;
  const o = json as Record<string, unknown>;
  const error = o['error'];
  const nested =
    error !== null && typeof error === 'object'
      ? (error as Record<string, unknown>)['code']
      : error;
  const code = [nested, o['code'], o['errorCode']].find((c) => typeof c === 'string');
  return typeof code === 'string' ? code.slice(0, 64) : null;
}

/**
 * A provider's answer as a failure, or undefined for a sent SMS. A known code in the answer
 * wins, even with a 2xx status (some providers answer 200 with an error); otherwise the status:
 * 400 and 422 an invalid number, 429 too many requests, 402 and 403 the quota, anything else
 * (401 and 404 are the operator's settings, 5xx the provider) unavailable.
 */
export function classifyAnswer(status: number, code: string | null): SmsFailureCode | undefined {
  const known = code === null ? undefined : PROVIDER_CODES[normalCode(code)];
  if (known) return known;
  if (status >= 200 && status < 300) return undefined;
  if (status === 400 || status === 422) return 'SMS_NUMBER_INVALID';
  if (status === 429) return 'SMS_TOO_MANY_REQUESTS';
  if (status === 402 || status === 403) return 'SMS_QUOTA_EXCEEDED';
  return 'SMS_UNAVAILABLE';
}

function authHeaders(auth: SmsAuth): Record<string, string> {
  switch (auth.kind) {
    case 'none':
      return {};
    case 'bearer':
      return { authorization: `Bearer ${auth.token}` };
    case 'basic':
      return {
        authorization: `Basic ${Buffer.from(`${auth.user}:${auth.password}`).toString('base64')}`,
      };
    case 'header':
      return { [auth.name.toLowerCase()]: auth.value };
  }
}

/** Sends one SMS through the provider; never throws (a failure is an outcome). */
export async function sendHttpSms(
  settings: HttpSmsSettings,
  sms: { number: string; text: string },
): Promise<SmsOutcome> {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  const body = fillTemplate(settings.template, {
    number: sms.number,
    text: sms.text,
    senderId: settings.senderId,
  });
  let status: number;
  let answer: string;
  try {
    const res = await fetch(settings.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...authHeaders(settings.auth),
      },
      body,
      // A redirect could carry the body (and its code) elsewhere: a provider that moved is down.
      redirect: 'error',
      // Covers the answer's body too: a provider that stalls mid-answer is down as well.
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
    status = res.status;
    answer = await res.text();
  } catch (error) {
    const e = error as Error & { cause?: { code?: string; message?: string } };
    const reason =
      e.name === 'TimeoutError'
        ? `no answer within ${settings.timeoutMs} ms`
        : `no answer: ${e.cause?.code ?? e.cause?.message ?? e.message}`;
    return {
      ok: false,
      code: 'SMS_UNAVAILABLE',
      status: null,
      providerCode: null,
      reason,
      ms: ms(),
    };
  }
  const providerCode = providerCodeOf(answer);
  const code = classifyAnswer(status, providerCode);
  if (!code) return { ok: true, status, ms: ms() };
  const reason = `HTTP ${status}${providerCode ? `, code ${providerCode}` : ''}`;
  return { ok: false, code, status, providerCode, reason, ms: ms() };
}
