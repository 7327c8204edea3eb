import { AVATAR_MAX_BYTES } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../cli';
import { migrate } from '../db/migrations';
import {
  BACKENDS,
  freshPglite,
  login,
  migrateBefore,
  MERCHANT,
  multipartBody,
  startHarness,
  type FormFile,
  type Harness,
} from '../test/harness';

// The security centre's avatar and sessions, and the operator's commands over them.

/** A real PNG (1x1, gray) and the start of a real JPEG (SOI, APP0 JFIF). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNoAAAAggCBd81ytgAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0'),
  Buffer.alloc(200, 7),
  Buffer.from([0xff, 0xd9]),
]);
const file = (filename: string, data: Buffer, type = 'image/png'): FormFile => ({
  field: 'avatar',
  filename,
  type,
  data,
});

describe.each(BACKENDS)('profile on %s', (kind) => {
  let h: Harness;
  let serial = 0;
  beforeAll(async () => {
    h = await startHarness(kind);
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  async function member(): Promise<{ name: string; token: string }> {
    serial += 1;
    const name = `prof${kind.slice(0, 2)}${serial}`;
    await runCli(h.db, ['create-account', 'member', name, 'Prof12345']);
    return { name, token: await login(h, name, 'Prof12345') };
  }
  const upload = (token: string, files: FormFile[]) => {
    const { payload, headers } = multipartBody({}, files);
    return h.call({ method: 'PUT', url: '/wps/member/profile/avatar', token, payload, headers });
  };
  const icon = async (token: string) =>
    (await h.call({ method: 'GET', url: '/wps/member/info/icon', token })).json().value.icon as
      string | null;
  /** An image as the browser fetches it: no Merchant header, no token. */
  const image = (path: string) => h.app.inject({ method: 'GET', url: path });

  it('tells the account, its bindings, the withdraw password and the built-in avatars', async () => {
    const token = await login(h, 'demo01', 'Demo1234');
    const res = await h.call({ method: 'GET', url: '/wps/member/profile', token });
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({
      account: 'demo01',
      mobileNum: '0912345678',
      email: 'demo01@example.com',
      hasWithdrawPassword: expect.any(Boolean),
    });
    expect(value.avatars).toHaveLength(8);
    expect(value.avatars[0]).toEqual({ name: 'lion', icon: '/content/avatars/builtin/lion.svg' });
    const fresh = await member();
    expect(
      (await h.call({ method: 'GET', url: '/wps/member/profile', token: fresh.token })).json()
        .value,
    ).toMatchObject({ icon: null, mobileNum: null, email: null, hasWithdrawPassword: false });
  });

  describe('the avatar', () => {
    it('takes a png, serves its very bytes on this origin, and the header’s icon names it', async () => {
      const { token } = await member();
      const res = await upload(token, [file('me.png', PNG)]);
      expect(res.statusCode, res.body).toBe(200);
      const path = res.json().value.icon as string;
      expect(path).toMatch(/^\/content\/avatars\/[A-Za-z0-9_-]{43}\.png$/u);
      expect(await icon(token)).toBe(path);
      const served = await image(path);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.rawPayload.equals(PNG)).toBe(true);
      // A jpg named .png is a jpg, and replaces the earlier upload, which is gone.
      const next = await upload(token, [file('photo.png', JPEG, 'image/png')]);
      const jpgPath = next.json().value.icon as string;
      expect(jpgPath).toMatch(/\.jpg$/u);
      expect((await image(jpgPath)).headers['content-type']).toBe('image/jpeg');
      expect((await image(path)).statusCode).toBe(404);
    });

    it('refuses a file that is no image whatever its name, an oversized one, two, or none', async () => {
      const { token } = await member();
      const text = await upload(token, [file('avatar.png', Buffer.from('not an image at all'))]);
      expect(text.statusCode).toBe(415);
      expect(text.json()).toMatchObject({
        code: 'IMAGE_TYPE_INVALID',
        value: { fields: { avatar: expect.stringContaining('avatar.png') } },
      });
      const gif = await upload(token, [
        file('a.png', Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(64)])),
      ]);
      expect(gif.json()).toMatchObject({ code: 'IMAGE_TYPE_INVALID' });
      const big = Buffer.concat([PNG, Buffer.alloc(AVATAR_MAX_BYTES, 1)]);
      const large = await upload(token, [file('big.png', big)]);
      expect(large.statusCode).toBe(413);
      expect(large.json()).toMatchObject({
        code: 'IMAGE_TOO_LARGE',
        value: { fields: { avatar: expect.stringContaining('2 MB') } },
      });
      const two = await upload(token, [file('a.png', PNG), file('b.png', PNG)]);
      expect(two.json()).toMatchObject({ code: 'TOO_MANY_IMAGES' });
      const none = await upload(token, []);
      expect(none.statusCode).toBe(400);
      expect(none.json()).toMatchObject({
        code: 'VALIDATION',
        value: { fields: { avatar: expect.any(String) } },
      });
      expect(await icon(token)).toBeNull();
      const [{ n } = { n: -1 }] = await h.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM avatar_images a JOIN accounts c ON c.id = a.account_id WHERE c.username = $1',
        [`prof${kind.slice(0, 2)}${serial}`],
      );
      expect(n).toBe(0);
    });

    it('picks a built-in avatar, drawn by the server; an unknown one is refused', async () => {
      const { token } = await member();
      await upload(token, [file('me.png', PNG)]);
      const uploaded = (await icon(token)) ?? '';
      const res = await h.call({
        method: 'POST',
        url: '/wps/member/profile/avatar',
        token,
        payload: { avatar: 'panda' },
      });
      expect(res.json()).toEqual({
        success: true,
        value: { icon: '/content/avatars/builtin/panda.svg' },
      });
      expect(await icon(token)).toBe('/content/avatars/builtin/panda.svg');
      const svg = await image('/content/avatars/builtin/panda.svg');
      expect(svg.headers['content-type']).toContain('image/svg+xml');
      expect(svg.body).toContain('<title>panda</title>');
      expect((await image(uploaded)).statusCode).toBe(404);
      expect((await image('/content/avatars/builtin/unicorn.svg')).statusCode).toBe(404);
      expect((await image('/content/avatars/nothing.png')).statusCode).toBe(404);
      const bad = await h.call({
        method: 'POST',
        url: '/wps/member/profile/avatar',
        token,
        payload: { avatar: 'unicorn' },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'VALIDATION' });
    });

    it('of every demo account is an image the server serves', async () => {
      const icons = await h.db.query<{ username: string; icon: string }>(
        'SELECT username, icon FROM accounts WHERE icon IS NOT NULL',
      );
      expect(icons.map((r) => r.username)).toEqual(expect.arrayContaining(['demo01', 'vip01']));
      for (const { icon: path } of icons) expect((await image(path)).statusCode, path).toBe(200);
    });

    it('is taken down by the operator (avatar-reset)', async () => {
      const { name, token } = await member();
      const path = (await upload(token, [file('me.png', PNG)])).json().value.icon as string;
      expect(await runCli(h.db, ['avatar-reset', name])).toBe(`${name}: avatar ${path} taken down`);
      expect(await icon(token)).toBeNull();
      expect((await image(path)).statusCode).toBe(404);
      expect(await runCli(h.db, ['avatar-reset', name])).toBe(`${name}: had no avatar`);
      await expect(runCli(h.db, ['avatar-reset', 'nobody_here'])).rejects.toThrow(
        'no account named nobody_here',
      );
      await expect(runCli(h.db, ['avatar-reset'])).rejects.toThrow('takes a username');
    });
  });

  describe('the sessions', () => {
    const sessions = async (token: string) =>
      (await h.call({ method: 'GET', url: '/wps/member/profile/sessions', token })).json().value
        .list as { id: number; userAgent: string | null; current: boolean; ip: string }[];
    const logIn = async (name: string, agent: string) => {
      const res = await h.app.inject({
        method: 'POST',
        url: '/wps/session/login',
        headers: { merchant: MERCHANT, 'user-agent': agent },
        payload: { username: name, password: 'Prof12345', type: 'username' },
      });
      return res.json().value.token as string;
    };
    const alive = async (token: string) =>
      (await h.call({ method: 'GET', url: '/wps/member/info', token })).statusCode === 200;

    it('lists the account’s sessions with device and address, this one first and marked', async () => {
      const { name } = await member();
      const phone = await logIn(name, 'Mozilla/5.0 (iPhone) Mobile Safari');
      const desk = await logIn(name, 'Mozilla/5.0 (X11; Linux) Chrome/120');
      const list = await sessions(desk);
      expect(list).toHaveLength(3);
      expect(list[0]).toMatchObject({
        current: true,
        userAgent: 'Mozilla/5.0 (X11; Linux) Chrome/120',
      });
      expect(list.filter((s) => s.current)).toHaveLength(1);
      expect(list.map((s) => s.userAgent)).toContain('Mozilla/5.0 (iPhone) Mobile Safari');
      expect(list[0]).toHaveProperty('startedAt');
      expect(JSON.stringify(list)).not.toMatch(/token|hash/iu);
      expect(await alive(phone)).toBe(true);
    });

    it('ends one other session, then all the others; this one stays', async () => {
      const { name } = await member();
      const a = await logIn(name, 'A');
      const b = await logIn(name, 'B');
      const c = await logIn(name, 'C');
      const idOfB = (await sessions(c)).find((s) => s.userAgent === 'B')?.id;
      const one = await h.call({
        method: 'POST',
        url: '/wps/member/profile/sessions/logout',
        token: c,
        payload: { id: idOfB },
      });
      expect(one.json()).toEqual({ success: true, value: { ended: 1 } });
      expect(await alive(b)).toBe(false);
      expect(await alive(a)).toBe(true);
      // A session of another account, or the one that asks, is not one to end here.
      const other = await member();
      const foreignId = (await sessions(other.token))[0]?.id;
      for (const id of [foreignId, (await sessions(c))[0]?.id]) {
        const res = await h.call({
          method: 'POST',
          url: '/wps/member/profile/sessions/logout',
          token: c,
          payload: { id },
        });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
      }
      expect(await alive(other.token)).toBe(true);
      const all = await h.call({
        method: 'POST',
        url: '/wps/member/profile/sessions/logout',
        token: c,
        payload: {},
      });
      expect(all.json()).toEqual({ success: true, value: { ended: 2 } });
      expect(await alive(a)).toBe(false);
      expect(await alive(c)).toBe(true);
      expect((await sessions(c)).map((s) => s.current)).toEqual([true]);
    });

    it('are listed and ended by the operator (sessions, logout-all)', async () => {
      const { name, token } = await member();
      await logIn(name, 'Support/1.0');
      const out = await runCli(h.db, ['sessions', name]);
      expect(out).toMatch(new RegExp(`^${name}: 2 live session\\(s\\)\\n#\\d+ started `, 'u'));
      expect(out).toContain('Support/1.0');
      expect(await runCli(h.db, ['logout-all', name])).toBe(`${name}: 2 session(s) ended`);
      expect(await alive(token)).toBe(false);
      expect(await runCli(h.db, ['sessions', name])).toBe(`${name}: no live sessions`);
      await expect(runCli(h.db, ['logout-all'])).rejects.toThrow('takes a username');
    });
  });

  it('refuses trial accounts and asks for a session', async () => {
    const trial = (
      await h.call({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} })
    ).json().value.token as string;
    const tries = [
      { method: 'GET', url: '/wps/member/profile' },
      { method: 'GET', url: '/wps/member/profile/sessions' },
      { method: 'POST', url: '/wps/member/profile/avatar', payload: { avatar: 'fox' } },
      { method: 'POST', url: '/wps/member/profile/sessions/logout', payload: {} },
    ] as const;
    for (const t of tries) {
      const res = await h.call({ ...t, token: trial });
      expect(res.statusCode, t.url).toBe(403);
      expect(res.json()).toMatchObject({ code: 'TRIAL_FORBIDDEN' });
      expect((await h.call(t)).statusCode, t.url).toBe(401);
    }
    const up = await upload(trial, [file('me.png', PNG)]);
    expect(up.json()).toMatchObject({ code: 'TRIAL_FORBIDDEN' });
    expect(await runCli(h.db, ['ledger-check'])).toMatch(/^ledger OK/u);
  });
});

it('migration 0037 gives the demo avatars that nothing served a built-in drawing', async () => {
  const db = await freshPglite();
  try {
    const later = await migrateBefore(db, '0037_demo_avatars_served');
    await db.query(
      `INSERT INTO accounts (username, username_key, password_hash, nickname, icon)
       VALUES ('old01', 'old01', 'x', 'old01', 'avatar/07.png'),
              ('old02', 'old02', 'x', 'old02', '/content/avatars/builtin/owl.svg')`,
    );
    expect(await migrate(db)).toEqual(later);
    expect(await db.query<{ icon: string }>('SELECT icon FROM accounts ORDER BY username')).toEqual(
      [{ icon: '/content/avatars/builtin/fox.svg' }, { icon: '/content/avatars/builtin/owl.svg' }],
    );
  } finally {
    await db.close();
  }
}, 120_000);
