import { KnownAddressesValue, SuccessEnvelope } from '@portal/contract';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../cli';
import {
  AWAY,
  challengeFrom,
  codeTo,
  flag,
  HOME,
  HOME_OTHER,
  loginFrom,
  networksOf,
  newMember,
  sendCode,
  verify,
} from '../test/addresses';
import { BACKENDS, startHarness, type Harness } from '../test/harness';
import { maskEmail, maskMobile, networkOf } from './network';

// The remembered networks as the member sees and removes them (My account), and as support lists,
// forgets and remembers them (the operator CLI).

describe('networkOf', () => {
  it.each([
    ['203.0.113.9', '203.0.113.0/24'],
    ['::ffff:203.0.113.9', '203.0.113.0/24'],
    ['2001:db8:5:7::1', '2001:db8:5:7::/64'],
    ['2001:0db8:0005:0007:aaaa:bbbb:cccc:dddd', '2001:db8:5:7::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['not an address', undefined],
  ])('%s is in %s', (ip, network) => {
    expect(networkOf(ip)).toBe(network);
  });

  it('masks a recipient, keeping what the owner recognises', () => {
    expect(maskMobile('0987654312', '+34')).toBe('+34 •••• ••12');
    expect(maskMobile('5512345678', null)).toBe('•••• ••78');
    expect(maskEmail('maria.lopez@example.com')).toBe('m•••@example.com');
  });
});

describe.each(BACKENDS)('remembered networks on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
    await flag(h, true);
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  const list = (token: string, ip: string) =>
    h.call({ method: 'GET', url: '/wps/member/profile/addresses', token, remoteAddress: ip });
  const forget = (token: string, id: number, ip = HOME) =>
    h.call({
      method: 'POST',
      url: '/wps/member/profile/addresses/forget',
      token,
      remoteAddress: ip,
      payload: { id },
    });

  /** A member logged in at HOME and verified once from AWAY: two networks. */
  async function twoNetworks(prefix: string) {
    const m = await newMember(h, prefix);
    const res = await loginFrom(h, m.name, HOME);
    const token = res.json().value.token as string;
    const { challenge } = await challengeFrom(h, m.name, AWAY);
    await sendCode(h, challenge, AWAY);
    await verify(h, challenge, AWAY, await codeTo(h, m.mobile ?? ''));
    return { ...m, token };
  }

  it('lists the networks, the asking one first and marked, in the contract shape', async () => {
    const m = await twoNetworks('list');
    const res = await list(m.token, HOME_OTHER);
    expect(Value.Check(SuccessEnvelope(KnownAddressesValue), res.json())).toBe(true);
    const rows = res.json().value.list;
    expect(rows.map((r: { network: string; current: boolean }) => [r.network, r.current])).toEqual([
      ['198.51.100.0/24', true],
      ['203.0.113.0/24', false],
    ]);
    expect(rows[1].userAgent).toContain('iPhone');
    // From a network it has not used, none is this one.
    const away = (await list(m.token, '192.0.2.1')).json().value.list;
    expect(away.every((r: { current: boolean }) => !r.current)).toBe(true);
  });

  it('removes one for its owner only; removing this one makes the next login here ask again', async () => {
    const m = await twoNetworks('rm');
    const other = await newMember(h, 'rmother');
    const otherToken = (await loginFrom(h, other.name, HOME)).json().value.token as string;
    const rows = (await list(m.token, HOME)).json().value.list as {
      id: number;
      current: boolean;
    }[];
    const here = rows.find((r) => r.current)!;
    // Another member cannot remove it, and learns nothing: not found.
    const foreign = await forget(otherToken, here.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('NOT_FOUND');
    expect(await networksOf(h, m.id)).toHaveLength(2);

    expect((await forget(m.token, here.id)).json()).toEqual({ success: true, value: null });
    expect(await networksOf(h, m.id)).toEqual(['203.0.113.0/24']);
    expect((await forget(m.token, here.id)).json().code).toBe('NOT_FOUND');
    expect((await loginFrom(h, m.name, HOME)).json().code).toBe('ADDRESS_VERIFICATION_REQUIRED');

    // Every network removed: still not a first login, the next one asks.
    const away = rows.find((r) => !r.current)!;
    await forget(m.token, away.id);
    expect(await networksOf(h, m.id)).toEqual([]);
    expect((await loginFrom(h, m.name, AWAY)).json().code).toBe('ADDRESS_VERIFICATION_REQUIRED');
  });

  it('refuses the list and the removal while the flag is off, and a trial account', async () => {
    const m = await newMember(h, 'flagoff');
    const token = (await loginFrom(h, m.name, HOME)).json().value.token as string;
    await flag(h, false);
    try {
      expect((await list(token, HOME)).json().code).toBe('FEATURE_DISABLED');
      expect((await forget(token, 1)).json().code).toBe('FEATURE_DISABLED');
    } finally {
      await flag(h, true);
    }
    const trial = await h.call({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} });
    const trialToken = trial.json().value.token as string;
    expect((await list(trialToken, HOME)).json().code).toBe('TRIAL_FORBIDDEN');
    expect((await list('', HOME)).statusCode).toBe(401);
  });

  it('lets support list, forget and remember an account’s networks', async () => {
    const m = await twoNetworks('cli');
    const listed = await runCli(h.db, ['addresses', m.name]);
    expect(listed).toMatch(new RegExp(`^${m.name}: 2 remembered network\\(s\\)`, 'u'));
    expect(listed).toContain('198.51.100.0/24');
    expect(listed).toContain('203.0.113.0/24');
    expect(await runCli(h.db, ['address-forget', m.name, '203.0.113.200'])).toBe(
      `${m.name}: 1 network(s) forgotten`,
    );
    expect(await networksOf(h, m.id)).toEqual(['198.51.100.0/24']);
    expect(await runCli(h.db, ['address-remember', m.name, '192.0.2.77'])).toBe(
      `${m.name}: 192.0.2.0/24 remembered`,
    );
    expect((await loginFrom(h, m.name, '192.0.2.1')).statusCode).toBe(200);
    expect(await runCli(h.db, ['address-forget', m.name, 'all'])).toBe(
      `${m.name}: 2 network(s) forgotten`,
    );
    expect(await runCli(h.db, ['addresses', m.name])).toBe(`${m.name}: no remembered networks`);
    await expect(runCli(h.db, ['address-forget', m.name, 'nowhere'])).rejects.toThrow(
      /address or network/u,
    );
    const [audit] = await h.db.query<{ action: string }>(
      'SELECT action FROM operator_audit WHERE subject = $1 ORDER BY id DESC LIMIT 1',
      [m.name],
    );
    expect(audit?.action).toBe('address-forget');
  });
});
