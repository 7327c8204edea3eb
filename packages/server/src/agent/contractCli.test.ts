import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../cli';
import { BACKENDS, startHarness, type Harness } from '../test/harness';
import { account, ALL_FLAGS, api, balance, decidedAt, round, tokenOf } from './contractTestKit';

describe.each(BACKENDS)('the operator commands of contracts on %s', (kind) => {
  let h: Harness;
  let token = '';

  beforeAll(async () => {
    h = await startHarness(kind);
    await account(h, 'agent', 'house_agent');
    await account(h, 'member', 'plain_member', 'house_agent');
    token = await tokenOf(h, 'house_agent');
    await runCli(h.db, ['credit', 'house_agent', '500']);
  }, 120_000);
  afterAll(async () => {
    expect(await runCli(h.db, ['ledger-check'])).toMatch(/^ledger OK/u);
    await h?.close();
  });

  const cli = (...args: string[]) => runCli(h.db, args);
  const audits = (action: string) =>
    h.db.query<{ subject: string; detail: Record<string, unknown> }>(
      'SELECT subject, detail FROM operator_audit WHERE action = $1 ORDER BY id',
      [action],
    );

  it('shows and sets the maximum rates, refusing nonsense', async () => {
    expect(await cli('agent-settings')).toBe(
      'maximum rates: dividend 50%, daily 3%, hourly 3%, realtime 3%',
    );
    expect(
      await cli('agent-settings', '--max-rate:daily', '1.25', '--max-rate:dividend', '40'),
    ).toBe('maximum rates: dividend 40%, daily 1.25%, hourly 3%, realtime 3%');
    expect((await audits('agent-settings')).at(-1)?.detail).toMatchObject({
      to: { daily: 1.25, dividend: 40 },
    });
    await expect(cli('agent-settings', '--max-rate:weekly', '1')).rejects.toThrow(/name a kind/u);
    await expect(cli('agent-settings', '--max-rate:daily', '101')).rejects.toThrow(/at most 100/u);
    await expect(cli('agent-settings', '--max-rate:daily', 'abc')).rejects.toThrow(/percentage/u);
    await expect(cli('agent-settings', '--max-rate:daily', '0')).rejects.toThrow(/above 0/u);
    await expect(cli('agent-settings', '--rate', '1')).rejects.toThrow(/unknown option/u);
  });

  it('offers house contracts with the checks of rate and period', async () => {
    await expect(cli('contract-offer')).rejects.toThrow(/takes a username/u);
    await expect(cli('contract-offer', 'nobody', '--kind', 'daily', '--rate', '1')).rejects.toThrow(
      /no account named nobody/u,
    );
    await expect(
      cli('contract-offer', 'plain_member', '--kind', 'daily', '--rate', '1'),
    ).rejects.toThrow(/not an agent/u);
    await expect(
      cli('contract-offer', 'house_agent', '--kind', 'yearly', '--rate', '1'),
    ).rejects.toThrow(/--kind takes one of dividend, daily, hourly, realtime/u);
    await expect(cli('contract-offer', 'house_agent', '--kind', 'daily')).rejects.toThrow(
      /--rate is required/u,
    );
    await expect(
      cli('contract-offer', 'house_agent', '--kind', 'daily', '--rate', '1.5'),
    ).rejects.toThrow("rate: at most 1.25%, the operator's maximum for a daily salary");
    await expect(
      cli('contract-offer', 'house_agent', '--kind', 'daily', '--rate', '1', '--period', 'week'),
    ).rejects.toThrow(/period: a daily salary is settled every day: leave period out/u);
    await expect(
      cli('contract-offer', 'house_agent', '--kind', 'dividend', '--rate', '10'),
    ).rejects.toThrow(/period: a dividend is settled by week, semimonth or month/u);
    await expect(
      cli('contract-offer', 'house_agent', '--kind', 'daily', '--rate', '1.001'),
    ).rejects.toThrow(/rate: a percentage/u);

    const out = await cli(
      'contract-offer',
      'house_agent',
      '--kind',
      'daily',
      '--rate',
      '1.25',
      '--terms',
      'house terms',
    );
    expect(out).toMatch(
      /^offered house contract #\d+: daily 1.25%\/day to house_agent\nnote: the operator flags leave daily contracts off/u,
    );
    await expect(
      cli('contract-offer', 'house_agent', '--kind', 'daily', '--rate', '1'),
    ).rejects.toThrow(/already has an offer of a daily salary waiting/u);
    expect((await audits('contract-offer')).at(-1)).toMatchObject({
      subject: 'house_agent',
      detail: { kind: 'daily', rate: 1.25, period: 'day' },
    });
    await cli('flags', 'on', ...ALL_FLAGS);
    const d = await cli(
      'contract-offer',
      'house_agent',
      '--kind',
      'dividend',
      '--rate',
      '40',
      '--period',
      'semimonth',
    );
    expect(d).toMatch(/^offered house contract #\d+: dividend 40%\/semimonth to house_agent$/u);

    const list = await cli('contracts', '--user', 'house_agent');
    expect(list.split('\n')).toHaveLength(2);
    expect(list).toMatch(/dividend {2}40%\/semimonth {2}house -> house_agent {2}offered/u);
    expect(await cli('contracts', '--status', 'active')).toBe('(no contracts)');
    await expect(cli('contracts', '--status', 'open')).rejects.toThrow(/--status takes one of/u);
    await expect(cli('contracts', '--user', 'ghost')).rejects.toThrow(/no account named ghost/u);
  });

  it('ends contracts, and settles as of a chosen instant', async () => {
    const [daily] = await h.db.query<{ id: number }>(
      "SELECT id FROM agent_contracts WHERE kind = 'daily' AND status = 'offered'",
    );
    const id = daily?.id ?? 0;
    const res = await api(h).act(token, id, 'accept');
    expect(res.statusCode, res.body).toBe(200);
    await decidedAt(h, id, new Date('2026-08-10T00:00:00Z'));
    await round(h, 'house_agent', 40_000, 0, new Date('2026-08-10T12:00:00Z'));
    const before = await balance(h, 'house_agent');

    await expect(cli('settle', '--at', 'tomorrow')).rejects.toThrow(/--at takes an ISO time/u);
    await expect(cli('settle', '--at', '2026-08-10')).rejects.toThrow(/--at takes an ISO time/u);
    expect(await cli('settle', '--at', '2026-08-11T00:00:00Z')).toBe(
      'settled as of 2026-08-11T00:00:00.000Z: 1 paid, 0 unpaid, 0 with nothing owed; 0 unpaid paid now',
    );
    expect(await cli('settle', '--at', '2026-08-11T00:00:00Z')).toMatch(
      /: 0 paid, 0 unpaid, 0 with/u,
    );
    // 400.00 × 1.25% from the house.
    expect(await balance(h, 'house_agent')).toBeCloseTo(before + 5, 2);
    expect((await audits('settle')).map((a) => a.subject)).toEqual([
      '2026-08-11T00:00:00.000Z',
      '2026-08-11T00:00:00.000Z',
    ]);

    await expect(cli('contract-end')).rejects.toThrow(/takes a contract id/u);
    await expect(cli('contract-end', 'x1', 'why')).rejects.toThrow(/takes a contract id/u);
    await expect(cli('contract-end', String(id))).rejects.toThrow(/takes a reason/u);
    await expect(cli('contract-end', '99999', 'why')).rejects.toThrow(/no contract 99999/u);
    expect(await cli('contract-end', String(id), 'agent', 'left')).toBe(
      `contract #${id} terminated`,
    );
    await expect(cli('contract-end', String(id), 'again')).rejects.toThrow(
      `Contract ${id} is terminated: it cannot be terminated`,
    );
    expect((await audits('contract-end')).at(-1)).toMatchObject({
      subject: String(id),
      detail: { status: 'terminated', reason: 'agent left' },
    });
    const [offered] = await h.db.query<{ id: number }>(
      "SELECT id FROM agent_contracts WHERE kind = 'dividend' AND status = 'offered'",
    );
    expect(await cli('contract-end', String(offered?.id), 'not wanted')).toBe(
      `contract #${offered?.id} withdrawn`,
    );
    expect(await cli('contracts')).toMatch(/terminated {2}offered .* ended /u);
  });
});
