import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './cli';
import { migrate } from './db/migrations';
import { seed } from './db/seed/seed';
import type { Db } from './db/types';
import { freshPglite } from './test/harness';
import { getSetting } from './settings/settings';
import { verifyPassword } from './security/passwords';

describe('operator CLI', () => {
  let db: Db;
  beforeAll(async () => {
    db = await freshPglite();
    await migrate(db);
    await seed(db, { demo: true });
  }, 120_000);
  afterAll(async () => {
    await db?.close();
  });

  it('switches white-label flags, refusing what is no flag', async () => {
    const before = await getSetting(db, 'whitelabel');
    expect(await runCli(db, ['flags', 'on', 'CAPTCHA3', 'CAPTCHA3'])).toBe(
      'flags on: CAPTCHA3 CAPTCHA3',
    );
    expect((await getSetting(db, 'whitelabel')).filter((f) => f === 'CAPTCHA3')).toHaveLength(1);
    expect(await runCli(db, ['flags'])).toContain('CAPTCHA3');
    await runCli(db, ['flags', 'off', 'CAPTCHA3']);
    expect(await getSetting(db, 'whitelabel')).toEqual(before.filter((f) => f !== 'CAPTCHA3'));
    await expect(runCli(db, ['flags', 'maybe', 'X'])).rejects.toThrow('flags takes on or off');
    await expect(runCli(db, ['flags', 'on'])).rejects.toThrow('one or more flag names');
    await expect(runCli(db, ['flags', 'on', 'captcha3;DROP'])).rejects.toThrow(
      'not a white-label flag',
    );
    await expect(runCli(db, ['flags', 'on', 'CAPTCHA'])).rejects.toThrow(
      'not a white-label flag: CAPTCHA (the flags: COMM3 REG3',
    );
  });

  it('switches maintenance', async () => {
    expect(await runCli(db, ['maintenance', 'on'])).toBe('maintenance on');
    expect(await getSetting(db, 'maintenance')).toBe(true);
    await runCli(db, ['maintenance', 'off']);
    expect(await getSetting(db, 'maintenance')).toBe(false);
    await expect(runCli(db, ['maintenance', 'maybe'])).rejects.toThrow('on or off');
  });

  it('sets region lists, refusing what is not a block', async () => {
    await runCli(db, ['region', 'deny', '10.0.0.0/8', '2001:db8::/32']);
    expect(await getSetting(db, 'region')).toEqual({
      allow: [],
      deny: ['10.0.0.0/8', '2001:db8::/32'],
    });
    expect(await runCli(db, ['region'])).toContain('deny: 10.0.0.0/8');
    await expect(runCli(db, ['region', 'allow', 'spain'])).rejects.toThrow(
      'not an address or CIDR block: spain',
    );
  });

  it('creates accounts with their type, upline and code', async () => {
    expect(
      await runCli(db, [
        'create-account',
        'agent',
        'boss41',
        'secret1',
        '--type',
        '41',
        '--upline',
        'agent01',
      ]),
    ).toContain('type 41');
    const [row] = await db.query<{
      type: number;
      affiliate_code: string;
      upline: string;
      password_hash: string;
    }>(
      "SELECT a.type, a.affiliate_code, u.username AS upline, a.password_hash FROM accounts a JOIN accounts u ON u.id = a.upline_id WHERE a.username = 'boss41'",
    );
    expect(row).toMatchObject({ type: 41, affiliate_code: 'BOSS41', upline: 'agent01' });
    expect(await verifyPassword(row?.password_hash, 'secret1')).toBe(true);
    await runCli(db, ['create-account', 'trial', 'guest9', 'secret1']);
    expect(
      (await db.query<{ type: number }>("SELECT type FROM accounts WHERE username = 'guest9'"))[0]
        ?.type,
    ).toBe(4);
    // --adult records the member's word of being 18 or over; without it, nothing is recorded.
    expect(await runCli(db, ['create-account', 'member', 'paper18', 'secret1', '--adult'])).toBe(
      'created member paper18 (type 0, 18 or over confirmed)',
    );
    await runCli(db, ['create-account', 'member', 'asklater', 'secret1']);
    expect(
      await db.query<{ username: string }>(
        `SELECT a.username FROM responsible_members r JOIN accounts a ON a.id = r.account_id
         WHERE a.username IN ('paper18', 'asklater') AND r.age_confirmed_at IS NOT NULL`,
      ),
    ).toEqual([{ username: 'paper18' }]);
    await expect(runCli(db, ['create-account', 'member', 'demo01', 'secret1'])).rejects.toThrow(
      'is taken',
    );
    await expect(
      runCli(db, ['create-account', 'agent', 'x12', 'secret1', '--type', '3']),
    ).rejects.toThrow('1, 2, 41 or 42');
    await expect(
      runCli(db, ['create-account', 'member', 'y12', 'secret1', '--upline', 'demo01']),
    ).rejects.toThrow('no agent named demo01');
  });

  it('resets a password to a random one-time password, shown once and forcing a change', async () => {
    const otpOf = async (username: string) => {
      const out = await runCli(db, ['reset-password', username]);
      expect(out).toContain('must be changed at the next login');
      const otp = /one-time password (\S+)/u.exec(out)?.[1] ?? '';
      expect(otp).toMatch(/^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)[A-Za-z0-9]{14}$/u);
      return otp;
    };
    const otp = await otpOf('vip01');
    const [row] = await db.query<{ password_hash: string; must_change_password: boolean }>(
      "SELECT password_hash, must_change_password FROM accounts WHERE username = 'vip01'",
    );
    expect(row?.must_change_password).toBe(true);
    expect(await verifyPassword(row?.password_hash, otp)).toBe(true);
    // Not the shared default, and never the same twice or for two accounts.
    const site = await getSetting(db, 'site');
    expect(await verifyPassword(row?.password_hash, site.defaultPassword)).toBe(false);
    const others = [await otpOf('vip01'), await otpOf('down01')];
    expect(new Set([otp, ...others]).size).toBe(3);
    await expect(runCli(db, ['reset-password', 'nobody'])).rejects.toThrow(
      'no account named nobody',
    );
  });

  it("reset-password ends the account's sessions", async () => {
    await db.query(
      `INSERT INTO sessions (token_hash, account_id, expires_at)
       SELECT 'cli-test-session', id, now() + interval '1 hour' FROM accounts WHERE username = 'demo01'`,
    );
    await runCli(db, ['reset-password', 'demo01', 'Fresh1234']);
    expect(await db.query("SELECT 1 FROM sessions WHERE token_hash = 'cli-test-session'")).toEqual(
      [],
    );
  });

  it('reads the outbox', async () => {
    expect(await runCli(db, ['outbox'])).toBe('(the outbox is empty)');
    await db.query(
      "INSERT INTO outbox (channel, recipient, body) VALUES ('sms', '0900', 'Your verification code is 123456.')",
    );
    expect(await runCli(db, ['outbox', '5'])).toContain(
      'sms to 0900\n  Your verification code is 123456.',
    );
  });

  it('explains its usage', async () => {
    await expect(runCli(db, [])).rejects.toThrow('Usage:');
    await expect(runCli(db, ['explode'])).rejects.toThrow('unknown command: explode');
  });
});
