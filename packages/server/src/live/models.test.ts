// Live models: the list (no token) with each model's status and its viewers, counted from the
// chat pages really open; the launch (token: a trial account, an offline or busy model and an
// unknown one refused) answering a single-use address; the demo provider's chat page, its calls
// and the scripted model replying in the member's language.
import { LIVE_VIEWER_SECONDS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../cli';
import { BACKENDS, login, startHarness, type Harness } from '../test/harness';
import { LIVE_MESSAGES_PER_MINUTE } from './service';

interface Model {
  modelId: number;
  name: string;
  avatar: string;
  language: string;
  status: string;
  viewers: number;
}

describe.each(BACKENDS)('live models on %s', (kind) => {
  let h: Harness;
  let demo = '';
  let vip = '';
  let trial = '';
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    h = await startHarness(kind);
    demo = await login(h, 'demo01', 'Demo1234');
    vip = await login(h, 'vip01', 'Vip12345');
    const free = await h.call({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} });
    trial = (free.json() as { value: { token: string } }).value.token;
    for (const m of await models()) ids[m.name] = m.modelId;
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  async function models(query = ''): Promise<Model[]> {
    const res = await h.call({ method: 'GET', url: `/wps/relay/GCS_liveModels${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { value: { models: Model[] } }).value.models;
  }
  const viewersOf = async (name: string) => (await models()).find((m) => m.name === name)?.viewers;

  const launch = (modelId: number, token: string | null, language = 'es') =>
    h.call({
      method: 'GET',
      url: `/wps/relay/GCS_liveChatLaunch?modelId=${modelId}&language=${language}`,
      ...(token ? { token } : {}),
    });

  /** Launches and opens the chat page: its session token, read from the page as its script does. */
  async function openChat(name: string, token: string, language = 'es') {
    const res = await launch(ids[name] ?? 0, token, language);
    expect(res.statusCode, res.body).toBe(200);
    const { chatUrl } = (res.json() as { value: { chatUrl: string } }).value;
    const page = await h.app.inject({ method: 'GET', url: chatUrl });
    expect(page.statusCode).toBe(200);
    const session = /name="chat-session" content="([^"]+)"/u.exec(page.body)?.[1] ?? '';
    expect(session).not.toBe('');
    return { chatUrl, page, session };
  }
  const pageCall = (session: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    h.app.inject({
      method,
      url,
      headers: { 'x-chat-session': session },
      ...(payload ? { payload } : {}),
    });

  describe('the list', () => {
    it('answers visitors the seeded models, online first, each with an avatar it serves', async () => {
      const list = await models();
      expect(list.map((m) => [m.name, m.status])).toEqual([
        ['Camila', 'online'],
        ['Emma', 'online'],
        ['Valentina', 'online'],
        ['Sofía', 'busy'],
        ['Olivia', 'offline'],
      ]);
      for (const m of list) {
        expect(m.viewers).toBe(0);
        expect(m.avatar).toBe(`/content/live-models/${m.modelId}.svg`);
        const art = await h.app.inject({ method: 'GET', url: m.avatar });
        expect(art.statusCode).toBe(200);
        expect(art.headers['content-type']).toContain('image/svg+xml');
        expect(art.body).toContain(`<title>${m.name}</title>`);
      }
      expect(
        (await h.app.inject({ method: 'GET', url: '/content/live-models/999.svg' })).statusCode,
      ).toBe(404);
      expect(
        (await h.app.inject({ method: 'GET', url: '/content/live-models/x.svg' })).statusCode,
      ).toBe(404);
      expect((await models('?status=busy')).map((m) => m.name)).toEqual(['Sofía']);
      const bad = await h.call({ method: 'GET', url: '/wps/relay/GCS_liveModels?status=away' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().code).toBe('VALIDATION');
    });
  });

  describe('the launch', () => {
    it('needs a session, and refuses trial accounts, models not online and unknown ones', async () => {
      expect((await launch(ids['Emma'] ?? 0, null)).statusCode).toBe(401);
      const refused = async (modelId: number, token: string) => {
        const res = await launch(modelId, token);
        return [res.statusCode, res.json().code];
      };
      expect(await refused(ids['Emma'] ?? 0, trial)).toEqual([403, 'TRIAL_FORBIDDEN']);
      expect(await refused(ids['Olivia'] ?? 0, demo)).toEqual([409, 'MODEL_OFFLINE']);
      expect(await refused(ids['Sofía'] ?? 0, demo)).toEqual([409, 'MODEL_BUSY']);
      expect(await refused(99_999, demo)).toEqual([404, 'NOT_FOUND']);
      expect((await launch(0, demo)).statusCode).toBe(400);
      const text = await h.call({
        method: 'GET',
        url: '/wps/relay/GCS_liveChatLaunch?modelId=abc',
        token: demo,
      });
      expect(text.statusCode).toBe(400);
    });

    it('answers an address with a ticket that opens the chat once, never the session token', async () => {
      const res = await launch(ids['Emma'] ?? 0, demo, 'en');
      expect(res.statusCode, res.body).toBe(200);
      const { chatUrl, expiresAt } = res.json().value as { chatUrl: string; expiresAt: string };
      expect(chatUrl).toMatch(/^\/demo\/live\/[A-Za-z0-9_-]{40,}$/u);
      expect(chatUrl).not.toContain(demo);
      expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(61_000);
      const page = await h.app.inject({ method: 'GET', url: chatUrl });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-security-policy']).toContain("script-src 'self';");
      expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.body).toContain('<html lang="en">');
      expect(page.body).toContain('<h1 id="model-name">Emma</h1>');
      expect(page.body).not.toMatch(/<script>(?!<)/u);
      // Spent: a second opening says the chat ended, in the ticket's language.
      const again = await h.app.inject({ method: 'GET', url: chatUrl });
      expect(again.statusCode).toBe(410);
      expect(again.body).toContain('Chat ended');
      expect((await h.app.inject({ method: 'GET', url: '/demo/live/nope' })).statusCode).toBe(410);
    });
  });

  describe('the chat', () => {
    it('greets the member, answers in the chat language, and keeps messages as plain text', async () => {
      const { session } = await openChat('Valentina', demo, 'es');
      const state = await pageCall(session, 'GET', '/demo/api/live/chat');
      expect(state.statusCode, state.body).toBe(200);
      const value = state.json().value;
      expect(value.language).toBe('es');
      expect(value.model).toMatchObject({ name: 'Valentina', status: 'online' });
      expect(value.messages).toEqual([
        expect.objectContaining({ from: 'model', text: expect.stringContaining('Soy Valentina') }),
      ]);
      const greetingId = value.messages[0].messageId as number;

      const sent = await pageCall(session, 'POST', '/demo/api/live/message', {
        text: '  Hola <b>Valentina</b>  ',
      });
      expect(sent.statusCode, sent.body).toBe(200);
      const [mine, reply] = sent.json().value.messages;
      expect(mine).toMatchObject({ from: 'member', text: 'Hola <b>Valentina</b>' });
      expect(reply.from).toBe('model');
      expect(reply.text).toBe('¡Hola, Demo Player! Qué alegría verte por aquí. ¿Cómo estás?');
      expect(reply.messageId).toBeGreaterThan(mine.messageId);

      const later = await pageCall(session, 'GET', `/demo/api/live/chat?after=${greetingId}`);
      expect(later.json().value.messages.map((m: { from: string }) => m.from)).toEqual([
        'member',
        'model',
      ]);

      const { session: english } = await openChat('Emma', vip, 'en');
      const answer = await pageCall(english, 'POST', '/demo/api/live/message', {
        text: "What's your name?",
      });
      expect(answer.json().value.messages[1].text).toBe(
        'My name is Emma. And where are you writing from?',
      );
    });

    it('refuses an empty message, a missing or wrong session, and too many messages a minute', async () => {
      const { session } = await openChat('Camila', demo);
      const empty = await pageCall(session, 'POST', '/demo/api/live/message', { text: '   ' });
      expect([empty.statusCode, empty.json().code]).toEqual([400, 'VALIDATION']);
      const long = await pageCall(session, 'POST', '/demo/api/live/message', {
        text: 'x'.repeat(501),
      });
      expect(long.statusCode).toBe(400);
      const control = await pageCall(session, 'POST', '/demo/api/live/message', {
        text: 'a\u0000',
      });
      expect(control.statusCode).toBe(400);
      const none = await h.app.inject({ method: 'GET', url: '/demo/api/live/chat' });
      expect([none.statusCode, none.json().code]).toEqual([401, 'TICKET_INVALID']);
      const wrong = await pageCall('x'.repeat(43), 'GET', '/demo/api/live/chat');
      expect([wrong.statusCode, wrong.json().code]).toEqual([401, 'TICKET_INVALID']);
      for (let i = 0; i < LIVE_MESSAGES_PER_MINUTE; i += 1) {
        const ok = await pageCall(session, 'POST', '/demo/api/live/message', { text: `m${i}` });
        expect(ok.statusCode, ok.body).toBe(200);
      }
      const flood = await pageCall(session, 'POST', '/demo/api/live/message', { text: 'more' });
      expect([flood.statusCode, flood.json().code]).toEqual([429, 'RATE_LIMITED']);
    });

    it('refuses messages while the model is busy or offline, and takes them again once online', async () => {
      const { session } = await openChat('Camila', vip);
      const say = () => pageCall(session, 'POST', '/demo/api/live/message', { text: 'hola' });
      await runCli(h.db, ['live-model-edit', String(ids['Camila']), '--status', 'busy']);
      expect((await say()).json().code).toBe('MODEL_BUSY');
      await runCli(h.db, ['live-model-edit', String(ids['Camila']), '--status', 'offline']);
      expect((await say()).json().code).toBe('MODEL_OFFLINE');
      const state = await pageCall(session, 'GET', '/demo/api/live/chat');
      expect(state.json().value.model.status).toBe('offline');
      await runCli(h.db, ['live-model-edit', String(ids['Camila']), '--status', 'online']);
      expect((await say()).statusCode).toBe(200);
    });
  });

  describe('viewers', () => {
    it('counts each member whose chat page is open once, and no longer once it left or went quiet', async () => {
      // The chats of the tests above end: this one counts from nobody.
      await h.db.query('UPDATE live_chats SET left_at = now() WHERE left_at IS NULL');
      await runCli(h.db, ['live-model-add', '--name', 'Counted', '--status', 'online']);
      ids['Counted'] = (await models()).find((m) => m.name === 'Counted')?.modelId ?? 0;
      expect(await viewersOf('Counted')).toBe(0);
      // A ticket not opened yet is nobody in the chat.
      await launch(ids['Counted'] ?? 0, demo);
      expect(await viewersOf('Counted')).toBe(0);
      const first = await openChat('Counted', demo);
      expect(await viewersOf('Counted')).toBe(1);
      // The same member in a second page is still one viewer; another member is a second.
      const second = await openChat('Counted', demo);
      expect(await viewersOf('Counted')).toBe(1);
      const other = await openChat('Counted', vip);
      expect(await viewersOf('Counted')).toBe(2);
      const state = await pageCall(other.session, 'GET', '/demo/api/live/chat');
      expect(state.json().value.model.viewers).toBe(2);

      // The member's first page closes: still there in the second one.
      expect((await pageCall(first.session, 'POST', '/demo/api/live/leave')).statusCode).toBe(200);
      expect(await viewersOf('Counted')).toBe(2);
      // A page not heard from within the window has gone, whatever it said.
      await h.db.query(
        `UPDATE live_chats SET seen_at = now() - make_interval(secs => $1::int)
         WHERE token_hash IS NOT NULL AND model_id = $2 AND left_at IS NULL
           AND account_id = (SELECT id FROM accounts WHERE username_key = 'demo01')`,
        [LIVE_VIEWER_SECONDS + 1, ids['Counted']],
      );
      expect(await viewersOf('Counted')).toBe(1);
      // Its next call brings it back.
      await pageCall(second.session, 'GET', '/demo/api/live/chat');
      expect(await viewersOf('Counted')).toBe(2);
      await pageCall(second.session, 'POST', '/demo/api/live/leave');
      await pageCall(other.session, 'POST', '/demo/api/live/leave');
      expect(await viewersOf('Counted')).toBe(0);
      // A page that left is over: its calls say so.
      const over = await pageCall(other.session, 'GET', '/demo/api/live/chat');
      expect(over.json().code).toBe('TICKET_INVALID');
      // The most watched model of a status comes first.
      await openChat('Valentina', vip);
      expect((await models('?status=online'))[0]?.name).toBe('Valentina');
    });
  });
});
