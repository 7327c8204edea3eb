import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../cli';
import { agentByCode } from '../member/service';
import { buildTree, getAs, STAKES, winsOf, type TeamTree } from '../test/agentTeam';
import { BACKENDS, login, startHarness, type Harness } from '../test/harness';

const READS = [
  '/wps/agent/team/overview',
  '/wps/agent/invite',
  '/wps/agent/downlines',
  '/wps/agent/reports/bets',
  '/wps/agent/reports/loss',
  '/wps/agent/reports/income',
  '/wps/agent/reports/transactions',
  '/wps/agent/announcements',
];

interface Stats {
  newMembers: number;
  activePlayers: number;
  deposits: number;
  withdrawals: number;
  bets: number;
  betCount: number;
  wins: number;
  profit: number;
}
interface Overview {
  teamSize: number;
  directMembers: number;
  directAgents: number;
  today: Stats;
  yesterday: Stats;
  month: Stats;
  range: { from: string; to: string; stats: Stats };
}
interface Downlines {
  path: string[];
  records: {
    username: string;
    kind: string;
    upline: string;
    status: string;
    balance: number;
    teamSize: number;
    lastLoginAt: string | null;
    createdAt: string;
  }[];
  total: number;
  totalPages: number;
}

const EMPTY: Stats = {
  newMembers: 0,
  activePlayers: 0,
  deposits: 0,
  withdrawals: 0,
  bets: 0,
  betCount: 0,
  wins: 0,
  profit: 0,
};

