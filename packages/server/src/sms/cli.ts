// The operator's SMS provider (docs/operators/sms-provider.md): where SMS go, the outbox or an
// HTTP provider with its address, credentials, body template and time-out; and a test send.
// Secrets are never printed back; every change is in the operator audit, without them.
import { parseOptions, valueOf, type DomainCli } from '../commands/args';
import { audit, operatorName } from '../commands/audit';
import type { Db } from '../db/types';
import { outboxSender } from '../outbox/outbox';
import { sendHttpSms } from './http';
import {
  DEFAULT_SMS_TIMEOUT_MS,
  MAX_SMS_TIMEOUT_MS,
  MIN_SMS_TIMEOUT_MS,
  type HttpSmsSettings,
  type SmsAuth,
  type SmsProviderSettings,
  getSmsProvider,
  setSmsProvider,
} from './settings';
import { checkTemplate } from './template';

const OPTIONS = ['url', 'template', 'sender-id', 'timeout-ms', 'auth', 'bearer', 'basic', 'header'];
const AUTH_OPTIONS = ['--auth', '--bearer', '--basic', '--header'];
const HIDDEN = '***';

export const SMS_USAGE = `  sms-provider                             where SMS go, and the HTTP provider's settings (secrets hidden)
  sms-provider outbox                      SMS to the outbox (read with outbox); HTTP settings kept
  sms-provider http [--url URL] [--template JSON|@file] [--sender-id ID] [--timeout-ms N]
                    [--bearer TOKEN|@file | --basic USER:PASSWORD|@file | --header "NAME: VALUE"|@file | --auth none]
                                           SMS to an HTTP provider: a POST of the template (JSON with
                                           {{number}} {{text}} {{senderId}}); url and template needed
                                           the first time, then only what changes
  sms-provider test <number>               send a test SMS through the provider in use now`;

/** Refuses anything but an http(s) address without credentials in it. */
function checkedUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`--url takes an http:// or https:// address, not "${raw}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`--url takes an http:// or https:// address, not "${raw}"`);
  if (url.username || url.password)
    throw new Error('--url takes no user or password: give them with --basic USER:PASSWORD');
  return url.toString();
}

// No control character in a header or a one-line value: a line break there would add a header.
const noControl = (s: string) =>
  [...s].every((c) => (c.codePointAt(0) ?? 0) >= 0x20 && c.codePointAt(0) !== 0x7f);

/** The credentials of one auth option (secrets may come from a file: `@path`). */
async function authOf(name: string, raw: string): Promise<SmsAuth> {
  // A file's last line break is not part of the secret.
  const value = (await valueOf(raw)).replace(/\r?\n$/u, '');
  if (!noControl(value)) throw new Error(`${name} takes one line, without control characters`);
  switch (name) {
    case '--auth':
      if (value !== 'none')
        throw new Error('--auth takes none (else --bearer, --basic or --header)');
      return { kind: 'none' };
    case '--bearer':
      if (!value) throw new Error('--bearer takes a token');
      return { kind: 'bearer', token: value };
    case '--basic': {
      const colon = value.indexOf(':');
      if (colon < 1) throw new Error('--basic takes USER:PASSWORD');
      return { kind: 'basic', user: value.slice(0, colon), password: value.slice(colon + 1) };
    }
    default: {
      const match = /^([A-Za-z0-9-]+):\s*(.+)$/u.exec(value);
      if (!match?.[1] || !match[2])
        throw new Error('--header takes "NAME: VALUE", as "X-Api-Key: abc"');
      if (/^(content-type|content-length|host|accept)$/iu.test(match[1]))
        throw new Error(`--header cannot set ${match[1]}: the server sets it`);
      return { kind: 'header', name: match[1], value: match[2] };
    }
  }
}

/** The stored HTTP settings with the options given; what a first configuration lacks refused. */
async function httpSettings(args: string[], before: HttpSmsSettings | undefined) {
  const o = parseOptions(args, OPTIONS);
  const auths = AUTH_OPTIONS.filter((name) => o.has(name));
  if (auths.length > 1)
    throw new Error(`give one of ${AUTH_OPTIONS.join(', ')}, not ${auths.join(' and ')}`);
  const url = o.get('--url');
  const rawTemplate = o.get('--template');
  if (!before && (url === undefined || rawTemplate === undefined))
    throw new Error('sms-provider http needs --url and --template the first time');
  const template = rawTemplate === undefined ? undefined : (await valueOf(rawTemplate)).trim();
  const senderId = o.get('--sender-id');
  if (senderId !== undefined && (senderId.length > 32 || !noControl(senderId)))
    throw new Error('--sender-id takes at most 32 characters on one line');
  const rawTimeout = o.get('--timeout-ms');
  const timeoutMs = rawTimeout === undefined ? undefined : Number(rawTimeout);
  if (
    timeoutMs !== undefined &&
    (!Number.isInteger(timeoutMs) ||
      timeoutMs < MIN_SMS_TIMEOUT_MS ||
      timeoutMs > MAX_SMS_TIMEOUT_MS)
  )
    throw new Error(
      `--timeout-ms takes whole milliseconds from ${MIN_SMS_TIMEOUT_MS} to ${MAX_SMS_TIMEOUT_MS}, not "${rawTimeout}"`,
    );
  const auth = auths[0] ? await authOf(auths[0], o.get(auths[0]) ?? '') : undefined;
  const next: HttpSmsSettings = {
    url: url === undefined ? (before?.url ?? '') : checkedUrl(url),
    auth: auth ?? before?.auth ?? { kind: 'none' },
    template: template ?? before?.template ?? '',
    senderId: senderId ?? before?.senderId ?? '',
    timeoutMs: timeoutMs ?? before?.timeoutMs ?? DEFAULT_SMS_TIMEOUT_MS,
  };
  const used = checkTemplate(next.template);
  if (used.has('senderId') && !next.senderId)
    throw new Error('the template uses {{senderId}}: give --sender-id');
  return { next, changed: [...o.keys()].map((k) => k.slice(2)) };
}

