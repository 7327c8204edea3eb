// The official channels (cli channels): set, shown in the system info for the footer and the side
// menu, taken away, audited; bad input refused with its reason and nothing changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../cli';
import { BACKENDS, startHarness, type Harness } from '../test/harness';

describe.each(BACKENDS)('the official channels (cli channels) on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  const resources = async () =>
    (await h.call({ method: 'GET', url: '/wps/system/info' })).json().value.resources as Record<
      string,
      { url: string; labelNameEn: string }
    >;

  it('starts a demo database with the demo channels, each changed or taken away by the CLI', async () => {
    expect(await runCli(h.db, ['channels'])).toBe(
      [
        'FACEBOOK: (none)',
        'YOUTUBE: YouTube https://www.youtube.com/@portal-demo',
        'INSTAGRAM: (none)',
        'TELEGRAM_CHANNEL: Telegram https://t.me/portal_demo',
      ].join('\n'),
    );
    expect(
      await runCli(h.db, [
        'channels',
        'FACEBOOK',
        'https://facebook.com/portal',
        '--label',
        'Portal FB',
      ]),
    ).toBe('FACEBOOK: Portal FB https://facebook.com/portal');
    expect((await resources())['FACEBOOK']).toEqual({
      url: 'https://facebook.com/portal',
      labelNameEn: 'Portal FB',
    });
    expect(await runCli(h.db, ['channels', 'YOUTUBE', 'off'])).toBe('YOUTUBE: (none)');
    expect((await resources())['YOUTUBE']).toBeUndefined();
    const audited = await h.db.query<{ subject: string }>(
      "SELECT subject FROM operator_audit WHERE action = 'channels' ORDER BY id",
    );
    expect(audited.map((r) => r.subject)).toEqual(['FACEBOOK', 'YOUTUBE']);
  });

  it('refuses what is no channel, no https address or no plain label, changing nothing', async () => {
    const before = await runCli(h.db, ['channels']);
    for (const [args, message] of [
      [['TIKTOK', 'https://x.example'], /no channel TIKTOK: one of FACEBOOK, YOUTUBE/u],
      [['INSTAGRAM'], /takes an https:\/\/ address or off/u],
      [['INSTAGRAM', 'http://insta.example'], /must be an https:\/\/ address/u],
      [['INSTAGRAM', 'javascript:alert(1)'], /must be an https:\/\/ address/u],
      [['INSTAGRAM', 'https://u:p@insta.example'], /user name or password/u],
      [['INSTAGRAM', 'https://insta.example', '--label', '<b>x</b>'], /plain text/u],
      [['INSTAGRAM', 'https://insta.example', '--label', 'x'.repeat(41)], /longer than 40/u],
      [['INSTAGRAM', 'https://insta.example', '--colour', 'red'], /unknown option --colour/u],
      [['INSTAGRAM', 'off', 'now'], /takes nothing more/u],
    ] as const)
      await expect(runCli(h.db, ['channels', ...args]), args.join(' ')).rejects.toThrow(message);
    expect(await runCli(h.db, ['channels'])).toBe(before);
  });
});
