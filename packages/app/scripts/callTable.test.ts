import { MERCHANT_HEADER, allCalls, callDomains, type CallDef } from '@portal/contract';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { callTableSource, LAZY_CALLS, LAZY_DOMAINS, lazyCallTableSource } from './callTable';

/** Runs the generated module as the browser would, and returns what it exports. */
function load(source: string): Record<string, unknown> {
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  });
  const exports: Record<string, unknown> = {};
  new Function('exports', 'require', outputText)(exports, () => {
    throw new Error('the call table must import nothing at run time');
  });
  return exports;
}

describe('the build call table', () => {
  it('holds every call of the contract in one table, with exactly its routing facts, no schema', () => {
    const source = callTableSource();
    const {
      calls: firstPaint,
      MERCHANT_HEADER: header,
      GATEWAY_HEADERS: gateway,
    } = load(source) as {
      calls: Record<string, unknown>;
      MERCHANT_HEADER: string;
      GATEWAY_HEADERS: Record<string, string>;
    };
    // The lazy domains' calls are in tables of their own, off the first paint.
    const lazy = LAZY_DOMAINS.map((domain) => {
      const table = load(lazyCallTableSource(domain))[`${domain}Calls`] as Record<string, unknown>;
      expect(Object.keys(table).sort()).toEqual([...LAZY_CALLS[domain]].sort());
      const own = Object.values(callDomains[domain] as Record<string, CallDef>).map((c) => c.id);
      for (const id of Object.keys(table)) expect(own, id).toContain(id);
      return table;
    });
    const calls = Object.assign({}, firstPaint, ...lazy) as Record<string, unknown>;
    expect(Object.keys(calls).length).toBe(
      Object.keys(firstPaint).length + lazy.reduce((n, t) => n + Object.keys(t).length, 0),
    );
    expect(Object.keys(calls).sort()).toEqual(allCalls.map((c) => c.id).sort());
    for (const c of allCalls)
      expect(calls[c.id], c.id).toEqual({
        id: c.id,
        method: c.method,
        path: c.path,
        token: c.token,
        enc: c.enc,
        optionalToken: Boolean(c.optionalToken),
        ...(c.bodyEncoding ? { bodyEncoding: c.bodyEncoding } : {}),
        ...(c.maxAge === undefined ? {} : { maxAge: c.maxAge }),
      });
    expect(header).toBe(MERCHANT_HEADER);
    expect(gateway).toEqual({ 'X-Gateway-Version': '3' });
    expect(source).not.toContain('typebox');
    // The header's balance is on the first paint; the transfer wallets' calls are not.
    expect(Object.keys(firstPaint)).toContain('balance');
    expect(Object.keys(firstPaint)).not.toContain('walletTransfer');
    // The lottery pages' calls load with them.
    expect(Object.keys(firstPaint)).not.toContain('lotteryLaunch');
    // The live models page's and the PVP rooms' load with their pages.
    expect(Object.keys(firstPaint)).not.toContain('liveModels');
    expect(Object.keys(firstPaint)).not.toContain('pvpRooms');
    expect(Object.keys(firstPaint)).not.toContain('popular');
    // The header's member info is on the first paint; the forms' writes load with the forms.
    expect(Object.keys(firstPaint)).toContain('memberInfo');
    expect(Object.keys(firstPaint)).not.toContain('register');
    expect(Object.keys(firstPaint)).not.toContain('feedback');
  });

  it('has lazy tables whose sources (as tests and stories load them) hold the same calls', async () => {
    const sources: Record<string, object> = {
      cashier: (await import('../src/api/cashierCallTable')).cashierCalls,
      wallet: (await import('../src/api/walletCallTable')).walletCalls,
      lottery: (await import('../src/api/lotteryCallTable')).lotteryCalls,
      records: (await import('../src/api/recordsCallTable')).recordsCalls,
      agent: (await import('../src/api/agentCallTable')).agentCalls,
      promos: (await import('../src/api/promosCallTable')).promosCalls,
      missions: (await import('../src/api/missionsCallTable')).missionsCalls,
      activities: (await import('../src/api/activitiesCallTable')).activitiesCalls,
      points: (await import('../src/api/pointsCallTable')).pointsCalls,
      profile: (await import('../src/api/profileCallTable')).profileCalls,
      responsible: (await import('../src/api/responsibleCallTable')).responsibleCalls,
      live: (await import('../src/api/liveCallTable')).liveCalls,
      catalogue: (await import('../src/api/catalogueCallTable')).catalogueCalls,
      content: (await import('../src/api/contentCallTable')).contentCalls,
      chat: (await import('../src/api/chatCallTable')).chatCalls,
      social: (await import('../src/api/socialCallTable')).socialCalls,
      addresses: (await import('../src/api/addressesCallTable')).addressesCalls,
      member: (await import('../src/api/memberCallTable')).memberCalls,
      feedback: (await import('../src/api/feedbackCallTable')).feedbackCalls,
    };
    expect(Object.keys(sources).sort()).toEqual([...LAZY_DOMAINS].sort());
    for (const domain of LAZY_DOMAINS)
      expect(Object.keys(sources[domain] ?? {}).sort(), domain).toEqual(
        [...LAZY_CALLS[domain]].sort(),
      );
  });
});
