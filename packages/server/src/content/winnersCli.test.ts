// The showcase winners the operator publishes (cli winner): on the winner board beside the real
// wins, taken off with their record kept; a refused command names the problem and writes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../cli';
import { BACKENDS, startHarness, type Harness } from '../test/harness';

describe.each(BACKENDS)('operator CLI: showcase winners on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  const board = async () =>
    (
      await h.call({
        method: 'GET',
        url: '/wps/relay/GCS_winnerBoard?gameCategory=ALL&limitNum=50',
      })
    ).json().value.winners as { customerName: string; winAmount: number; nodeId: number }[];
  const snapshot = () => h.db.query('SELECT * FROM content_winners ORDER BY id');
  const refused = async (args: string[], message: string | RegExp) => {
    const before = await snapshot();
    await expect(runCli(h.db, args), args.join(' ')).rejects.toThrow(message);
    expect(await snapshot()).toEqual(before);
  };

  it('adds a winner the board shows first, withdraws it, and lists both', async () => {
    const [game] = await h.db.query<{ node_id: number }>(
      'SELECT node_id FROM games ORDER BY node_id LIMIT 1',
    );
    const nodeId = String(game!.node_id);
    const out = await runCli(h.db, [
      'winner',
      'add',
      '--name',
      'fortunata77',
      '--game',
      nodeId,
      '--amount',
      '987654.32',
      '--at',
      '2026-11-20T21:30:00Z',
    ]);
    const id = Number(/#(\d+)/u.exec(out)?.[1]);
    expect(out).toBe(`winner #${id}: fortunata77 won 987654.32 at game ${nodeId}`);
    expect((await board())[0]).toMatchObject({
      customerName: 'fo****77',
      winAmount: 987654.32,
      nodeId: Number(nodeId),
    });
    expect(await runCli(h.db, ['winner', 'list'])).toContain(
      `#${id} fortunata77 987654.32 game ${nodeId} 2026-11-20T21:30:00.000Z`,
    );

    expect(await runCli(h.db, ['winner', 'withdraw', String(id)])).toBe(`winner #${id} withdrawn`);
    expect((await board()).some((w) => w.winAmount === 987654.32)).toBe(false);
    expect(await runCli(h.db, ['winner', 'list'])).not.toContain(`#${id} `);
    expect(await runCli(h.db, ['winner', 'list', '--all'])).toContain(
      `#${id} fortunata77 987654.32 game ${nodeId} 2026-11-20T21:30:00.000Z (withdrawn)`,
    );
    await refused(['winner', 'withdraw', String(id)], `no showcase winner #${id} is on the board`);
  });

  it('refuses bad input with its reason, writing nothing', async () => {
    const [game] = await h.db.query<{ node_id: number }>('SELECT node_id FROM games LIMIT 1');
    const good = ['--name', 'ana', '--game', String(game!.node_id), '--amount', '10'];
    const add = (...changes: string[]) => {
      const args = [...good];
      for (let i = 0; i < changes.length; i += 2) {
        const at = args.indexOf(changes[i]!);
        if (at >= 0) args[at + 1] = changes[i + 1]!;
        else args.push(changes[i]!, changes[i + 1]!);
      }
      return ['winner', 'add', ...args];
    };
    await refused(add('--name', ''), '--name is required');
    await refused(add('--name', 'x'.repeat(101)), '--name is required');
    await refused(add('--name', '<b>ana</b>'), '--name is required');
    await refused(add('--game', '0'), '--game');
    await refused(add('--game', '999999999'), 'no game has the nodeId 999999999');
    for (const amount of ['0', '-5', '1.234', 'abc', '1e5', '12345678901234567'])
      await refused(add('--amount', amount), '--amount must be more than 0');
    await refused(add('--at', '2026-02-31'), '--at must be a date');
    await refused(['winner', 'add', ...good, '--color', 'red'], 'unknown option --color');
    await refused(['winner', 'withdraw'], 'winner withdraw takes one id');
    await refused(['winner', 'withdraw', 'x'], 'must be a whole number');
    await refused(['winner', 'list', '--everything'], 'winner list takes only --all');
    await refused(['winner'], 'winner takes add, withdraw or list');
  });
});
