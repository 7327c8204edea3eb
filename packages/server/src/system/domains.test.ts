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
});