describe.each(BACKENDS)('the agent team on %s', (kind) => {
  let h: Harness;
  let tree: TeamTree;
  let n: TeamTree['names'];
  beforeAll(async () => {
    h = await startHarness(kind);
    tree = await buildTree(h, 'tm');
    n = tree.names;
  }, 180_000);
  afterAll(async () => {
    expect(await runCli(h.db, ['ledger-check'])).toMatch(/^ledger OK/u);
    await h?.close();
  });

  const get = <T>(url: string, token?: string) => getAs<T>(h, url, token);
  const post = (url: string, payload: object, token: string) =>
    h.call({ method: 'POST', url, token, payload });

  it('answers only agents: 401 without a token, 403 to a member and to a trial', async () => {
    const trial = await h.call({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} });
    const trialToken = (trial.json() as { value: { token: string } }).value.token;
    for (const url of READS) {
      expect((await get(url)).status, url).toBe(401);
      expect(await get(url, tree.tokens.d), url).toMatchObject({
        status: 403,
        code: 'ONLY_AGENTS',
      });
      expect(await get(url, trialToken), url).toMatchObject({
        status: 403,
        code: 'TRIAL_FORBIDDEN',
      });
    }
    const open = await post(
      '/wps/agent/accounts',
      { kind: 'member', username: 'nobody01', password: 'x', confirmPassword: 'x' },
      tree.tokens.c,
    );
    expect(open.json().code).toBe('ONLY_AGENTS');
  });

  it('sums what the team played, deposited and withdrew, today and in the range', async () => {
    // C deposits 20 (credited) and 30 (rejected); D withdraws 55 (rejected) and 60 (held).
    const deposit = async (amount: string, requestId: string) => {
      const res = await post(
        '/wps/cashier/deposits',
        { channel: 'demo-bank', amount, requestId },
        tree.tokens.c,
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.json().value.reference as string;
    };
    await runCli(h.db, ['deposit', 'approve', await deposit('20', 'team-dep-1-abcdef')]);
    await runCli(h.db, ['deposit', 'reject', await deposit('30', 'team-dep-2-abcdef'), 'no money']);
    const d = tree.tokens.d;
    expect(
      (
        await post(
          '/wps/cashier/withdraw/password',
          { loginPassword: 'Secret12', newPassword: 'velvet-9917', confirmPassword: 'velvet-9917' },
          d,
        )
      ).statusCode,
    ).toBe(200);
    const bank = await post(
      '/wps/cashier/receiving-accounts',
      { kind: 'bank', name: 'Banco Demo', holder: 'Ana Pérez', number: 'ES9121000418450200051332' },
      d,
    );
    const withdraw = async (amount: string, requestId: string) => {
      const res = await post(
        '/wps/cashier/withdrawals',
        {
          amount,
          receivingAccountId: bank.json().value.id,
          withdrawPassword: 'velvet-9917',
          requestId,
        },
        d,
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.json().value.reference as string;
    };
    // The rejected one first: it gives the money back for the next one.
    await runCli(h.db, ['withdrawal', 'reject', await withdraw('55', 'team-wd-2-abcdef'), 'wrong']);
    await withdraw('60', 'team-wd-1-abcdef');

    const wins = { c: await winsOf(h, n.c), d: await winsOf(h, n.d), t: await winsOf(h, n.t) };
    const a = await get<Overview>('/wps/agent/team/overview', tree.tokens.a);
    expect(a.status).toBe(200);
    const stake = [...STAKES.c, ...STAKES.d].reduce((x, y) => x + y, 0);
    const expected: Stats = {
      newMembers: 3,
      activePlayers: 2,
      deposits: 20,
      withdrawals: 60,
      bets: stake,
      betCount: STAKES.c.length + STAKES.d.length,
      wins: Math.round((wins.c + wins.d) * 100) / 100,
      profit: Math.round((wins.c + wins.d - stake) * 100) / 100,
    };
    expect(a.value).toMatchObject({ teamSize: 3, directMembers: 1, directAgents: 1 });
    expect(a.value.today).toEqual(expected);
    expect(a.value.month).toEqual(expected);
    expect(a.value.range.stats).toEqual(expected);
    expect(a.value.yesterday).toEqual(EMPTY);
    // B's team is C alone; S's is T alone, with none of A's.
    const b = await get<Overview>('/wps/agent/team/overview', tree.tokens.b);
    expect(b.value).toMatchObject({ teamSize: 1, directMembers: 1, directAgents: 0 });
    expect(b.value.today).toMatchObject({
      activePlayers: 1,
      bets: 6,
      deposits: 20,
      withdrawals: 0,
    });
    const s = await get<Overview>('/wps/agent/team/overview', tree.tokens.s);
    expect(s.value.today).toMatchObject({ newMembers: 1, activePlayers: 1, bets: 5, deposits: 0 });
    expect(s.value.today.wins).toBeCloseTo(wins.t, 2);
  });

  it('reads the days in the asked time zone, and refuses a range it cannot read', async () => {
    const past = await get<Overview>(
      '/wps/agent/team/overview?from=2020-01-01&to=2020-01-31&utcOffset=-300',
      tree.tokens.a,
    );
    expect(past.value.range).toEqual({ from: '2020-01-01', to: '2020-01-31', stats: EMPTY });
    expect(past.value.today.betCount).toBe(4);
    const east = await get<Overview>('/wps/agent/team/overview?utcOffset=840', tree.tokens.a);
    expect(east.value.range.to).toBe(
      new Date(Date.now() + 840 * 60_000).toISOString().slice(0, 10),
    );
    const reversed = await get(
      '/wps/agent/team/overview?from=2026-02-10&to=2026-02-01',
      tree.tokens.a,
    );
    expect(reversed).toMatchObject({ status: 400, code: 'VALIDATION' });
    expect(reversed.value).toMatchObject({
      fields: { from: 'the first day comes after the last' },
    });
    expect((await get('/wps/agent/team/overview?from=2026-02-30', tree.tokens.a)).status).toBe(400);
    expect((await get('/wps/agent/team/overview?utcOffset=abc', tree.tokens.a)).status).toBe(400);
  });

  it('lists direct downlines, drills into a sub-agent with its path, and pages', async () => {
    const top = await get<Downlines>('/wps/agent/downlines', tree.tokens.a);
    expect(top.value.path).toEqual([n.a]);
    expect(top.value.records.map((r) => [r.username, r.kind, r.upline, r.teamSize])).toEqual([
      [n.b, 'agent', n.a, 1],
      [n.d, 'member', n.a, 0],
    ]);
    const [wallet] = await h.db.query<{ balance: string }>(
      "SELECT w.balance::text AS balance FROM ledger_accounts w JOIN accounts a ON a.id = w.account_id WHERE a.username = $1 AND w.kind = 'member'",
      [n.d],
    );
    expect(top.value.records[1]).toMatchObject({
      status: 'active',
      balance: Number(wallet?.balance),
    });
    expect(top.value.records[1]?.lastLoginAt).not.toBeNull();
    const drill = await get<Downlines>(`/wps/agent/downlines?of=${n.b}`, tree.tokens.a);
    expect(drill.value.path).toEqual([n.a, n.b]);
    expect(drill.value.records.map((r) => r.username)).toEqual([n.c]);
    const self = await get<Downlines>(
      `/wps/agent/downlines?of=${n.a.toUpperCase()}`,
      tree.tokens.a,
    );
    expect(self.value.records.map((r) => r.username)).toEqual([n.b, n.d]);
    const second = await get<Downlines>('/wps/agent/downlines?pageSize=1&pageNo=2', tree.tokens.a);
    expect(second.value).toMatchObject({ total: 2, totalPages: 2 });
    expect(second.value.records.map((r) => r.username)).toEqual([n.d]);
    const past = await get<Downlines>('/wps/agent/downlines?pageSize=1&pageNo=9', tree.tokens.a);
    expect(past.value).toMatchObject({ records: [], total: 2 });
  });

  it('searches the team below `of`, a wildcard being a plain character', async () => {
    const search = async (q: string, token = tree.tokens.a) =>
      (await get<Downlines>(`/wps/agent/downlines?${q}`, token)).value.records.map(
        (r) => r.username,
      );
    expect(await search('search=TM')).toEqual([n.b, n.c, n.d]);
    expect(await search(`search=${n.c.slice(1)}`)).toEqual([n.c]);
    expect(await search(`search=tm&of=${n.b}`)).toEqual([n.c]);
    expect(await search('search=%25')).toEqual([]);
    expect(await search('search=_')).toEqual([]);
    expect(await search('search=%5C')).toEqual([]);
    // B sees only its own: not A, not D; S sees nothing of A's tree.
    expect(await search('search=tm', tree.tokens.b)).toEqual([n.c]);
    expect(await search('search=tm', tree.tokens.s)).toEqual([n.t]);
  });

  it('answers 404 alike for a name outside the tree and an unknown one, 400 for a bad one', async () => {
    for (const of of [n.b, n.c, n.a, 'nobody99', "x' OR '1'='1"]) {
      const res = await get(`/wps/agent/downlines?of=${encodeURIComponent(of)}`, tree.tokens.s);
      expect(res, of).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    }
    expect((await get(`/wps/agent/downlines?of=${n.d}`, tree.tokens.b)).status).toBe(404);
    expect((await get(`/wps/agent/downlines?of=${n.a}`, tree.tokens.b)).status).toBe(404);
    expect((await get(`/wps/agent/downlines?of=${'x'.repeat(40)}`, tree.tokens.a)).status).toBe(
      400,
    );
    expect((await get('/wps/agent/downlines?search=', tree.tokens.a)).status).toBe(400);
    expect((await get('/wps/agent/downlines?pageSize=0', tree.tokens.a)).status).toBe(400);
  });

  it('opens members and sub-agents under the agent, held to the registration rules', async () => {
    const open = (body: Record<string, unknown>, token = tree.tokens.a) =>
      post(
        '/wps/agent/accounts',
        {
          kind: 'member',
          password: 'Orchard lantern 77',
          confirmPassword: 'Orchard lantern 77',
          ...body,
        },
        token,
      );
    const member = await open({ username: 'tmnew01', nickname: 'New one' });
    expect(member.json()).toEqual({
      success: true,
      value: { username: 'tmnew01', kind: 'member' },
    });
    const agent = await open({ kind: 'agent', username: 'tmnewag1' }, tree.tokens.b);
    expect(agent.json().value).toEqual({ username: 'tmnewag1', kind: 'agent' });
    const rows = await h.db.query<{
      username: string;
      type: number;
      upline: string;
      nickname: string;
    }>(
      `SELECT a.username, a.type, u.username AS upline, a.nickname FROM accounts a
       JOIN accounts u ON u.id = a.upline_id WHERE a.username IN ('tmnew01', 'tmnewag1') ORDER BY a.username`,
    );
    expect(rows).toEqual([
      { username: 'tmnew01', type: 0, upline: n.a, nickname: 'New one' },
      { username: 'tmnewag1', type: 1, upline: n.b, nickname: 'tmnewag1' },
    ]);
    await login(h, 'tmnew01', 'Orchard lantern 77');
    const agentToken = await login(h, 'tmnewag1', 'Orchard lantern 77');
    expect((await get('/wps/agent/team/overview', agentToken)).status).toBe(200);
    // A sees the new sub-agent two levels down; B does not see A's new member.
    const search = await get<Downlines>('/wps/agent/downlines?search=tmnew', tree.tokens.a);
    expect(search.value.records.map((r) => r.username)).toEqual(['tmnew01', 'tmnewag1']);
    const theirs = await get<Downlines>('/wps/agent/downlines?search=tmnew', tree.tokens.b);
    expect(theirs.value.records.map((r) => r.username)).toEqual(['tmnewag1']);

    const bad = await open({ username: 'a b!' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'VALIDATION',
      value: { fields: { username: expect.any(String) } },
    });
    const short = await open({ username: 'tmnew02', password: 'short', confirmPassword: 'short' });
    expect(short.json().value.fields.password).toEqual(expect.any(String));
    const weak = await open({
      username: 'tmnew02',
      password: 'password123',
      confirmPassword: 'password123',
    });
    expect(weak.json()).toMatchObject({
      code: 'PASSWORD_TOO_WEAK',
      value: { fields: { password: expect.any(String) } },
    });
    const mismatch = await open({ username: 'tmnew02', confirmPassword: 'Orchard lantern 78' });
    expect(mismatch.json()).toMatchObject({
      code: 'PASSWORD_MISMATCH',
      value: { fields: { confirmPassword: expect.any(String) } },
    });
    const taken = await open({ username: 'TMNEW01' }, tree.tokens.s);
    expect(taken.json()).toMatchObject({
      code: 'USERNAME_TAKEN',
      value: { fields: { username: expect.any(String) } },
    });
    expect((await open({ kind: 'boss', username: 'tmnew03' })).statusCode).toBe(400);
    const [count] = await h.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM accounts WHERE username_key IN ('tmnew02', 'tmnew03')",
    );
    expect(count?.n).toBe(0);
  });

  it('gives the invitation code, making one for an agent without, and the link the app reads', async () => {
    const a = await get<{ code: string; link: string }>('/wps/agent/invite', tree.tokens.a);
    expect(a.value).toEqual({
      code: n.a.toUpperCase(),
      link: `${h.config.publicUrl}/register?referralCode=${n.a.toUpperCase()}`,
    });
    const token = await login(h, 'tmnewag1', 'Orchard lantern 77');
    const made = await get<{ code: string; link: string }>('/wps/agent/invite', token);
    expect(made.value.code).toMatch(/^[A-Z2-9]{8}$/u);
    expect(made.value.link).toBe(`${h.config.publicUrl}/register?referralCode=${made.value.code}`);
    expect((await get<{ code: string }>('/wps/agent/invite', token)).value.code).toBe(
      made.value.code,
    );
    // A registration with the code finds this agent.
    expect((await agentByCode(h.db, made.value.code.toLowerCase()))?.nickname).toBe('tmnewag1');
  });
});
