import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, USAGE } from '../cli';
import { getAs, TEAM_PASSWORD } from '../test/agentTeam';
import { BACKENDS, login, startHarness, type Harness } from '../test/harness';

interface Announcements {
  records: { id: number; title: string; body: string; publishedAt: string }[];
  total: number;
  totalPages: number;
}

describe.each(BACKENDS)('announcements to agents on %s', (kind) => {
  let h: Harness;
  let token: string;
  beforeAll(async () => {
    h = await startHarness(kind);
    await runCli(h.db, ['create-account', 'agent', 'clagent', TEAM_PASSWORD]);
    await runCli(h.db, [
      'create-account',
      'member',
      'clmember',
      TEAM_PASSWORD,
      '--upline',
      'clagent',
    ]);
    token = await login(h, 'clagent', TEAM_PASSWORD);
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  const list = (query = '', as = token) =>
    getAs<Announcements>(h, `/wps/agent/announcements${query}`, as);
  const count = async () =>
    (await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM agent_announcements'))[0]?.n ??
    0;

  it('shows its commands in the usage, aligned with the others', () => {
    const lines = USAGE.split('\n').filter((l) => /^ {2}agent-announce/u.test(l));
    expect(lines.map((l) => l.trim().split(' ')[0])).toEqual([
      'agent-announce',
      'agent-announcements',
      'agent-announce-hide',
    ]);
    // The description starts where the wallet's does: after the command and at least 2 spaces.
    const at = (line: string | undefined) =>
      /^( {2}\S+(?: \S+)* {2,})\S/u.exec(line ?? '')?.[1]?.length;
    const column = at(USAGE.split('\n').find((l) => l.startsWith('  credit ')));
    expect(column).toBe(43);
    for (const line of lines.slice(1)) expect(at(line), line).toBe(column);
    const start = USAGE.indexOf('  agent-announce ');
    const block = USAGE.slice(
      start,
      USAGE.indexOf('\n', USAGE.indexOf('  agent-announce-hide')) + 1,
    );
    for (const line of block.split('\n').filter((l) => l.startsWith('   ')))
      expect(line.search(/\S/u), line).toBe(column);
  });

  it.each([
    [['--title:en', 'Hello', '--body:en', 'Text'], /Spanish is required/u],
    [['--title:es', 'Hola'], /--body:es is missing/u],
    [['--title:es', 'Hola', '--body:es', '   '], /--body:es is empty/u],
    [['--title:es', 'Hola', '--body:es', 'Texto', '--title:en', 'Hi'], /--body:en is missing/u],
    [['--title:es', 'Hola', '--body:es', 'Texto', '--title', 'x'], /--title: name the language/u],
    [
      ['--title:es', 'Hola', '--body:es', 'Texto', '--title:e1', 'x'],
      /--title:e1: name the language/u,
    ],
    [['--title:es', 'x'.repeat(201), '--body:es', 'Texto'], /--title:es is longer than 200/u],
    [['--title:es', 'Hola', '--body:es', 'Texto', '--sort', '1'], /unknown option --sort/u],
    [['--title:es', 'Hola', '--body:es'], /--body:es needs a value/u],
    [['--title:es', 'Hola', '--title:es', 'Otra', '--body:es', 'x'], /--title:es is given twice/u],
    [['--title:es', 'Hola', '--body:es', '@/nowhere/at/all'], /cannot read \/nowhere/u],
  ])('refuses %j and publishes nothing', async (args, message) => {
    const before = await count();
    await expect(runCli(h.db, ['agent-announce', ...args])).rejects.toThrow(message);
    expect(await count()).toBe(before);
  });

  it('publishes, lists and hides, each change audited, and agents read them in their language', async () => {
    const first = await runCli(h.db, [
      'agent-announce',
      '--title:es',
      'Nuevas comisiones',
      '--body:es',
      'Desde hoy.\nLeed los contratos.',
      '--title:en',
      'New commissions',
      '--body:en',
      'From today.',
    ]);
    expect(first).toMatch(/^published agent announcement #(\d+) \(en\+es\)$/u);
    const second = await runCli(h.db, [
      'agent-announce',
      '--title:es',
      'Solo español',
      '--body:es',
      'Cuerpo',
    ]);
    const firstId = Number(/#(\d+)/u.exec(first)?.[1]);
    const secondId = Number(/#(\d+)/u.exec(second)?.[1]);

    const es = await list();
    expect(es.status).toBe(200);
    expect(es.value.records.map((r) => [r.id, r.title, r.body])).toEqual([
      [secondId, 'Solo español', 'Cuerpo'],
      [firstId, 'Nuevas comisiones', 'Desde hoy.\nLeed los contratos.'],
      // The demo's welcome, seeded with the demo accounts.
      [expect.any(Number), 'Bienvenido al centro de agentes', expect.stringContaining('Invite')],
    ]);
    const en = await list('?language=en-GB');
    expect(en.value.records.map((r) => [r.title, r.body])).toEqual([
      ['Solo español', 'Cuerpo'],
      ['New commissions', 'From today.'],
      ['Welcome to the agent centre', expect.stringContaining('Invite players')],
    ]);
    const pt = await list('?language=pt-br&pageSize=1&pageNo=2');
    expect(pt.value).toMatchObject({ total: 3, totalPages: 3 });
    // Not in Portuguese: English, as the interface falls back.
    expect(pt.value.records.map((r) => r.title)).toEqual(['New commissions']);
    expect(await list('', await login(h, 'clmember', TEAM_PASSWORD))).toMatchObject({
      status: 403,
      code: 'ONLY_AGENTS',
    });

    const listed = await runCli(h.db, ['agent-announcements']);
    expect(listed).toContain(`#${firstId} `);
    expect(listed).toContain('en+es  Nuevas comisiones');
    expect(await runCli(h.db, ['agent-announce-hide', String(firstId)])).toBe(
      `agent announcement #${firstId} hidden`,
    );
    expect(await runCli(h.db, ['agent-announce-hide', String(firstId)])).toMatch(
      /already hidden: nothing done/u,
    );
    expect((await list()).value.records.map((r) => r.id)).toEqual([secondId, expect.any(Number)]);
    expect(await runCli(h.db, ['agent-announcements'])).toMatch(
      new RegExp(`#${firstId} .* hidden`, 'u'),
    );
    const audit = await h.db.query<{ action: string; subject: string }>(
      "SELECT action, subject FROM operator_audit WHERE action LIKE 'agent-announce%' ORDER BY id",
    );
    expect(audit).toEqual([
      { action: 'agent-announce', subject: `agent-announcement #${firstId}` },
      { action: 'agent-announce', subject: `agent-announcement #${secondId}` },
      { action: 'agent-announce-hide', subject: `agent-announcement #${firstId}` },
    ]);
  });

  it('refuses to hide what it cannot name', async () => {
    await expect(runCli(h.db, ['agent-announce-hide'])).rejects.toThrow(/takes the id/u);
    await expect(runCli(h.db, ['agent-announce-hide', 'abc'])).rejects.toThrow(/takes the id/u);
    await expect(runCli(h.db, ['agent-announce-hide', '1', '2'])).rejects.toThrow(/takes the id/u);
    await expect(runCli(h.db, ['agent-announce-hide', '999999'])).rejects.toThrow(
      /no agent announcement #999999/u,
    );
    await expect(runCli(h.db, ['agent-announcements', 'x'])).rejects.toThrow(/takes no arguments/u);
  });
});