/** The address with its query's values hidden (a provider may take its key there). */
function shownUrl(raw: string): string {
  const url = new URL(raw);
  for (const key of new Set(url.searchParams.keys())) url.searchParams.set(key, HIDDEN);
  return url.toString();
}

const shownAuth = (auth: SmsAuth): string =>
  auth.kind === 'none'
    ? 'none'
    : auth.kind === 'bearer'
      ? `bearer token ${HIDDEN}`
      : auth.kind === 'basic'
        ? `basic, user ${auth.user}, password ${HIDDEN}`
        : `header ${auth.name}: ${HIDDEN}`;

function show(setting: SmsProviderSettings): string {
  const where =
    setting.kind === 'http'
      ? 'SMS go to: the HTTP provider'
      : 'SMS go to: the outbox (read with: outbox)';
  const lines = [`${where}; e-mails go to the outbox`];
  const http = setting.http;
  if (http) {
    if (setting.kind !== 'http')
      lines.push('HTTP provider (kept; switch with: sms-provider http):');
    lines.push(
      `url:       ${shownUrl(http.url)}`,
      `auth:      ${shownAuth(http.auth)}`,
      `sender id: ${http.senderId || '(none)'}`,
      `timeout:   ${http.timeoutMs} ms`,
      `template:  ${http.template}`,
    );
  }
  return lines.join('\n');
}

async function save(db: Db, setting: SmsProviderSettings, changed: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await setSmsProvider(tx, setting);
    await audit(tx, {
      actor: operatorName(),
      action: 'sms-provider',
      subject: setting.kind,
      // Which options changed, never their values: the secrets stay out of the audit.
      detail: {
        changed,
        ...(setting.http
          ? { host: new URL(setting.http.url).host, auth: setting.http.auth.kind }
          : {}),
      },
    });
  });
}

/** `sms-provider test <number>`: one SMS through the provider in use, and what came of it. */
async function testSend(db: Db, number: string | undefined): Promise<string> {
  if (!number || number.startsWith('--'))
    throw new Error('sms-provider test takes a mobile number');
  const text = 'Portal: a test of the SMS provider (sms-provider test)';
  const setting = await getSmsProvider(db);
  if (setting.kind !== 'http' || !setting.http) {
    await outboxSender.send(db, { channel: 'sms', recipient: number, body: text });
    return `test SMS to ${number} written to the outbox`;
  }
  const outcome = await sendHttpSms(setting.http, { number, text });
  if (!outcome.ok) throw new Error(`the provider failed: ${outcome.code} (${outcome.reason})`);
  return `test SMS to ${number} sent: HTTP ${outcome.status} in ${outcome.ms} ms`;
}

export const smsCli: DomainCli = {
  usage: SMS_USAGE,
  async run(db, command, rest) {
    if (command !== 'sms-provider') return undefined;
    const [verb, ...args] = rest;
    const setting = await getSmsProvider(db);
    switch (verb) {
      case undefined:
        return show(setting);
      case 'outbox': {
        if (args.length) throw new Error('sms-provider outbox takes nothing more');
        const next: SmsProviderSettings = { ...setting, kind: 'outbox' };
        await save(db, next, []);
        return show(next);
      }
      case 'http': {
        const { next, changed } = await httpSettings(args, setting.http);
        const saved: SmsProviderSettings = { kind: 'http', http: next };
        await save(db, saved, changed);
        const plain = next.url.startsWith('http:')
          ? '\nnote: http:// sends the credentials and the codes unencrypted; use https:// beyond a local network'
          : '';
        return `${show(saved)}${plain}`;
      }
      case 'test':
        return testSend(db, args[0]);
      default:
        throw new Error(`sms-provider takes outbox, http or test, not "${verb}"\n\n${SMS_USAGE}`);
    }
  },
};
