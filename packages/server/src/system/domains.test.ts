// The domain check's hosts (cli domains): published in the system info for the app's check,
// replaced and emptied by the CLI, audited; what is no host name is refused and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../cli';
import { BACKENDS, startHarness, type Harness } from '../test/harness';

describe.each(BACKENDS)('the domain check (cli domains) on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  const domains = async () =>
    (await h.call({ method: 'GET', url: '/wps/system/info' })).json().value.domains as string[];

  it('publishes the hosts the operator sets, none by default', async () => {
    expect(await domains()).toEqual([]);
    expect(await runCli(h.db, ['domains'])).toBe('domains: (any host)');
    expect(await runCli(h.db, ['domains', 'Portal.Example.com.', 'portal.example.net'])).toBe(
      'domains: portal.example.com portal.example.net',
    );
    expect(await domains()).toEqual(['portal.example.com', 'portal.example.net']);
    for (const raw of [
      'https://portal.example.com',
      'portal',
      'portal.example.com:8080',
      'a..b',
      'x_y.com',
      '-a.com',
    ])
      await expect(runCli(h.db, ['domains', raw]), raw).rejects.toThrow('is not a host name');
    expect(await domains()).toEqual(['portal.example.com', 'portal.example.net']);
    expect(await runCli(h.db, ['domains', 'off'])).toBe('domains: (any host)');
    expect(await domains()).toEqual([]);
    const audited = await h.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM operator_audit WHERE action = 'domains'",
    );
    expect(audited[0]?.n).toBe(2);
  });

  it('sets the main domain and the lines the system info publishes, refusing what is no host', async () => {
    const info = async () =>
      (await h.call({ method: 'GET', url: '/wps/system/info' })).json().value as {
        mainDomain: string;
        domainRoute: { name: string; domain: string }[];
      };
    expect(await runCli(h.db, ['main-domain'])).toBe('main domain: portal.example.com');
    expect(await runCli(h.db, ['main-domain', 'Casino.Example.org'])).toBe(
      'main domain: casino.example.org',
    );
    await expect(runCli(h.db, ['main-domain', 'https://x.example.org'])).rejects.toThrow(
      'is not a host name',
    );
    await expect(runCli(h.db, ['main-domain', 'a.example.org', 'b.example.org'])).rejects.toThrow(
      'takes one host name',
    );
    expect((await info()).mainDomain).toBe('casino.example.org');

    expect(
      await runCli(h.db, [
        'domain-routes',
        'Línea 1=casino.example.org',
        'Línea 2=casino2.example.org',
      ]),
    ).toBe('Línea 1 = casino.example.org\nLínea 2 = casino2.example.org');
    for (const bad of ['casino.example.org', '=casino.example.org', 'Línea=casino', 'Línea=a b'])
      await expect(runCli(h.db, ['domain-routes', bad]), bad).rejects.toThrow();
    expect((await info()).domainRoute).toEqual([
      { name: 'Línea 1', domain: 'casino.example.org' },
      { name: 'Línea 2', domain: 'casino2.example.org' },
    ]);
    expect(await runCli(h.db, ['domain-routes', 'off'])).toBe('(no lines)');
    expect((await info()).domainRoute).toEqual([]);
    const audited = await h.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM operator_audit WHERE action IN ('main-domain', 'domain-routes')",
    );
    expect(audited[0]?.n).toBe(3);
  });
});
