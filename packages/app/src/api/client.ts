import {
  type CallBody,
  type CallDef,
  type CallQuery,
  type CallValue,
  type PublicEncryptionKey,
} from '@portal/contract';
import { appConfig } from '../config';
import { GATEWAY_HEADERS, MERCHANT_HEADER, calls } from './callTable';
import { ApiError } from './ApiError';
import { queryString, type QueryValue } from './queries';
import { takeEarlyAnswer } from '../startup/early';
import { tokenStore } from './tokenStore';

export interface CallOptions<C extends CallDef> {
  body?: CallBody<C>;
  query?: CallQuery<C>;
  signal?: AbortSignal;
  /** A token other than the stored one (a test's own, say). */
  token?: string | null;
}

// The key the enc bodies are sealed for comes from the system info; fetched once and again only
// when the server says it no longer holds it (a key rotation).
let encryptionKey: Promise<PublicEncryptionKey> | null = null;
function currentEncryptionKey(): Promise<PublicEncryptionKey> {
  encryptionKey ??= apiCall(calls.systemInfo).then((info) => info.encryption);
  encryptionKey.catch(() => {
    encryptionKey = null;
  });
  return encryptionKey;
}
/** Lets the start-up's system info answer serve as the key, saving a request. */
export function primeEncryptionKey(key: PublicEncryptionKey): void {
  encryptionKey = Promise.resolve(key);
}

async function bodyOf(
  def: CallDef,
  body: unknown,
): Promise<{ body: BodyInit | undefined; headers: Record<string, string> }> {
  if (body === undefined) return { body: undefined, headers: {} };
  if (def.bodyEncoding === 'multipart') {
    // Loaded with the first upload: no page of the first paint sends a file.
    const { formDataOf } = await import('./multipart');
    return { body: formDataOf(body as Record<string, unknown>), headers: {} };
  }
  if (def.bodyEncoding === 'form') {
    const form = new URLSearchParams();
    for (const [k, v] of Object.entries(body as Record<string, QueryValue>))
      if (v !== undefined && v !== null) form.set(k, String(v));
    return {
      body: form.toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    };
  }
  if (def.enc) {
    // The sealing code loads with the first (enc) call: a visitor's first paint makes none.
    const [{ ENCRYPTION_HEADER, encryptBody }, key] = await Promise.all([
      import('@portal/contract/crypto'),
      currentEncryptionKey(),
    ]);
    const sealed = await encryptBody(key, def, body);
    return {
      body: JSON.stringify(sealed),
      headers: { 'Content-Type': 'application/json', [ENCRYPTION_HEADER]: '1' },
    };
  }
  return { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } };
}

async function send<C extends CallDef>(def: C, options: CallOptions<C>): Promise<CallValue<C>> {
  const { body, headers } = await bodyOf(def, options.body);
  const token = options.token === undefined ? tokenStore.get() : options.token;
  if ((def.token || def.optionalToken) && token) headers['Authorization'] = `Bearer ${token}`;
  headers[MERCHANT_HEADER] = appConfig.merchantCode;
  Object.assign(headers, GATEWAY_HEADERS);
  headers['Accept'] = 'application/json';
  // The language the app shows (i18n puts it on the document), not the browser's: what the
  // server writes to the member (a reset e-mail, an SMS code) is in it.
  const language = typeof document === 'undefined' ? '' : document.documentElement.lang;
  if (language) headers['Accept-Language'] = language;
  const url = `${appConfig.apiBase}${def.path}${queryString(options.query as Record<string, QueryValue>)}`;
  // The start-up script may have asked already (the first screen's GET calls, see
  // startup/startupScript.ts): its answer is taken instead of asking again.
  const early =
    def.method === 'GET' && body === undefined && !headers['Authorization']
      ? await takeEarlyAnswer(url)?.catch(() => undefined)
      : undefined;
  let answer: { status: number; statusText: string; body: unknown };
  if (early) answer = early;
  else {
    let response: Response;
    try {
      response = await fetch(url, {
        method: def.method,
        headers,
        body: body ?? null,
        signal: options.signal ?? null,
      });
    } catch (cause) {
      if ((cause as Error).name === 'AbortError') throw cause;
      throw new ApiError('NETWORK', 0, (cause as Error).message);
    }
    answer = {
      status: response.status,
      statusText: response.statusText,
      body: await response.json().catch(() => undefined),
    };
  }
  const { status, statusText } = answer;
  const envelope = answer.body as
    { success?: unknown; code?: unknown; message?: unknown; value?: unknown } | undefined;
  if (!envelope || typeof envelope !== 'object')
    throw new ApiError('BAD_ANSWER', status, statusText);
  if (envelope.success === true) return envelope.value as CallValue<C>;
  throw new ApiError(
    typeof envelope.code === 'string' ? envelope.code : 'BAD_ANSWER',
    status,
    typeof envelope.message === 'string' ? envelope.message : statusText,
    envelope.value,
  );
}

// Who is told when the server holds a session to its forced password change (spec 4.2 step 5,
// 4.7): session/PasswordChangeHost.tsx opens the change-password pop-up.
const passwordChangeListeners = new Set<() => void>();
/** Calls `listener` whenever a call answers PASSWORD_CHANGE_REQUIRED; returns what stops it. */
export function onPasswordChangeRequired(listener: () => void): () => void {
  passwordChangeListeners.add(listener);
  return () => {
    passwordChangeListeners.delete(listener);
  };
}

// Who is told of a reality check due (REALITY_CHECK_DUE, with the check as its value):
// session/RealityCheckHost.tsx opens the reality-check pop-up.
const realityCheckListeners = new Set<(check: unknown) => void>();
/** Calls `listener` with the check whenever a call answers REALITY_CHECK_DUE; returns what stops it. */
export function onRealityCheckDue(listener: (check: unknown) => void): () => void {
  realityCheckListeners.add(listener);
  return () => {
    realityCheckListeners.delete(listener);
  };
}

/**
 * Calls the server as the contract writes the call down: base URL, `Merchant` header, bearer
 * token for token calls, the encrypted body for enc calls, the envelope unwrapped. A failure is an
 * `ApiError`. An enc call whose key the server no longer holds fetches the key again, once.
 */
export async function apiCall<C extends CallDef>(
  def: C,
  options: CallOptions<C> = {},
): Promise<CallValue<C>> {
  try {
    return await send(def, options);
  } catch (error) {
    if (def.enc && error instanceof ApiError && error.code === 'ENCRYPTION_KEY_UNKNOWN') {
      encryptionKey = null;
      return send(def, options);
    }
    if (error instanceof ApiError && error.code === 'PASSWORD_CHANGE_REQUIRED')
      for (const listener of passwordChangeListeners) listener();
    if (error instanceof ApiError && error.code === 'REALITY_CHECK_DUE')
      for (const listener of realityCheckListeners) listener(error.value);
    throw error;
  }
}
