import { createHmac, timingSafeEqual } from 'node:crypto';
import { escapeHtml } from '../tickets/pages';

/**
 * How a payment provider confirms a deposit: it POSTs JSON to /pay/callback/<channel> with
 *
 *   X-Portal-Timestamp: <unix seconds>
 *   X-Portal-Signature: <hex HMAC-SHA256 of "<timestamp>.<raw body>" with the channel's secret>
 *
 * and a body { eventId, reference, status: 'paid' | 'failed', amount, providerRef? }. A stale
 * timestamp, a wrong signature or a replayed eventId applies nothing; a deposit is credited once
 * whatever arrives twice. The demo provider below plays that part on one machine.
 */
export const CALLBACK_PREFIX = '/pay/callback/';
export const TIMESTAMP_HEADER = 'x-portal-timestamp';
export const SIGNATURE_HEADER = 'x-portal-signature';
/** How far a callback's timestamp may be from the server's clock, either way. */
export const CALLBACK_MAX_SKEW_SECONDS = 300;

const hmac = (secret: string, text: string | Buffer) =>
  createHmac('sha256', secret).update(text).digest('hex');

/** The signature a provider sends with a callback body. */
export const signCallback = (secret: string, timestamp: number, body: string | Buffer): string =>
  hmac(secret, Buffer.concat([Buffer.from(`${timestamp}.`), Buffer.from(body)]));

const sameHex = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** Whether a callback is signed with the channel's secret and recent; `now` in unix seconds. */
export function verifyCallback(
  secret: string,
  headers: { timestamp: unknown; signature: unknown },
  raw: Buffer,
  now: number,
): 'ok' | 'stale' | 'bad-signature' {
  const timestamp = Number(headers.timestamp);
  if (typeof headers.timestamp !== 'string' || !/^\d{1,12}$/u.test(headers.timestamp))
    return 'stale';
  if (Math.abs(now - timestamp) > CALLBACK_MAX_SKEW_SECONDS) return 'stale';
  if (typeof headers.signature !== 'string') return 'bad-signature';
  return sameHex(headers.signature.toLowerCase(), signCallback(secret, timestamp, raw))
    ? 'ok'
    : 'bad-signature';
}

/** What a callback body must hold; anything else is refused before the deposit is looked at. */
export interface CallbackBody {
  eventId: string;
  reference: string;
  status: 'paid' | 'failed';
  amount: string;
  providerRef?: string;
}

export function parseCallbackBody(raw: Buffer): CallbackBody | { invalid: string } {
  let body: unknown;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    return { invalid: 'the body is not JSON' };
  }
  if (!body || typeof body !== 'object' || Array.isArray(body))
    return { invalid: 'the body is not an object' };
  const b = body as Record<string, unknown>;
  const text = (key: string, max: number) =>
    typeof b[key] === 'string' &&
    (b[key] as string).length >= 1 &&
    (b[key] as string).length <= max;
  if (!text('eventId', 128)) return { invalid: 'eventId: 1 to 128 characters' };
  if (!text('reference', 32)) return { invalid: 'reference: 1 to 32 characters' };
  if (b['status'] !== 'paid' && b['status'] !== 'failed')
    return { invalid: 'status: paid or failed' };
  if (typeof b['amount'] !== 'string' || !/^\d{1,13}(\.\d{1,2})?$/u.test(b['amount']))
    return { invalid: 'amount: an amount with at most two decimals, as text' };
  if (b['providerRef'] !== undefined && !text('providerRef', 128))
    return { invalid: 'providerRef: 1 to 128 characters' };
  return b as unknown as CallbackBody;
}

// The demo provider: the page where a player "pays" a deposit, which then sends the signed
// callback. Its address carries a signature of the reference, so that only the member who made the
// deposit (who was given the address) can open it.

export const PAY_PREFIX = '/demo/pay/';

export const paySignature = (reference: string, secret: string): string =>
  hmac(secret, `pay:${reference}`);

