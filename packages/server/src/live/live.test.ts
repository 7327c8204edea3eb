// The live channel on one server process, on PGlite and PostgreSQL: what a player receives, in
// order, once; how a stream resumes; and when it ends.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../cli';
import { BACKENDS, login, startHarness, type Harness } from '../test/harness';
import { openStream } from '../test/liveStream';

const PASSWORD = 'Member1234';

describe.each(BACKENDS)('the live channel on %s', (kind) => {
  let h: Harness;
  let base: string;

  beforeAll(async () => {
    h = await startHarness(kind);
    base = await h.app.listen({ port: 0, host: '127.0.0.1' });
  }, 60_000);
  afterAll(async () => h.close(), 30_000);

  const member = async (): Promise<{ name: string; token: string }> => {
    const name = `live_${randomBytes(3).toString('hex')}`;
    await runCli(h.db, ['create-account', 'member', name, PASSWORD]);
    return { name, token: await login(h, name, PASSWORD) };
  };
  const message = (name: string, title: string) =>
    runCli(h.db, ['message', name, '--title', title, '--content', 'Hola']);

  it('starts with the balance and unread count, then sends each change as it commits', async () => {
    const { name, token } = await member();
    await message(name, 'Antes');
    const stream = await openStream(base, token);
    expect(stream.status).toBe(200);
    expect((await stream.next()).data).toEqual({ balance: 0, unreadMessage: 1, lastEventId: 1 });

    await runCli(h.db, ['credit', name, '25.50']);
    expect((await stream.next()).data).toEqual({ balance: 25.5 });
    await message(name, 'Bienvenido');
    const sent = await stream.next();
    expect(sent).toMatchObject({ event: 'message', id: '2' });
    expect(sent.data).toMatchObject({ title: 'Bienvenido', unreadMessage: 2 });
    stream.close();
  });

  it('sends one balance event for a transaction that moves the wallet twice', async () => {
    const { name, token } = await member();
    await runCli(h.db, ['credit', name, '10']);
    const stream = await openStream(base, token);
    await stream.next('hello');
    // A stake and its win in one transaction, as a round does: the balance after both, once.
    await h.db.transaction(async (tx) => {
      await tx.query(
        `UPDATE ledger_accounts SET balance = balance - 1 WHERE account_id = (SELECT id FROM accounts WHERE username = $1)`,
        [name],
      );
      await tx.query(
        `UPDATE ledger_accounts SET balance = balance + 3 WHERE account_id = (SELECT id FROM accounts WHERE username = $1)`,
        [name],
      );
    });
    await message(name, 'Después');
    expect((await stream.next()).data).toEqual({ balance: 12 });
    expect((await stream.next()).event).toBe('message');
    stream.close();
  });

  it('resumes after Last-Event-ID with every missed event, once and in order', async () => {
    const { name, token } = await member();
    const first = await openStream(base, token);
    await first.next('hello');
    await message(name, 'uno');
    expect((await first.next('message')).id).toBe('1');
    first.close();
    await first.ended;
    // Meanwhile, while no stream is open.
    await message(name, 'dos');
    await message(name, 'tres');

    const again = await openStream(base, token, '1');
    expect((await again.next()).event).toBe('hello');
    await message(name, 'cuatro');
    const titles = [];
    for (let i = 0; i < 3; i += 1) titles.push((await again.next('message')).data['title']);
    expect(titles).toEqual(['dos', 'tres', 'cuatro']);
    expect(again.seen.filter((e) => e.event === 'message').map((e) => e.id)).toEqual([
      '2',
      '3',
      '4',
    ]);
    again.close();
  });

  it('says reset when the events after the asked id are no longer kept', async () => {
    const { name, token } = await member();
    await message(name, 'viejo');
    await message(name, 'nuevo');
    await h.db.query(
      `DELETE FROM live_events WHERE seq = 1 AND account_id = (SELECT id FROM accounts WHERE username = $1)`,
      [name],
    );
    const stream = await openStream(base, token, '0');
    expect((await stream.next()).event).toBe('hello');
    expect((await stream.next()).event).toBe('reset');
    stream.close();
    // An id ahead of the account's events is no place to resume from either.
    const ahead = await openStream(base, token, '99');
    await ahead.next('hello');
    expect((await ahead.next()).event).toBe('reset');
    ahead.close();
  });

  it('ends with the reason when the session ends: logout, a new password, a locked account', async () => {
    const { name, token } = await member();
    const other = await login(h, name, PASSWORD);
    const mine = await openStream(base, token);
    const theirs = await openStream(base, other);
    await mine.next('hello');
    await theirs.next('hello');

    // A new password from this session ends the other one, not this.
    const changed = await h.call({
      method: 'POST',
      url: '/wps/member/password',
      token,
      payload: {
        oldPassword: PASSWORD,
        newPassword: 'Tortuga88Verde',
        confirmNewPassword: 'Tortuga88Verde',
      },
    });
    expect(changed.statusCode).toBe(200);
    expect((await theirs.next('logout')).data).toEqual({ reason: 'password' });
    await theirs.ended;

    await runCli(h.db, ['account-status', name, 'disabled']);
    expect((await mine.next('logout')).data).toEqual({ reason: 'locked' });
    await mine.ended;
    expect((await h.call({ method: 'GET', url: '/wps/member/info', token })).statusCode).toBe(401);
    expect(await runCli(h.db, ['account-status', name, 'active'])).toContain('active');
    const audit = await h.db.query<{ action: string }>(
      `SELECT action FROM operator_audit WHERE subject = $1`,
      [name],
    );
    expect(audit.map((r) => r.action)).toEqual(['account-status', 'account-status']);

    const again = await login(h, name, 'Tortuga88Verde');
    const last = await openStream(base, again);
    await last.next('hello');
    await h.call({ method: 'DELETE', url: '/wps/session/logout', token: again });
    expect((await last.next('logout')).data).toEqual({ reason: 'logout' });
    await last.ended;
  }, 30_000);

  it('tells every stream when maintenance starts', async () => {
    const { token } = await member();
    const stream = await openStream(base, token);
    await stream.next('hello');
    await runCli(h.db, ['maintenance', 'on']);
    expect((await stream.next()).event).toBe('system');
    await runCli(h.db, ['maintenance', 'off']);
    expect((await stream.next()).event).toBe('system');
    stream.close();
  });

  it('refuses a stream without a session, or with a Last-Event-ID that is no number', async () => {
    const { token } = await member();
    const none = await openStream(base, 'A'.repeat(43));
    expect(none.status).toBe(401);
    const bad = await openStream(base, token, 'x; DROP TABLE live_events');
    expect(bad.status).toBe(400);
    const bad2 = await openStream(base, token, '-1');
    expect(bad2.status).toBe(400);
  });

  it('holds at most 8 streams of one account', async () => {
    const { token } = await member();
    const streams = await Promise.all(Array.from({ length: 8 }, () => openStream(base, token)));
    for (const s of streams) await s.next('hello');
    const ninth = await openStream(base, token);
    expect(ninth.status).toBe(429);
    // A closed one frees its place.
    streams[0]?.close();
    await expect
      .poll(async () => {
        const s = await openStream(base, token);
        s.close();
        return s.status;
      })
      .toBe(200);
    for (const s of streams) s.close();
  });
});
