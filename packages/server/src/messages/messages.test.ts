import { MESSAGE_MAX_CONTENT, MESSAGE_MAX_TITLE, MESSAGE_READ_MAX_IDS } from '@portal/contract';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../cli';
import { DEMO_MESSAGES } from '../db/seed/member-demo';
import { BACKENDS, login, startHarness, type Harness } from '../test/harness';

interface MessagePage {
  messages: { id: number; title: string; content: string; sentAt: string; readAt: string | null }[];
  unreadMessage: number;
  pageNo: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

describe.each(BACKENDS)('member messages on %s', (kind) => {
  let h: Harness;
  let demo: string;
  let vip: string;
  let trial: string;

  beforeAll(async () => {
    h = await startHarness(kind);
    demo = await login(h, 'demo01', 'Demo1234');
    vip = await login(h, 'vip01', 'Vip12345');
    const res = await h.call({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} });
    trial = (res.json() as { value: { token: string } }).value.token;
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  const unread = async (token: string): Promise<number> => {
    const res = await h.call({ method: 'GET', url: '/wps/relay/GCS_unreadMessage', token });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { value: { unreadMessage: number } }).value.unreadMessage;
  };
  const list = async (token: string, query = ''): Promise<MessagePage> => {
    const res = await h.call({ method: 'GET', url: `/wps/relay/GCS_messages${query}`, token });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { value: MessagePage }).value;
  };
  const read = (token: string, payload: unknown) =>
    h.call({
      method: 'POST',
      url: '/wps/relay/GCS_messageRead',
      token,
      payload: payload as object,
    });

  it('seeds the demo inbox: demo01 has two unread of three, vip01 one, a new account none', async () => {
    expect(await unread(demo)).toBe(2);
    expect(await unread(vip)).toBe(1);
    expect(await unread(trial)).toBe(0);
    const page = await list(demo);
    // Newest first: the seed's list in reverse.
    expect(page.messages.map((m) => m.title)).toEqual(
      DEMO_MESSAGES.filter((m) => m.username === 'demo01')
        .map((m) => m.title)
        .reverse(),
    );
    expect(page).toMatchObject({
      unreadMessage: 2,
      pageNo: 1,
      pageSize: 10,
      total: 3,
      totalPages: 1,
    });
    expect(page.messages.filter((m) => m.readAt === null)).toHaveLength(2);
    // Reading the list marks nothing.
    expect(await unread(demo)).toBe(2);
  });

  it('pages the list and filters the unread ones', async () => {
    const first = await list(demo, '?pageSize=2');
    expect(first).toMatchObject({ total: 3, totalPages: 2, pageSize: 2 });
    expect(first.messages).toHaveLength(2);
    const second = await list(demo, '?pageSize=2&pageNo=2');
    expect(second.messages).toHaveLength(1);
    expect(second.messages[0]?.id).not.toBe(first.messages[0]?.id);
    const beyond = await list(demo, '?pageSize=2&pageNo=9');
    expect(beyond).toMatchObject({ messages: [], total: 3, totalPages: 2 });
    const unreadOnly = await list(demo, '?unreadOnly=true');
    expect(unreadOnly.total).toBe(2);
    expect(unreadOnly.messages.every((m) => m.readAt === null)).toBe(true);
  });

  it('marks messages read by id, once, and counts them down', async () => {
    const [newest] = (await list(demo, '?unreadOnly=true')).messages;
    const res = await read(demo, { ids: [newest?.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, value: { marked: 1, unreadMessage: 1 } });
    const again = await read(demo, { ids: [newest?.id] });
    expect(again.json()).toEqual({ success: true, value: { marked: 0, unreadMessage: 1 } });
    const page = await list(demo);
    expect(page.messages.find((m) => m.id === newest?.id)?.readAt).toMatch(/^\d{4}-/u);
  });

  it("refuses another member's message or an unknown id as not found, and marks none of the batch", async () => {
    const [vipMessage] = (await list(vip)).messages;
    const [mine] = (await list(demo, '?unreadOnly=true')).messages;
    for (const ids of [[vipMessage?.id], [mine?.id, vipMessage?.id], [999_999]]) {
      const res = await read(demo, { ids });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
    expect(await unread(demo)).toBe(1);
    expect(await unread(vip)).toBe(1);
  });

  it('refuses bad bodies and queries with VALIDATION, naming the field', async () => {
    const cases: unknown[] = [
      {},
      { ids: [1], all: true },
      { ids: [] },
      { ids: [0] },
      { ids: ['x'] },
      { ids: [1, 1] },
      { ids: Array.from({ length: MESSAGE_READ_MAX_IDS + 1 }, (_, i) => i + 1) },
      { all: false },
    ];
    for (const payload of cases) {
      const res = await read(demo, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION' });
    }
    for (const query of ['?pageSize=0', '?pageSize=51', '?pageNo=0', '?unreadOnly=maybe']) {
      const res = await h.call({
        method: 'GET',
        url: `/wps/relay/GCS_messages${query}`,
        token: demo,
      });
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION' });
    }
    expect(await unread(demo)).toBe(1);
  });

  it('marks all read', async () => {
    const res = await read(vip, { all: true });
    expect(res.json()).toEqual({ success: true, value: { marked: 1, unreadMessage: 0 } });
    expect(await unread(vip)).toBe(0);
  });

  it('delivers what the operator sends with the CLI, at once', async () => {
    const before = await unread(demo);
    expect(
      await runCli(h.db, [
        'message',
        'DEMO01',
        '--title',
        'Su retiro fue aprobado',
        '--content',
        'El retiro de $200 está en camino.\nLlegará en 24 horas.',
      ]),
    ).toMatch(new RegExp(`^sent message #\\d+ to demo01 \\(unread: ${before + 1}\\)$`, 'u'));
    expect(await unread(demo)).toBe(before + 1);
    const [newest] = (await list(demo)).messages;
    expect(newest).toMatchObject({
      title: 'Su retiro fue aprobado',
      content: 'El retiro de $200 está en camino.\nLlegará en 24 horas.',
      readAt: null,
    });
    // A long text from a file.
    const dir = mkdtempSync(join(tmpdir(), 'portal-message-'));
    writeFileSync(join(dir, 'body.txt'), '  Texto largo desde un archivo.  \n');
    await runCli(h.db, [
      'message',
      'demo01',
      '--title',
      'Archivo',
      '--content',
      `@${join(dir, 'body.txt')}`,
    ]);
    expect((await list(demo)).messages[0]?.content).toBe('Texto largo desde un archivo.');
    expect(await runCli(h.db, ['messages', 'demo01', '--unread'])).toMatch(
      /^#\d+ \S+ unread "Archivo"\n#\d+ \S+ unread "Su retiro fue aprobado"/u,
    );
    expect(await runCli(h.db, ['messages', 'vip01', '--unread'])).toBe(
      '(no unread messages for vip01)',
    );
  });

  it('refuses bad input with a clear message and sends nothing', async () => {
    const [{ n: before } = { n: 0 }] = await h.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM member_messages',
    );
    const [trialAccount] = await h.db.query<{ username: string }>(
      'SELECT username FROM accounts WHERE type = 4 LIMIT 1',
    );
    const cases: [string[], string | RegExp][] = [
      [['message'], 'message takes a username first'],
      [['message', '--title', 'x'], 'message takes a username first'],
      [
        ['message', 'nobody_here', '--title', 'a', '--content', 'b'],
        'no account named nobody_here',
      ],
      [
        ['message', trialAccount?.username ?? '', '--title', 'a', '--content', 'b'],
        'is a trial account: messages go to real accounts only',
      ],
      [['message', 'demo01', '--content', 'b'], '--title is required'],
      [['message', 'demo01', '--title', 'a'], '--content is required'],
      [['message', 'demo01', '--title', '  ', '--content', 'b'], '--title is empty'],
      [
        ['message', 'demo01', '--title', 'a', '--content', '<b>hola</b>'],
        '--content is plain text: no < or >',
      ],
      [['message', 'demo01', '--title', 'a\nb', '--content', 'b'], '--title is one line'],
      [
        ['message', 'demo01', '--title', 'x'.repeat(MESSAGE_MAX_TITLE + 1), '--content', 'b'],
        `--title is longer than ${MESSAGE_MAX_TITLE} characters`,
      ],
      [
        ['message', 'demo01', '--title', 'a', '--content', 'x'.repeat(MESSAGE_MAX_CONTENT + 1)],
        `--content is longer than ${MESSAGE_MAX_CONTENT} characters`,
      ],
      [
        ['message', 'demo01', '--title', 'a', '--content', '@/nonexistent/file.txt'],
        'cannot read /nonexistent/file.txt',
      ],
      [
        ['message', 'demo01', '--title', 'a', '--body', 'b'],
        'unknown option --body; options: --title --content',
      ],
      [
        ['message', 'demo01', '--title', 'a', '--title', 'b', '--content', 'c'],
        '--title is given twice',
      ],
      [['message', 'demo01', '--title'], '--title needs a value'],
      [['message', 'demo01', 'hello'], 'expected an option (--name value), got "hello"'],
      [['messages'], 'messages takes a username first'],
      [['messages', 'demo01', '--all'], 'messages takes a username and optionally --unread'],
    ];
    for (const [args, message] of cases)
      await expect(runCli(h.db, args), args.join(' ')).rejects.toThrow(message);
    const [{ n: after } = { n: 0 }] = await h.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM member_messages',
    );
    expect(after).toBe(before);
  });

  it('answers the calls only with a session', async () => {
    for (const [method, url] of [
      ['GET', '/wps/relay/GCS_unreadMessage'],
      ['GET', '/wps/relay/GCS_messages'],
      ['POST', '/wps/relay/GCS_messageRead'],
    ] as const) {
      const res = await h.call({
        method,
        url,
        ...(method === 'POST' ? { payload: { all: true } } : {}),
      });
      expect(res.statusCode, url).toBe(401);
    }
  });
});
