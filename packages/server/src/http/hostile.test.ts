// Hostile input, for every call of the contract: the kernel refuses it by the call's schemas
// (strict JSON types, finite numbers, the text kinds of the contract) with a 400 that names the
// field, before any handler or database sees it. The fuzz below walks the schemas themselves, so a
// new call or field is covered without a line here.
import { calls, GAME_SESSION_HEADER, type CallDef, TEXT_FORMATS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../ledger/ledger';
import { BACKENDS, login, multipartBody, startHarness, type Harness } from '../test/harness';
import type { Schema, Carrier, Field } from './hostile-values';
import { ALL, hostile, fieldsOf, baseline, queryString, jsonOf } from './hostile-values';

describe.each(BACKENDS)('hostile input on %s', (kind) => {
  let h: Harness;
  let token: string;
  const pageSessions = { demo: '', lottery: '' };

  beforeAll(async () => {
    h = await startHarness(kind);
    token = await login(h, 'demo01', 'Demo1234');
    // The game pages' own sessions, for their calls.
    const [game] = await h.db.query<{ node_id: number }>(
      "SELECT node_id FROM games WHERE is_game = 'GAME' ORDER BY node_id LIMIT 1",
    );
    const opened = async (res: { statusCode: number; body: string }) => {
      expect(res.statusCode, res.body).toBe(200);
      const url = (JSON.parse(res.body) as { value: { gameUrl: string } }).value.gameUrl;
      const page = await h.call({ method: 'GET', url, merchant: null });
      const session = /<meta name="game-session" content="([^"]+)">/u.exec(page.body)?.[1];
      if (!session) throw new Error(`no game session: ${page.statusCode}`);
      return session;
    };
    pageSessions.demo = await opened(
      await h.call({
        method: 'POST',
        url: '/wps/game/launchGame',
        token,
        payload: { nodeId: game?.node_id ?? 0 },
      }),
    );
    pageSessions.lottery = await opened(
      await h.call({
        method: 'GET',
        url: '/wps/relay/GCS_lottoLaunch?lottoArea=VN&launchMode=LOTT&prizeMode=ELOTT&gameCode=VN-FAST&view=betting&device=WEB&language=es',
        token,
      }),
    );
  }, 120_000);

  afterAll(async () => {
    await h?.close();
  });

  /** Sends a call with the given body and query, as its encoding wants, with what it needs. */
  const send = (def: CallDef, body: Record<string, unknown>, query: Record<string, unknown>) => {
    const page = ALL.includes(def) && !Object.values(calls).includes(def as never);
    const headers: Record<string, string> = page
      ? {
          [GAME_SESSION_HEADER]: def.path.startsWith('/demo/lottery/')
            ? pageSessions.lottery
            : pageSessions.demo,
        }
      : {};
    let payload: string | Buffer | undefined;
    if (def.body && def.bodyEncoding === 'multipart') {
      const form = multipartBody(
        Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v as string)])),
      );
      payload = form.payload;
      Object.assign(headers, form.headers);
    } else if (def.body && def.bodyEncoding === 'form') {
      payload = queryString(body).slice(1);
      headers['content-type'] = 'application/x-www-form-urlencoded';
    } else if (def.body) {
      payload = jsonOf(body);
      headers['content-type'] = 'application/json';
    }
    return h.call({
      method: def.method,
      url: `${def.path}${queryString(query)}`,
      ...(def.token ? { token } : {}),
      ...(page ? { merchant: null } : {}),
      headers,
      ...(payload === undefined ? {} : { payload }),
    });
  };

  /** The number of rows of every table of ours: one query. */
  const rows = async (): Promise<Record<string, number>> => {
    const tables = await h.db.query<{ name: string }>(
      "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY 1",
    );
    const [counts] = await h.db.query<Record<string, number>>(
      `SELECT ${tables.map((t, i) => `(SELECT count(*)::int FROM "${t.name}") AS t${i}`).join(', ')}`,
    );
    return Object.fromEntries(tables.map((t, i) => [t.name, counts?.[`t${i}`] ?? -1]));
  };

  const fieldsNamed = (res: { body: string }): string[] =>
    Object.keys(
      (JSON.parse(res.body) as { value?: { fields?: Record<string, string> } }).value?.fields ?? {},
    );

  describe('the cases of the issue', () => {
    it('refuses NUL and control characters in text, naming the field', async () => {
      const res = await h.call({
        method: 'POST',
        url: '/wps/session/login',
        payload: { username: 'demo\u000001', password: 'Demo1234', type: 'username' },
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        code: 'VALIDATION',
        message: 'username: must be one line of text, without control characters',
      });
      const affiliate = await h.call({ method: 'GET', url: '/wps/agent/affiliate?code=AB%00CD' });
      expect(affiliate.statusCode, affiliate.body).toBe(400);
      expect(affiliate.json().value.fields).toHaveProperty('code');
      const surrogate = await h.call({
        method: 'POST',
        url: '/wps/verification/sms/noLogin',
        payload: { mobileNum: '55\ud83d0001' },
      });
      expect(surrogate.statusCode, surrogate.body).toBe(400);
      expect(surrogate.json().value.fields).toHaveProperty('mobileNum');
    });

    it('keeps line breaks in multi-line text and refuses them in a line', async () => {
      const form = (content: string, contact: string) => multipartBody({ content, contact });
      const ok = form('Line one\nline two\ttabbed', 'someone');
      const sent = await h.call({
        method: 'PUT',
        url: '/wps/feedback',
        payload: ok.payload,
        headers: ok.headers,
      });
      expect(sent.statusCode, sent.body).toBe(200);
      const bad = form('fine', 'two\nlines');
      const refusedRes = await h.call({
        method: 'PUT',
        url: '/wps/feedback',
        payload: bad.payload,
        headers: bad.headers,
      });
      expect(refusedRes.statusCode, refusedRes.body).toBe(400);
      expect(Object.keys(refusedRes.json().value.fields)).toEqual(['contact']);
    });

    it('refuses non-finite numbers in a query, and reads numeric text as numbers', async () => {
      for (const url of [
        '/wps/relay/GCS_messages?pageNo=Infinity',
        '/wps/relay/GCS_messages?pageSize=1e309',
        '/wps/relay/GCS_favourite?nodeId=Infinity',
        '/wps/relay/GCS_recentGames?limitNum=NaN',
        '/wps/relay/GCS_messages?pageNo=1&pageNo=2',
        '/wps/relay/GCS_messages?unreadOnly=1',
      ]) {
        const method = url.includes('GCS_favourite?') ? 'DELETE' : 'GET';
        const res = await h.call({ method, url, token });
        expect(res.statusCode, `${url} ${res.body}`).toBe(400);
        expect(res.json().code).toBe('VALIDATION');
        const field = /\?(\w+)=/u.exec(url)?.[1] ?? '';
        expect(fieldsNamed(res), url).toContain(field);
        expect(res.json().message, url).toContain(`query ${field}:`);
      }
      const page = await h.call({
        method: 'GET',
        url: '/wps/relay/GCS_messages?pageNo=2&pageSize=5&unreadOnly=true',
        token,
      });
      expect(page.statusCode, page.body).toBe(200);
      expect(page.json().value).toMatchObject({ pageNo: 2, pageSize: 5 });
    });

    it('takes the JSON types of the contract, never coerced', async () => {
      const array = await h.call({
        method: 'POST',
        url: '/wps/session/login',
        payload: { username: ['demo01'], password: 'Demo1234', type: 'username' },
      });
      expect(array.statusCode, array.body).toBe(400);
      expect(fieldsNamed(array)).toEqual(['username']);
      const before = await rows();
      for (const stake of [true, '1', [1], null]) {
        const round = await h.call({
          method: 'POST',
          url: '/demo/api/round',
          merchant: null,
          headers: { [GAME_SESSION_HEADER]: pageSessions.demo },
          payload: { stake, idempotencyKey: 'hostile-stake-1' },
        });
        expect(round.statusCode, round.body).toBe(400);
        expect(fieldsNamed(round)).toEqual(['stake']);
      }
      const huge = await h.call({
        method: 'POST',
        url: '/demo/api/round',
        merchant: null,
        headers: { [GAME_SESSION_HEADER]: pageSessions.demo, 'content-type': 'application/json' },
        payload: '{"stake":1e309,"idempotencyKey":"hostile-stake-2"}',
      });
      expect(huge.statusCode, huge.body).toBe(400);
      expect(fieldsNamed(huge)).toEqual(['stake']);
      expect(await rows()).toEqual(before);
    });

    it('answers a path that does not decode as an unknown path', async () => {
      for (const url of ['/wps/%zz', '/wps/relay/%E0%A4%A', '/demo/api/%']) {
        const res = await h.call({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.json(), url).toMatchObject({ success: false, code: 'NOT_FOUND' });
        expect(res.json().message, url).toContain('is not a path of this server');
      }
    });
  });

  it('never fails on hostile values in any field of any call, and refuses them unstored', async () => {
    let sent = 0;
    for (const def of ALL) {
      const fields = fieldsOf(def);
      if (!fields.length) continue;
      const body = baseline(def.body);
      if (def.upload) delete body[def.upload.field];
      const query = baseline(def.query);
      const where = (field: Field): Carrier =>
        field.where === 'query' ? 'query' : (def.bodyEncoding ?? 'json');
      const before = await rows();
      for (const field of fields) {
        for (const value of hostile(field.schema, where(field)).refused) {
          const res =
            field.where === 'body'
              ? await send(def, { ...body, [field.name]: value }, query)
              : await send(def, body, { ...query, [field.name]: value });
          sent += 1;
          const what = `${def.id} ${field.where}.${field.name} = ${JSON.stringify(value)?.slice(0, 60)}: ${res.statusCode} ${res.body.slice(0, 300)}`;
          expect(res.statusCode, what).toBe(400);
          expect(res.json().code, what).toBe('VALIDATION');
          expect(
            fieldsNamed(res).some((f) => f === field.name || f.startsWith(`${field.name}.`)),
            what,
          ).toBe(true);
        }
      }
      // Nothing a refused request carried was stored, anywhere.
      expect(await rows(), def.id).toEqual(before);
      for (const field of fields) {
        for (const value of hostile(field.schema, where(field)).taken) {
          const res =
            field.where === 'body'
              ? await send(def, { ...body, [field.name]: value }, query)
              : await send(def, body, { ...query, [field.name]: value });
          sent += 1;
          const what = `${def.id} ${field.name} = ${JSON.stringify(value)}: ${res.body}`;
          expect(res.statusCode, what).toBeLessThan(500);
        }
      }
    }
    expect(sent).toBeGreaterThan(1000);
    expect(await checkLedger(h.db)).toMatchObject({
      total: 0,
      negative: [],
      unbalanced: [],
      drifted: [],
    });
  }, 300_000);

  it('leaves no request string of the contract without its text kind or a strict pattern', () => {
    const loose: string[] = [];
    const walk = (schema: Schema, path: string) => {
      if (schema.anyOf) schema.anyOf.forEach((s) => walk(s, path));
      if (schema.properties)
        for (const [k, s] of Object.entries(schema.properties)) walk(s, `${path}.${k}`);
      if (schema.items) walk(schema.items, `${path}[]`);
      if (schema.type !== 'string' || schema.const !== undefined || schema.enum) return;
      if (schema.format === 'binary') return;
      if ((TEXT_FORMATS as readonly string[]).includes(schema.format ?? '')) return;
      const pattern = schema.pattern ? new RegExp(schema.pattern, 'u') : undefined;
      const strict =
        pattern && ['a\u0000', 'a\ud800', 'a\n', '\u001b'].every((s) => !pattern.test(`A${s}`));
      if (!strict) loose.push(path);
    };
    for (const def of ALL) {
      if (def.body) walk(def.body as Schema, `${def.id} body`);
      if (def.query) walk(def.query as Schema, `${def.id} query`);
    }
    expect(loose).toEqual([]);
  });
});
