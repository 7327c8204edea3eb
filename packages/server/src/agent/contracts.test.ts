import { CONTRACT_ACTIONS, CONTRACT_STATUSES } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../cli';
import { BACKENDS, startHarness, type Harness } from '../test/harness';
import { contractTransition, type ContractParty } from './contractStates';
import { account, ALL_FLAGS, api, tokenOf } from './contractTestKit';

describe('the contract transition table', () => {
  const allowed: Record<string, string> = {
    'offered accept downline': 'active',
    'offered reject downline': 'rejected',
    'offered withdraw upline': 'withdrawn',
    'offered withdraw operator': 'withdrawn',
    'offered withdraw portal': 'withdrawn',
    'active terminate upline': 'terminated',
    'active terminate downline': 'terminated',
    'active terminate operator': 'terminated',
    'active end portal': 'ended',
  };
  const parties: ContractParty[] = ['upline', 'downline', 'operator', 'portal'];
  const cases = CONTRACT_STATUSES.flatMap((s) =>
    [...CONTRACT_ACTIONS, 'end' as const].flatMap((a) => parties.map((p) => [s, a, p] as const)),
  );
  it.each(cases)('%s --%s by %s', (status, action, party) => {
    const to = allowed[`${status} ${action} ${party}`];
    if (to) expect(contractTransition(status, action, party)).toBe(to);
    else expect(() => contractTransition(status, action, party)).toThrow(/contract/iu);
  });
});

