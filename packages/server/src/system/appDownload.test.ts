import { SuccessEnvelope, SystemInfoValue } from '@portal/contract';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../cli';
import { BACKENDS, startHarness, type Harness } from '../test/harness';

describe.each(BACKENDS)('the app-download settings (cli app-download) on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  const info = async () => {
    const res = await h.call({ method: 'GET', url: '/wps/system/info' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Value.Check(SuccessEnvelope(SystemInfoValue), body)).toBe(true);
    return body.value as {
      resources: Record<string, { url: string; labelNameEn: string }>;
      liteInstallNote?: { language: string; text: string }[];
    };
  };
  const audited = async () =>
    h.db.query<{ subject: string; detail: Record<string, unknown> }>(
      "SELECT subject, detail FROM operator_audit WHERE action = 'app-download' ORDER BY id",
    );

  it('shows the seeded links and no note', async () => {
    expect(await runCli(h.db, ['app-download'])).toBe(
      [
        'ios: https://portal.example.com/app/ios',
        'android: https://portal.example.com/app/android.apk',
        'note: (none)',
      ].join('\n'),
    );
    expect((await info()).liteInstallNote).toBeUndefined();
  });

  it('sets each link for the system info and the resources call, audited', async () => {
    expect(await runCli(h.db, ['app-download', 'ios', 'https://apps.example.com/ios?c=7'])).toBe(
      'ios: https://apps.example.com/ios?c=7',
    );
    await runCli(h.db, ['app-download', 'android', 'https://APPS.example.com/a.apk']);
    const { resources } = await info();
    expect(resources['APP_IOS']).toEqual({
      url: 'https://apps.example.com/ios?c=7',
      labelNameEn: 'iOS app',
    });
    // Written as the URL it is (host in lower case), which is what the QR code holds.
    expect(resources['APP_ANDROID']?.url).toBe('https://apps.example.com/a.apk');
    // The other resources stay.
    expect(resources['LOGO']).toBeDefined();
    const relay = await h.call({
      method: 'GET',
      url: '/wps/relay/GCS_resources?resourceType=APP_IOS,APP_ANDROID',
    });
    expect(relay.json().value.resources).toEqual({
      APP_IOS: resources['APP_IOS'],
      APP_ANDROID: resources['APP_ANDROID'],
    });
    expect((await audited()).slice(-2)).toEqual([
      { subject: 'ios', detail: { url: 'https://apps.example.com/ios?c=7' } },
      { subject: 'android', detail: { url: 'https://apps.example.com/a.apk' } },
    ]);
  });

  it('takes a link away, and the relay then says there is none', async () => {
    expect(await runCli(h.db, ['app-download', 'android', 'off'])).toBe('android: (none)');
    expect((await info()).resources['APP_ANDROID']).toBeUndefined();
    const relay = await h.call({
      method: 'GET',
      url: '/wps/relay/GCS_resources?resourceType=APP_ANDROID',
    });
    expect(relay.statusCode).toBe(404);
    expect((await audited()).at(-1)).toEqual({ subject: 'android', detail: { url: null } });
    await runCli(h.db, ['app-download', 'android', 'https://apps.example.com/a.apk']);
  });

  it('sets the lite-install note by language, the default language first', async () => {
    const out = await runCli(h.db, [
      'app-download',
      'note',
      '--text:EN',
      'Use Safari on iPhone.',
      '--text:es',
      'Use Safari en el iPhone.',
    ]);
    expect(out).toBe('note: [es] Use Safari en el iPhone. [en] Use Safari on iPhone.');
    expect((await info()).liteInstallNote).toEqual([
      { language: 'es', text: 'Use Safari en el iPhone.' },
      { language: 'en', text: 'Use Safari on iPhone.' },
    ]);
    expect((await audited()).at(-1)?.subject).toBe('note');
    expect(await runCli(h.db, ['app-download', 'note', 'off'])).toBe('note: (none)');
    expect((await info()).liteInstallNote).toBeUndefined();
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const settings = async () => {
      const { resources, liteInstallNote } = await info();
      return { resources, liteInstallNote };
    };
    const before = await settings();
    const refusals: [string[], string | RegExp][] = [
      [['app-download', 'ios'], 'app-download ios takes an https:// address or off'],
      [['app-download', 'ios', 'http://apps.example.com/ios'], 'must be an https:// address'],
      [['app-download', 'ios', 'javascript:alert(1)'], 'must be an https:// address'],
      [['app-download', 'ios', 'apps.example.com/ios'], 'is not an address'],
      [['app-download', 'ios', 'https://a.example.com/x y'], 'must be an https:// address'],
      [['app-download', 'ios', 'https://a.example.com/\u0000'], 'must be an https:// address'],
      [['app-download', 'ios', 'https://me:pw@a.example.com/'], 'user name or password'],
      [['app-download', 'ios', `https://a.example.com/${'x'.repeat(600)}`], 'longer than 512'],
      [['app-download', 'ios', 'https://a.example.com/', 'more'], 'one address or off'],
      [['app-download', 'windows', 'https://a.example.com/'], 'takes ios, android or note'],
      [['app-download', 'note'], 'the note in the default language is required (--text:es'],
      [['app-download', 'note', '--text:en', 'Only English'], 'default language is required'],
      [['app-download', 'note', '--text', 'x'], 'name the language, e.g. --text:es'],
      [['app-download', 'note', '--text:es', '   '], '--text:es is empty'],
      [['app-download', 'note', '--text:es', '<b>hola</b>'], 'no < or >'],
      [['app-download', 'note', '--text:es', 'a\nb'], 'no control characters'],
      [['app-download', 'note', '--text:es', 'x'.repeat(281)], 'longer than 280 characters'],
      [['app-download', 'note', '--title:es', 'x'], 'unknown option --title:es'],
      [['app-download', 'note', '--text:es'], '--text:es needs a value'],
    ];
    for (const [args, message] of refusals)
      await expect(runCli(h.db, args), args.join(' ')).rejects.toThrow(message);
    expect(await settings()).toEqual(before);
  });

  it('is in the usage text', async () => {
    await expect(runCli(h.db, [])).rejects.toThrow(/app-download ios\|android <https-address>/u);
  });
});
