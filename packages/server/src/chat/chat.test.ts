// The chat room on one server process, on PGlite and PostgreSQL: who reads and writes, the pace,
// the operator's moderation reaching open streams, and hostile text kept as inert text.
import { CHAT_BURST, CHAT_MASK } from '@portal/contract';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../cli';
import { BACKENDS, login, startHarness, type Harness } from '../test/harness';
import { openStream } from '../test/liveStream';

const PASSWORD = 'Member1234';

describe.each(BACKENDS)('the chat room on %s', (kind) => {
  let h: Harness;
  let base: string;

  beforeAll(async () => {
    h = await startHarness(kind);
    base = await h.app.listen({ port: 0, host: '127.0.0.1' });
  }, 60_000);
  afterAll(async () => h.close(), 30_000);

  const member = async (prefix = 'chat'): Promise<{ name: string; token: string }> => {
    const name = `${prefix}_${randomBytes(3).toString('hex')}`;
    await runCli(h.db, ['create-account', 'member', name, PASSWORD]);
    return { name, token: await login(h, name, PASSWORD) };
  };
  const post = (token: string, text: string, room = 'es') =>
    h.call({ method: 'POST', url: '/wps/chat/messages', token, payload: { room, text } });
  const room = (token?: string, name = 'es') =>
    h.call({ method: 'GET', url: `/wps/chat/room?room=${name}`, ...(token ? { token } : {}) });
  const events = (name: string) => `/wps/chat/events?room=${name}`;

  it('keeps visitors out until the operator lets them read, and never lets them write', async () => {
    expect((await room()).statusCode).toBe(401);
    expect((await openStream(base, null, undefined, events('es'))).status).toBe(401);
    await runCli(h.db, ['chat-settings', '--visitors', 'on']);
    try {
      const open = await room();
      expect(open.statusCode).toBe(200);
      expect(open.json().value).toMatchObject({ room: 'es', visitorsRead: true, me: null });
      const write = await h.call({
        method: 'POST',
        url: '/wps/chat/messages',
        payload: { room: 'es', text: 'hola' },
      });
      expect(write.statusCode).toBe(401);
    } finally {
      await runCli(h.db, ['chat-settings', '--visitors', 'off']);
    }
  });

  it('sends a message to every reader of its room at once, and only of its room', async () => {
    const writer = await member();
    const reader = await member();
    const es = await openStream(base, reader.token, undefined, events('ES'));
    const en = await openStream(base, reader.token, undefined, events('en'));
    const history = await es.next('history');
    expect(history.data['me']).toMatchObject({ canPost: true, mutedUntil: null });
    await en.next('history');

    const sent = await post(writer.token, '  ¡Hola   a todos! 🎉 ');
    expect(sent.statusCode).toBe(200);
    expect(sent.json().value).toMatchObject({ room: 'es', text: '¡Hola a todos! 🎉', own: true });
    const seen = await es.next('message');
    expect(seen.data).toMatchObject({ text: '¡Hola a todos! 🎉', own: false });
    // The writer's name is never the login name.
    expect(seen.data['author']).not.toContain(writer.name);
    expect(seen.data['author']).toMatch(/\*{4}/u);
    await post(writer.token, 'in English', 'en');
    expect((await en.next('message')).data).toMatchObject({ text: 'in English', room: 'en' });
    expect(es.seen.filter((e) => e.event === 'message')).toHaveLength(1);
    es.close();
    en.close();

    // History on join: the latest messages, oldest first, with the reader's own marked.
    const joined = (await room(writer.token)).json().value as {
      messages: { text: string; own: boolean }[];
    };
    expect(joined.messages.at(-1)).toMatchObject({ text: '¡Hola a todos! 🎉', own: true });
  });

  it(`refuses a member's message past ${CHAT_BURST} in the pace's window, saying when to write again`, async () => {
    const { token } = await member();
    for (let i = 1; i <= CHAT_BURST; i += 1)
      expect((await post(token, `m${i}`)).statusCode).toBe(200);
    const refused = await post(token, 'one more');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'CHAT_TOO_FAST' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another room is the same writer: the pace is theirs, not the room's.
    expect((await post(token, 'hello', 'en')).statusCode).toBe(429);
  });

  it('refuses empty, too long, multi-line and unknown-room messages with their reason', async () => {
    const { token } = await member();
    for (const [text, roomName] of [
      ['   ', 'es'],
      ['x'.repeat(201), 'es'],
      ['one\nline', 'es'],
      ['hola', 'zz_top'],
    ] as const) {
      const res = await post(token, text, roomName);
      expect(res.statusCode, text).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION' });
    }
  });

  it('keeps markup and scripts as the text typed: nothing is turned into HTML', async () => {
    const { token } = await member();
    const payloads = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '"><svg/onload=alert(1)>',
      'javascript:alert(1)',
    ];
    for (const text of payloads) {
      const res = await post(token, text, 'fr');
      expect(res.statusCode).toBe(200);
      expect(res.json().value.text).toBe(text);
      expect(res.headers['content-type']).toMatch(/^application\/json/u);
    }
    const texts = ((await room(token, 'fr')).json().value.messages as { text: string }[]).map(
      (m) => m.text,
    );
    expect(texts.slice(-payloads.length)).toEqual(payloads);
  });

  it('masks the operator’s words in new messages, as words and in any case', async () => {
    const { token } = await member();
    await runCli(h.db, ['chat-words', 'add', 'Tonto']);
    try {
      const res = await post(token, 'No seas TONTO, tontorrón', 'pt');
      expect(res.json().value.text).toBe(`No seas ${CHAT_MASK}, tontorrón`);
      expect(await runCli(h.db, ['chat-words'])).toContain('tonto');
    } finally {
      await runCli(h.db, ['chat-words', 'remove', 'tonto']);
    }
  });

  it('lets the operator mute a member (told at once on their stream) and delete a message from every reader', async () => {
    const noisy = await member('noisy');
    const reader = await member();
    const theirs = await openStream(base, noisy.token, undefined, events('it'));
    const others = await openStream(base, reader.token, undefined, events('it'));
    await theirs.next('history');
    await others.next('history');

    const sent = (await post(noisy.token, 'spam spam')).json().value as { id: number };
    // Written in es: the it readers see nothing of it.
    const inIt = (await post(noisy.token, 'spam', 'it')).json().value as { id: number };
    await others.next('message');
    expect(await runCli(h.db, ['chat-messages', 'it'])).toContain(`#${inIt.id}`);
    expect(await runCli(h.db, ['chat-delete', String(inIt.id), '--reason', 'spam'])).toContain(
      'deleted',
    );
    expect((await others.next('deleted')).data).toEqual({ id: inIt.id });
    expect(((await room(reader.token, 'it')).json().value.messages as unknown[]).length).toBe(0);
    await expect(runCli(h.db, ['chat-delete', String(inIt.id)])).rejects.toThrow(/no message/u);

    expect(
      await runCli(h.db, ['chat-mute', noisy.name, '--minutes', '10', '--reason', 'spam']),
    ).toContain('muted');
    const me = await theirs.next('me');
    expect(me.data).toMatchObject({ canPost: false });
    expect(me.data['mutedUntil']).toEqual(expect.any(String));
    const refused = await post(noisy.token, 'again');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'CHAT_MUTED' });
    expect(await runCli(h.db, ['chat-mutes'])).toContain(noisy.name);

    // A mute that has run out lets them write again, as lifting it does.
    await h.db.query(
      `UPDATE chat_mutes SET until = now() - interval '1 second'
       WHERE account_id = (SELECT id FROM accounts WHERE username = $1)`,
      [noisy.name],
    );
    expect((await post(noisy.token, 'ya me porto bien', 'de')).statusCode).toBe(200);
    await runCli(h.db, ['chat-mute', noisy.name, '--minutes', '5']);
    expect(await runCli(h.db, ['chat-unmute', noisy.name])).toContain('may write');
    expect((await theirs.next('me')).data).toMatchObject({ canPost: true, mutedUntil: null });
    expect(sent.id).toBeGreaterThan(0);
    theirs.close();
    others.close();
  });

  it('lets a trial account read but not write', async () => {
    const trial = await h.call({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload: { os: 'linux', platform: 'W' },
    });
    const token = (trial.json() as { value: { token: string } }).value?.token;
    if (!token) throw new Error(`no trial login: ${trial.statusCode} ${trial.body}`);
    const read = await room(token);
    expect(read.json().value.me).toMatchObject({ canPost: false });
    expect((await post(token, 'hola')).json()).toMatchObject({ code: 'TRIAL_FORBIDDEN' });
  });

  it('answers FEATURE_DISABLED when the operator closes the room, and refuses bad CLI input', async () => {
    await runCli(h.db, ['chat-settings', '--enabled', 'off']);
    try {
      const { token } = await member();
      expect((await room(token)).json()).toMatchObject({ code: 'FEATURE_DISABLED' });
      expect((await post(token, 'hola')).statusCode).toBe(403);
    } finally {
      await runCli(h.db, ['chat-settings', '--enabled', 'on']);
    }
    for (const args of [
      ['chat-settings', '--visitors', 'maybe'],
      ['chat-settings', '--links', 'not a host'],
      ['chat-mute', 'nobody_here', '--minutes', '5'],
      ['chat-mute', 'demo01', '--minutes', '0'],
      ['chat-mute', 'demo01'],
      ['chat-delete', 'abc'],
      ['chat-messages', '../etc'],
      ['chat-words', 'add'],
    ])
      await expect(runCli(h.db, args), args.join(' ')).rejects.toThrow();
    expect(
      await runCli(h.db, ['chat-settings', '--links', 'Example.com,help.example.com']),
    ).toContain('example.com, help.example.com');
    expect((await room((await member()).token)).json().value.linkHosts).toEqual([
      'example.com',
      'help.example.com',
    ]);
  });
});