describe.each(BACKENDS)('agent contracts on %s', (kind) => {
  let h: Harness;
  const t: Record<string, string> = {};
  const call = () => api(h);

  beforeAll(async () => {
    h = await startHarness(kind);
    await runCli(h.db, ['flags', 'on', ...ALL_FLAGS]);
    await account(h, 'agent', 'top');
    await account(h, 'agent', 'mid', 'top');
    await account(h, 'agent', 'low', 'mid');
    await account(h, 'agent', 'low2', 'mid');
    await account(h, 'member', 'mem', 'top');
    await account(h, 'agent', 'outsider');
    for (const name of ['top', 'mid', 'low', 'low2', 'mem', 'outsider'])
      t[name] = await tokenOf(h, name);
  }, 120_000);
  afterAll(async () => {
    expect(await runCli(h.db, ['ledger-check'])).toMatch(/^ledger OK/u);
    await h?.close();
  });

  const tok = (name: string) => t[name] ?? '';
  const offer = async (from: string, body: Record<string, unknown>) => {
    const res = await call().offer(tok(from), body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value as { id: number; status: string };
  };
  const act = (who: string, id: number, action: string) => call().act(tok(who), id, action);
  const history = (id: number) =>
    h.db.query<{ status: string; actor: string }>(
      'SELECT status, actor FROM agent_contract_events WHERE contract_id = $1 ORDER BY id',
      [id],
    );
  const fieldOf = async (res: Awaited<ReturnType<typeof act>>) => {
    expect(res.statusCode, res.body).toBe(400);
    return res.json().value.fields as Record<string, string>;
  };

  it('checks an offer: flags, direct downline agent, rate and period', async () => {
    await runCli(h.db, ['flags', 'off', 'RTSALARY3']);
    let res = await call().offer(tok('top'), { username: 'mid', kind: 'realtime', rate: '1' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FEATURE_DISABLED');
    await runCli(h.db, ['flags', 'on', 'RTSALARY3']);
    await runCli(h.db, ['flags', 'off', 'AGENTPOLICY3']);
    res = await call().offer(tok('top'), { username: 'mid', kind: 'daily', rate: '1' });
    expect(res.json().code).toBe('FEATURE_DISABLED');
    await runCli(h.db, ['flags', 'on', 'AGENTPOLICY3']);

    for (const username of ['low', 'outsider', 'nobody_here', 'top'])
      expect(
        (await fieldOf(await call().offer(tok('top'), { username, kind: 'daily', rate: '1' })))
          .username,
      ).toBe('not one of your direct downlines');
    expect(
      (await fieldOf(await call().offer(tok('top'), { username: 'mem', kind: 'daily', rate: '1' })))
        .username,
    ).toMatch(/member/u);
    expect(
      (
        await fieldOf(
          await call().offer(tok('top'), { username: 'mid', kind: 'daily', rate: '3.5' }),
        )
      ).rate,
    ).toBe("at most 3%, the operator's maximum for a daily salary");
    expect(
      (await fieldOf(await call().offer(tok('top'), { username: 'mid', kind: 'daily', rate: '0' })))
        .rate,
    ).toMatch(/above 0/u);
    expect(
      (
        await fieldOf(
          await call().offer(tok('top'), { username: 'mid', kind: 'dividend', rate: '5' }),
        )
      ).period,
    ).toMatch(/week, semimonth or month/u);
    expect(
      (
        await fieldOf(
          await call().offer(tok('top'), {
            username: 'mid',
            kind: 'daily',
            rate: '1',
            period: 'week',
          }),
        )
      ).period,
    ).toMatch(/leave period out/u);
    for (const body of [
      { username: 'mid', kind: 'daily', rate: '1.234' },
      { username: 'mid', kind: 'dividend', rate: '5', period: 'day' },
      { username: 'mid', kind: 'weekly', rate: '1' },
      { username: 'mid', kind: 'daily', rate: -1 },
      { username: "mid' OR 1=1 --", kind: 'daily', rate: '1' },
      { username: 'mid', kind: 'daily', rate: '1', terms: 'x'.repeat(501) },
    ])
      expect((await call().offer(tok('top'), body)).statusCode).toBe(400);

    // An agent's offer is capped by its own contract of the kind.
    const own = await offer('top', { username: 'mid', kind: 'hourly', rate: '2' });
    expect((await act('mid', own.id, 'accept')).statusCode).toBe(200);
    expect(
      (
        await fieldOf(
          await call().offer(tok('mid'), { username: 'low', kind: 'hourly', rate: '2.5' }),
        )
      ).rate,
    ).toBe('at most 2%, the rate of your own hourly contract');
    await offer('mid', { username: 'low', kind: 'hourly', rate: '2' });
    // One offer waits per downline and kind.
    res = await call().offer(tok('mid'), { username: 'low', kind: 'hourly', rate: '1' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CONTRACT_STATE',
      message:
        'low already has an offer of an hourly salary waiting for an answer: withdraw it before offering another',
    });
    // A member is not an agent: the agent calls refuse it.
    res = await call().offer(tok('mem'), { username: 'top', kind: 'daily', rate: '1' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ONLY_AGENTS');
  });

  it('walks every transition, refusing the others and strangers, with its history', async () => {
    // offered: the upline may only withdraw, the downline only accept or reject.
    const a = await offer('top', { username: 'mid', kind: 'realtime', rate: '1.5', terms: 'ok' });
    for (const [who, action] of [
      ['top', 'accept'],
      ['top', 'reject'],
      ['mid', 'withdraw'],
      ['mid', 'terminate'],
      ['top', 'terminate'],
    ] as const) {
      const res = await act(who, a.id, action);
      expect(res.statusCode, `${who} ${action}`).toBe(409);
      expect(res.json().code).toBe('CONTRACT_STATE');
    }
    for (const who of ['outsider', 'low', 'mem']) {
      const res = await act(who, a.id, 'accept');
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    expect((await act('top', 999_999, 'withdraw')).statusCode).toBe(404);
    let res = await act('mid', a.id, 'accept');
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({
      contract: { id: a.id, status: 'active', upline: 'top', downline: 'mid', rate: 1.5 },
      ended: [],
    });
    for (const [who, action] of [
      ['mid', 'accept'],
      ['mid', 'reject'],
      ['top', 'withdraw'],
    ] as const)
      expect((await act(who, a.id, action)).statusCode).toBe(409);
    res = await act('top', a.id, 'terminate');
    expect(res.json().value.contract).toMatchObject({ status: 'terminated', endReason: null });
    expect(res.json().value.contract.endedAt).not.toBeNull();
    for (const action of CONTRACT_ACTIONS)
      expect((await act('mid', a.id, action)).statusCode).toBe(409);
    expect(await history(a.id)).toEqual([
      { status: 'offered', actor: 'top' },
      { status: 'active', actor: 'mid' },
      { status: 'terminated', actor: 'top' },
    ]);

    const b = await offer('top', { username: 'mid', kind: 'realtime', rate: '1' });
    expect((await act('mid', b.id, 'reject')).json().value.contract.status).toBe('rejected');
    const c = await offer('top', { username: 'mid', kind: 'realtime', rate: '1' });
    expect((await act('top', c.id, 'withdraw')).json().value.contract.status).toBe('withdrawn');
    const d = await offer('top', { username: 'mid', kind: 'realtime', rate: '1' });
    await act('mid', d.id, 'accept');
    expect((await act('mid', d.id, 'terminate')).json().value.contract.status).toBe('terminated');
    expect((await history(d.id)).map((e) => e.actor)).toEqual(['top', 'mid', 'mid']);

    // A house contract: its downline is its only party; the operator ends it from the CLI.
    const out = await runCli(h.db, ['contract-offer', 'top', '--kind', 'daily', '--rate', '3']);
    const house = Number(/#(\d+)/u.exec(out)?.[1]);
    expect((await act('outsider', house, 'accept')).statusCode).toBe(404);
    expect((await act('top', house, 'withdraw')).statusCode).toBe(409);
    expect((await act('top', house, 'accept')).json().value.contract).toMatchObject({
      upline: null,
      status: 'active',
    });
    expect(await runCli(h.db, ['contract-end', String(house), 'test', 'end'])).toBe(
      `contract #${house} terminated`,
    );
    expect((await history(house)).map((e) => `${e.status}:${e.actor}`)).toEqual([
      'offered:operator',
      'active:top',
      'terminated:operator',
    ]);
  });

  it('ends the old contract on accepting a new one, and higher-rate contracts below (4.11)', async () => {
    const old = await offer('top', { username: 'mid', kind: 'daily', rate: '2' });
    await act('mid', old.id, 'accept');
    const toLow = await offer('mid', { username: 'low', kind: 'daily', rate: '2' });
    await act('low', toLow.id, 'accept');
    const toLow2 = await offer('mid', { username: 'low2', kind: 'daily', rate: '1' });
    await act('low2', toLow2.id, 'accept');
    const pending = await offer('mid', { username: 'low2', kind: 'daily', rate: '1.8' });
    const lowOffer = await offer('mid', {
      username: 'low',
      kind: 'dividend',
      rate: '10',
      period: 'week',
    });
    // The new offer coexists with the active contract until it is accepted.
    const next = await offer('top', { username: 'mid', kind: 'daily', rate: '1.5' });
    const res = await act('mid', next.id, 'accept');
    expect(res.statusCode, res.body).toBe(200);
    const { contract, ended } = res.json().value;
    expect(contract).toMatchObject({ id: next.id, status: 'active', rate: 1.5 });
    expect(
      ended.map((c: { id: number; status: string; endReason: string }) => [
        c.id,
        c.status,
        c.endReason,
      ]),
    ).toEqual([
      [old.id, 'ended', 'replaced'],
      [toLow.id, 'ended', 'upline-rate-lower'],
      [pending.id, 'withdrawn', 'upline-rate-lower'],
    ]);
    const [kept] = await h.db.query<{ status: string }>(
      'SELECT status FROM agent_contracts WHERE id = $1',
      [toLow2.id],
    );
    expect(kept?.status).toBe('active');
    const [other] = await h.db.query<{ status: string }>(
      'SELECT status FROM agent_contracts WHERE id = $1',
      [lowOffer.id],
    );
    expect(other?.status).toBe('offered');
    expect((await history(toLow.id)).at(-1)).toEqual({ status: 'ended', actor: 'portal' });
  });

  it('answers the lists and the consolidated info', async () => {
    const live = await offer('mid', { username: 'low', kind: 'realtime', rate: '1' });
    expect((await act('low', live.id, 'accept')).statusCode).toBe(200);
    let res = await call().get(tok('mid'), '/wps/agent/contracts?kind=daily&pageSize=2');
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().value;
    expect(page).toMatchObject({ pageNo: 1, pageSize: 2, total: 3, totalPages: 2 });
    expect(page.records.map((r: { id: number }) => r.id)).toEqual(
      [...page.records.map((r: { id: number }) => r.id)].sort((x, y) => y - x),
    );
    res = await call().get(tok('mid'), '/wps/agent/contracts?status=offered');
    expect(
      res
        .json()
        .value.records.map((r: { downline: string; kind: string }) => `${r.downline}:${r.kind}`),
    ).toEqual(['low:dividend', 'low:hourly']);

    res = await call().get(tok('low'), '/wps/member/contracts');
    const mine = res.json().value.records as { status: string; kind: string }[];
    expect(mine[0]).toMatchObject({ status: 'offered', kind: 'dividend' });
    expect(mine.slice(1).map((c) => `${c.status}:${c.kind}`)).toEqual([
      'offered:hourly',
      'active:realtime',
      'ended:daily',
    ]);

    res = await call().get(tok('low'), '/wps/member/info/funds/consolidated');
    expect(res.json().value).toEqual({
      dailysalreq: false,
      divtypereq: true,
      contracthoursalreq: true,
      realtimesalreqtype: true,
      pendingContracts: 2,
    });
    await runCli(h.db, ['flags', 'off', 'SIGNCONDIV3']);
    res = await call().get(tok('low'), '/wps/member/info/funds/consolidated');
    expect(res.json().value.divtypereq).toBe(false);
    await runCli(h.db, ['flags', 'on', 'SIGNCONDIV3']);
    res = await call().get(tok('mem'), '/wps/member/info/funds/consolidated');
    expect(res.json().value).toMatchObject({ dailysalreq: false, pendingContracts: 0 });
    // A sub-agent to offer to turns every offered kind on; no contract and no sub-agent: none.
    res = await call().get(tok('top'), '/wps/member/info/funds/consolidated');
    expect(res.json().value).toEqual({
      dailysalreq: true,
      divtypereq: true,
      contracthoursalreq: true,
      realtimesalreqtype: true,
      pendingContracts: 0,
    });
    await runCli(h.db, ['flags', 'off', 'HOURSAL3']);
    res = await call().get(tok('top'), '/wps/member/info/funds/consolidated');
    expect(res.json().value.contracthoursalreq).toBe(false);
    await runCli(h.db, ['flags', 'on', 'HOURSAL3']);
    res = await call().get(tok('outsider'), '/wps/member/info/funds/consolidated');
    expect(res.json().value).toEqual({
      dailysalreq: false,
      divtypereq: false,
      contracthoursalreq: false,
      realtimesalreqtype: false,
      pendingContracts: 0,
    });

    for (const url of ['/wps/agent/contracts', '/wps/agent/settlements?kind=daily']) {
      res = await call().get(tok('mem'), url);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('ONLY_AGENTS');
    }
    for (const url of [
      '/wps/agent/contracts?kind=weekly',
      '/wps/agent/contracts?pageNo=0',
      '/wps/agent/contracts?pageSize=100000',
      '/wps/agent/contracts?status=%00',
      '/wps/agent/settlements',
      '/wps/agent/settlements?kind=daily&from=2026-13-01',
      '/wps/agent/settlements?kind=daily&from=2020-01-01&to=2026-01-01',
    ])
      expect((await call().get(tok('mid'), url)).statusCode, url).toBe(400);
    for (const payload of [
      { contractId: 0, action: 'accept' },
      { contractId: 2_147_483_648, action: 'accept' },
      { contractId: '1; DROP TABLE x', action: 'accept' },
      { contractId: 1, action: 'end' },
      { contractId: 1 },
    ]) {
      res = await h.call({
        method: 'POST',
        url: '/wps/member/contracts/action',
        token: tok('mid'),
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await h.call({ method: 'GET', url: '/wps/member/contracts' })).statusCode).toBe(401);
  });
});
