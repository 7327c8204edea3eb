import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../cli';
import { BACKENDS, login, startHarness, type Harness } from '../test/harness';
import { depositGate, playGate } from './gate';
import { member, PASSWORD, passTime, type Member } from './testKit';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(BACKENDS)('responsible play: exclusions, age and reality checks on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  }, 120_000);
  afterAll(async () => {
    expect(await runCli(h.db, ['ledger-check'])).toMatch(/^ledger OK/u);
    await h?.close();
  });

  const loginAs = (username: string, password = PASSWORD) =>
    h.call({
      method: 'POST',
      url: '/wps/session/login',
      payload: { username, password, type: 'username' },
    });
  const reopen = (username: string, password = PASSWORD) =>
    h.call({ method: 'POST', url: '/wps/responsible/reopen', payload: { username, password } });
  const near = (iso: string, ms: number) =>
    expect(Math.abs(new Date(iso).getTime() - Date.now() - ms)).toBeLessThan(60_000);

  it('takes a time-out at once: every session ends, login, deposits and play are refused until its end', async () => {
    const m: Member = await member(h, 'rp_timeout');
    const other = await login(h, m.username, PASSWORD);
    const game = await m.open();
    const res = await m.call('POST', '/wps/responsible/time-out', { period: '1w' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ kind: 'time-out', reopensAt: null });
    near(res.json().value.endsAt, 7 * DAY);
    for (const token of [m.token, other])
      expect((await m.call('GET', '/wps/member/info', undefined, token)).statusCode).toBe(401);
    expect((await m.round(game, '1', 'after-timeout')).json().code).toBe('TICKET_INVALID');
    const refused = await loginAs(m.username);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'ACCOUNT_EXCLUDED',
      value: { kind: 'time-out', endsAt: res.json().value.endsAt, canReopen: false },
    });
    // The checks of the cashier and the games refuse too, whatever the operator's switch says.
    await runCli(h.db, ['responsible-play', 'off']);
    try {
      await expect(h.db.transaction((tx) => depositGate(tx, m.id, 100))).rejects.toMatchObject({
        code: 'ACCOUNT_EXCLUDED',
      });
      await expect(h.db.transaction((tx) => playGate(tx, m.id, 100))).rejects.toMatchObject({
        code: 'ACCOUNT_EXCLUDED',
      });
    } finally {
      await runCli(h.db, ['responsible-play', 'on']);
    }
    // No marketing reaches the member meanwhile.
    await expect(
      runCli(h.db, ['message', m.username, '--title', 'Bonus', '--content', 'Come back']),
    ).rejects.toThrow(/time-out/u);
    expect(await runCli(h.db, ['excluded'])).toMatch(
      new RegExp(`^${m.username} time-out from \\S+ to ${res.json().value.endsAt}$`, 'mu'),
    );
    // A time-out ends by itself.
    await passTime(h, m.id, '7 days');
    expect((await loginAs(m.username)).statusCode).toBe(200);
    expect(await runCli(h.db, ['excluded'])).not.toMatch(m.username);
  });

  it('has no way to shorten an exclusion: no command, and the database refuses it', async () => {
    const m = await member(h, 'rp_noshorten');
    await m.call('POST', '/wps/responsible/time-out', { period: '6w' });
    for (const args of [
      ['exclusion-end', m.username],
      ['time-out', m.username, 'off'],
      ['responsible-lift', m.username],
    ])
      await expect(runCli(h.db, args)).rejects.toThrow(/^unknown command/u);
    const shorten = [
      'UPDATE responsible_exclusions SET ends_at = now() WHERE account_id = $1',
      'DELETE FROM responsible_exclusions WHERE account_id = $1',
      "UPDATE responsible_exclusions SET starts_at = starts_at - interval '1 day' WHERE account_id = $1",
    ];
    for (const sql of shorten)
      await expect(h.db.query(sql, [m.id])).rejects.toThrow(/cannot be shortened or removed/u);
    // Lengthening is no shortening.
    await h.db.query(
      "UPDATE responsible_exclusions SET ends_at = ends_at + interval '1 day' WHERE account_id = $1",
      [m.id],
    );
    expect((await loginAs(m.username)).json().code).toBe('ACCOUNT_EXCLUDED');
  });

  it('keeps a self-excluded account closed after its end until the member asks to reopen and waits 24 hours', async () => {
    const m = await member(h, 'rp_selfex');
    const res = await m.call('POST', '/wps/responsible/self-exclusion', { months: 6 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.kind).toBe('self-exclusion');
    expect((await m.call('GET', '/wps/member/info')).statusCode).toBe(401);
    expect((await loginAs(m.username)).json().value).toMatchObject({ canReopen: false });
    // Asked before its end: refused.
    expect((await reopen(m.username)).json().code).toBe('ACCOUNT_EXCLUDED');
    await passTime(h, m.id, '6 months');
    const closed = await loginAs(m.username);
    expect(closed.json()).toMatchObject({ code: 'ACCOUNT_EXCLUDED', value: { canReopen: true } });
    expect((await reopen(m.username, 'wrong password here')).json().code).toBe('BAD_CREDENTIALS');
    const asked = await reopen(m.username);
    expect(asked.statusCode, asked.body).toBe(200);
    near(asked.json().value.reopensAt, DAY);
    // Asking again answers the same instant.
    expect((await reopen(m.username)).json().value.reopensAt).toBe(asked.json().value.reopensAt);
    expect((await loginAs(m.username)).json().value).toMatchObject({
      canReopen: false,
      reopensAt: asked.json().value.reopensAt,
    });
    await passTime(h, m.id, '23 hours');
    expect((await loginAs(m.username)).json().code).toBe('ACCOUNT_EXCLUDED');
    await passTime(h, m.id, '1 hour');
    expect((await loginAs(m.username)).statusCode).toBe(200);
    // An account never excluded has nothing to reopen.
    await member(h, 'rp_open');
    expect((await reopen('rp_open')).json().code).toBe('NOT_FOUND');
  });

  it('asks for the age the operator chooses before deposits and play', async () => {
    // Opened by the operator without --adult: the gate, on by default, asks.
    const m = await member(h, 'rp_age', '1000', { adult: false });
    try {
      expect((await m.deposit('20', 'age-dep-1')).json()).toMatchObject({
        code: 'AGE_UNCONFIRMED',
        value: { confirm: true, verify: false },
      });
      const launch = await m.launch();
      expect(launch.json().code).toBe('AGE_UNCONFIRMED');
      expect((await m.call('POST', '/wps/responsible/age', { adult: true })).statusCode).toBe(200);
      expect((await m.deposit('20', 'age-dep-1')).statusCode).toBe(200);
      expect((await m.round(await m.open(), '1', 'age-round')).statusCode).toBe(200);
      await runCli(h.db, ['responsible-age', 'both']);
      expect((await m.deposit('20', 'age-dep-2')).json().value).toEqual({
        confirm: false,
        verify: true,
      });
      expect(await runCli(h.db, ['age-verify', m.username])).toBe(`${m.username}: age verified`);
      expect((await m.deposit('20', 'age-dep-2')).statusCode).toBe(200);
      expect((await m.call('GET', '/wps/responsible')).json().value).toMatchObject({
        ageGate: 'both',
        ageConfirmed: true,
        ageVerified: true,
      });
      // The seeded demo accounts have confirmed theirs.
      await runCli(h.db, ['responsible-age', 'confirm']);
      const demo = await login(h, 'demo01', 'Demo1234');
      expect((await m.call('GET', '/wps/responsible', undefined, demo)).json().value).toMatchObject(
        { ageConfirmed: true },
      );
      await expect(runCli(h.db, ['responsible-age', 'maybe'])).rejects.toThrow(/one of off/u);
      await runCli(h.db, ['responsible-age', 'off']);
      expect(
        (await (await member(h, 'rp_age_off', '1000', { adult: false })).launch()).statusCode,
      ).toBe(200);
    } finally {
      await runCli(h.db, ['responsible-age', 'confirm']);
    }
  });

  it('stops play when a reality check is due, until the member answers it', async () => {
    const m = await member(h, 'rp_reality');
    const set = await m.call('POST', '/wps/responsible/reality-check/interval', { minutes: 5 });
    expect(set.json().value.realityCheckMinutes).toBe(5);
    const game = await m.open();
    const played = (await m.round(game, '2', 'reality-1')).json().value;
    const first = (await m.call('GET', '/wps/responsible/reality-check')).json().value;
    expect(first).toMatchObject({
      intervalMinutes: 5,
      due: false,
      stakes: 2,
      wins: played.win,
      net: played.win - 2,
    });
    await passTime(h, m.id, '6 minutes');
    const due = (await m.call('GET', '/wps/responsible/reality-check')).json().value;
    expect(due).toMatchObject({ due: true, sessionMinutes: 6, stakes: 2 });
    const refused = await m.round(game, '1', 'reality-2');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'REALITY_CHECK_DUE', value: { due: true } });
    const launch = await m.launch();
    expect(launch.json().code).toBe('REALITY_CHECK_DUE');
    const answered = await m.call('POST', '/wps/responsible/reality-check', { answer: 'continue' });
    expect(answered.json().value).toMatchObject({ due: false, sessionMinutes: 6 });
    near(answered.json().value.dueAt, 5 * 60_000);
    expect((await m.round(game, '1', 'reality-2')).statusCode).toBe(200);
    expect(
      (await m.call('POST', '/wps/responsible/reality-check', { answer: 'stop' })).statusCode,
    ).toBe(400);
  });

  it('asks a reality check at once when the operator says so, until the member answers', async () => {
    const m = await member(h, 'rp_asked');
    const game = await m.open();
    expect((await m.round(game, '1', 'asked-1')).statusCode).toBe(200);
    expect(await runCli(h.db, ['reality-check', 'rp_asked'])).toMatch(/reality check asked/u);
    const refused = await m.round(game, '1', 'asked-2');
    expect(refused.json()).toMatchObject({
      code: 'REALITY_CHECK_DUE',
      value: { due: true, stakes: 1 },
    });
    expect((await m.launch()).json().code).toBe('REALITY_CHECK_DUE');
    await m.call('POST', '/wps/responsible/reality-check', { answer: 'continue' });
    expect((await m.round(game, '1', 'asked-2')).statusCode).toBe(200);
    await expect(runCli(h.db, ['reality-check', 'nobody_here'])).rejects.toThrow(/no account/u);
    await expect(runCli(h.db, ['reality-check', 'rp_asked', 'now'])).rejects.toThrow(/a username/u);
  });

  it("sets the operator's defaults and help links from the CLI, refusing bad ones", async () => {
    expect(
      await runCli(h.db, [
        'responsible-defaults',
        '--reality-minutes',
        '30',
        '--help-links',
        'Helpline=https://help.example.org/;Phone=tel:+448000000000',
      ]),
    ).toBe(
      'reality check every 30 minutes by default\nhelp links: Helpline https://help.example.org/, Phone tel:+448000000000',
    );
    const m = await member(h, 'rp_defaults', '0');
    expect((await m.call('GET', '/wps/responsible')).json().value).toMatchObject({
      realityCheckMinutes: 30,
      helpLinks: [
        { name: 'Helpline', url: 'https://help.example.org/' },
        { name: 'Phone', url: 'tel:+448000000000' },
      ],
    });
    for (const args of [
      ['--reality-minutes', '2'],
      ['--reality-minutes', 'x'],
      ['--help-links', 'Bad=javascript:alert(1)'],
      ['--help-links', 'no-address'],
      ['--color', 'red'],
    ])
      await expect(runCli(h.db, ['responsible-defaults', ...args])).rejects.toThrow();
    await expect(runCli(h.db, ['responsible-play', 'maybe'])).rejects.toThrow(/on or off/u);
    await expect(runCli(h.db, ['age-verify', 'nobody_here'])).rejects.toThrow(/no account/u);
  });
});
