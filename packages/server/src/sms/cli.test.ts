import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../cli';
import { migrate } from '../db/migrations';
import { seed } from '../db/seed/seed';
import type { Db } from '../db/types';
import { getSmsProvider } from './settings';
import { startFakeSmsProvider, type FakeSmsProvider } from '../test/fakeSmsProvider';
import { freshPglite } from '../test/harness';

const TEMPLATE = '{"to":"{{number}}","body":"{{text}}","from":"{{senderId}}"}';
const SECRETS = ['tok-8d1f2c', 'pw-77aa91', 'hdr-5e6b0c', 'qs-key-91ab'];

describe('operator CLI: the SMS provider', () => {
  let db: Db;
  let provider: FakeSmsProvider;
  const cli = (...args: string[]) => runCli(db, ['sms-provider', ...args]);
  beforeAll(async () => {
    db = await freshPglite();
    await migrate(db);
    await seed(db, { demo: false });
    provider = await startFakeSmsProvider();
  }, 120_000);
  afterAll(async () => {
    await provider?.close();
    await db?.close();
  });

  it('starts on the outbox, and says that e-mails always go there', async () => {
    expect(await cli()).toBe('SMS go to: the outbox (read with: outbox); e-mails go to the outbox');
    expect(await getSmsProvider(db)).toEqual({ kind: 'outbox' });
  });

  it('sets an HTTP provider, shows it with every secret hidden, and audits it without them', async () => {
    const out = await cli(
      'http',
      '--url',
      `https://sms.example.com/v2/send?key=${SECRETS[3]}`,
      '--template',
      TEMPLATE,
      '--sender-id',
      'Portal',
      '--bearer',
      SECRETS[0] ?? '',
    );
    expect(out).toBe(
      [
        'SMS go to: the HTTP provider; e-mails go to the outbox',
        'url:       https://sms.example.com/v2/send?key=***',
        'auth:      bearer token ***',
        'sender id: Portal',
        'timeout:   5000 ms',
        `template:  ${TEMPLATE}`,
      ].join('\n'),
    );
    expect(await getSmsProvider(db)).toEqual({
      kind: 'http',
      http: {
        url: `https://sms.example.com/v2/send?key=${SECRETS[3]}`,
        auth: { kind: 'bearer', token: SECRETS[0] },
        template: TEMPLATE,
        senderId: 'Portal',
        timeoutMs: 5000,
      },
    });
    // Then only what changes: a password read from a file (its line break dropped), a header.
    const file = join(mkdtempSync(join(tmpdir(), 'sms-cli-')), 'secret');
    writeFileSync(file, `acme:${SECRETS[1]}\n`);
    expect(await cli('http', '--basic', `@${file}`, '--timeout-ms', '2500')).toContain(
      'auth:      basic, user acme, password ***\nsender id: Portal\ntimeout:   2500 ms',
    );
    expect((await getSmsProvider(db)).http?.auth).toEqual({
      kind: 'basic',
      user: 'acme',
      password: SECRETS[1],
    });
    expect(await cli('http', '--header', `X-Api-Key: ${SECRETS[2]}`)).toContain(
      'auth:      header X-Api-Key: ***',
    );
    const shown = [await cli(), await runCli(db, ['sms-provider'])].join('\n');
    const [audit] = await db.query<{ text: string }>(
      "SELECT string_agg(subject || ' ' || detail::text, '\n') AS text FROM operator_audit WHERE action = 'sms-provider'",
    );
    expect(audit?.text).toContain('"host": "sms.example.com"');
    for (const secret of SECRETS) {
      expect(shown).not.toContain(secret);
      expect(audit?.text).not.toContain(secret);
    }
  });

  it('goes back to the outbox keeping the HTTP settings, and switches again with nothing more', async () => {
    expect(await cli('outbox')).toMatch(
      /^SMS go to: the outbox \(read with: outbox\); e-mails go to the outbox\nHTTP provider \(kept; switch with: sms-provider http\):\nurl: {7}https:\/\/sms\.example\.com/u,
    );
    expect((await getSmsProvider(db)).kind).toBe('outbox');
    expect(await cli('http')).toMatch(/^SMS go to: the HTTP provider/u);
    expect((await getSmsProvider(db)).http?.senderId).toBe('Portal');
  });

  it('refuses bad input with a clear message and keeps what was set', async () => {
    const before = await getSmsProvider(db);
    const cases: [string[], string][] = [
      [['http', '--url', 'ftp://sms.example.com/'], 'takes an http:// or https:// address, not'],
      [['http', '--url', 'sms.example.com'], 'takes an http:// or https:// address'],
      [['http', '--url', 'https://u:p@sms.example.com/'], 'give them with --basic USER:PASSWORD'],
      [['http', '--template', '{"to":{{number}},"body":"{{text}}"}'], 'the template is not JSON'],
      [['http', '--template', '{"to":{{number}}}'], 'placeholders go inside quotes'],
      [['http', '--template', '["{{number}}","{{text}}"]'], 'must be a JSON object'],
      [
        ['http', '--template', '{"to":"{{phone}}","body":"{{text}}"}'],
        'unknown placeholder {{phone}} in the template; placeholders: {{number}} {{text}} {{senderId}}',
      ],
      [['http', '--template', '{"to":"{{number}","body":"{{text}}"}'], 'an unfinished placeholder'],
      [['http', '--template', '{"to":"{{number}}"}'], 'the template must hold {{text}}'],
      [['http', '--bearer', 'a', '--basic', 'b:c'], 'not --bearer and --basic'],
      [['http', '--basic', 'nouser'], '--basic takes USER:PASSWORD'],
      [['http', '--header', 'no colon'], '--header takes "NAME: VALUE"'],
      [['http', '--header', 'Content-Type: text/plain'], 'cannot set Content-Type'],
      [['http', '--auth', 'maybe'], '--auth takes none'],
      [['http', '--timeout-ms', '50'], '--timeout-ms takes whole milliseconds from 500 to 30000'],
      [['http', '--timeout-ms', 'soon'], 'not "soon"'],
      [['http', '--sender-id', 'x'.repeat(33)], '--sender-id takes at most 32 characters'],
      [['http', '--sender-id', ''], 'the template uses {{senderId}}: give --sender-id'],
      [['http', '--colour', 'red'], 'unknown option --colour'],
      [['http', '--template', '@/nonexistent/template.json'], 'cannot read /nonexistent'],
      [['outbox', 'now'], 'sms-provider outbox takes nothing more'],
      [['send'], 'sms-provider takes outbox, http or test, not "send"'],
      [['test'], 'sms-provider test takes a mobile number'],
    ];
    for (const [args, message] of cases) await expect(cli(...args)).rejects.toThrow(message);
    expect(await getSmsProvider(db)).toEqual(before);
  });

  it('asks for the address and the template the first time', async () => {
    const fresh = await freshPglite();
    try {
      await migrate(fresh);
      await expect(
        runCli(fresh, ['sms-provider', 'http', '--url', 'https://sms.example.com/']),
      ).rejects.toThrow('sms-provider http needs --url and --template the first time');
    } finally {
      await fresh.close();
    }
  });

  it('sends a test SMS through the provider and says what came of it', async () => {
    await cli('http', '--url', provider.url, '--auth', 'none');
    expect(await cli('http', '--url', provider.url)).toContain(
      '\nnote: http:// sends the credentials and the codes unencrypted',
    );
    expect(await cli('test', '0912000111')).toMatch(/^test SMS to 0912000111 sent: HTTP 200 in/u);
    expect(JSON.parse(provider.requests.at(-1)?.body ?? '{}')).toMatchObject({
      to: '0912000111',
      from: 'Portal',
    });
    expect(provider.requests.at(-1)?.headers.authorization).toBeUndefined();
    provider.answer({ status: 402, body: '{"error":{"code":"insufficient_balance"}}' });
    await expect(cli('test', '0912000111')).rejects.toThrow(
      'the provider failed: SMS_QUOTA_EXCEEDED (HTTP 402, code insufficient_balance)',
    );
    await cli('outbox');
    expect(await cli('test', '0912000111')).toBe('test SMS to 0912000111 written to the outbox');
  });
});