export const payUrl = (reference: string, secret: string, lang: 'es' | 'en'): string =>
  `${PAY_PREFIX}${reference}?lang=${lang}&sig=${paySignature(reference, secret)}`;

export const payLinkValid = (reference: string, secret: string, sig: unknown): boolean =>
  typeof sig === 'string' && sameHex(sig, paySignature(reference, secret));

const TEXTS = {
  es: {
    title: 'Proveedor de pago (demo)',
    intro:
      'Este es el proveedor de pago de demostración: no mueve dinero real. Al pagar, avisa al portal con una llamada firmada.',
    reference: 'Referencia',
    channel: 'Canal',
    amount: 'Importe',
    pay: 'Pagar',
    decline: 'Rechazar el pago',
    paid: 'Pago enviado. El depósito se abona en su cuenta: puede cerrar esta pestaña.',
    failed: 'Pago rechazado. El depósito no se abona: puede cerrar esta pestaña.',
    decided: 'Este depósito ya está decidido: puede cerrar esta pestaña.',
    invalid: 'Este enlace de pago no es válido.',
  },
  en: {
    title: 'Payment provider (demo)',
    intro:
      'This is the demo payment provider: no real money moves. Paying tells the portal with a signed call.',
    reference: 'Reference',
    channel: 'Channel',
    amount: 'Amount',
    pay: 'Pay',
    decline: 'Decline the payment',
    paid: 'Payment sent. The deposit is credited to your account: you can close this tab.',
    failed: 'Payment declined. The deposit is not credited: you can close this tab.',
    decided: 'This deposit has already been decided: you can close this tab.',
    invalid: 'This payment link is not valid.',
  },
} as const;

export type PayText = keyof (typeof TEXTS)['en'];

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#f4f6fb;color:#1b1f2a}
main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:12px;box-shadow:0 2px 12px #0002}
dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem}dt{font-weight:600}dd{margin:0}
form{display:flex;gap:.75rem;flex-wrap:wrap}button{font:inherit;padding:.6rem 1.2rem;border-radius:8px;border:1px solid #1d4ed8;cursor:pointer}
button[value=paid]{background:#1d4ed8;color:#fff}button[value=failed]{background:#fff;color:#1d4ed8}
button:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}`;

function shell(lang: 'es' | 'en', body: string): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(TEXTS[lang].title)}</title>
<link rel="icon" href="data:,">
<style>${STYLE}</style>
</head>
<body>
<main aria-labelledby="title">
<h1 id="title">${escapeHtml(TEXTS[lang].title)}</h1>
${body}
</main>
</body>
</html>`;
}

/** The demo provider's page for a pending deposit: what is paid, and the two answers. */
export function payPage(
  lang: 'es' | 'en',
  deposit: { reference: string; channel: string; amount: string; sig: string },
): string {
  const t = TEXTS[lang];
  return shell(
    lang,
    `<p>${escapeHtml(t.intro)}</p>
<dl>
<dt>${escapeHtml(t.reference)}</dt><dd>${escapeHtml(deposit.reference)}</dd>
<dt>${escapeHtml(t.channel)}</dt><dd>${escapeHtml(deposit.channel)}</dd>
<dt>${escapeHtml(t.amount)}</dt><dd>${escapeHtml(deposit.amount)}</dd>
</dl>
<form method="post" action="${PAY_PREFIX}${escapeHtml(deposit.reference)}?lang=${lang}">
<input type="hidden" name="sig" value="${escapeHtml(deposit.sig)}">
<button type="submit" name="outcome" value="paid">${escapeHtml(t.pay)}</button>
<button type="submit" name="outcome" value="failed">${escapeHtml(t.decline)}</button>
</form>`,
  );
}

/** A page of one sentence: the outcome, or why nothing happened. */
export const payMessagePage = (lang: 'es' | 'en', text: PayText): string =>
  shell(lang, `<p role="status">${escapeHtml(TEXTS[lang][text])}</p>`);
