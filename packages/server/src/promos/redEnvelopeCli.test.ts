import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../cli';
import { migrate } from '../db/migrations';
import { seed } from '../db/seed/seed';
import type { Db } from '../db/types';
import { freshPglite } from '../test/harness';

describe('operator CLI: red envelopes', () => {
  let db: Db;
  beforeAll(async () => {
    db = await freshPglite();
    await migrate(db);
    await seed(db, { demo: true });
  }, 120_000);
  afterAll(async () => {
    await db?.close();
  });

  const inADay = () => new Date(Date.now() + 86_400_000).toISOString();
  /** What a command may change: the campaigns, their shares and the audit. */
  const snapshot = async () => ({
    campaigns: await db.query('SELECT * FROM red_envelope_campaigns ORDER BY id'),
    shares: await db.query(
      'SELECT campaign_id, seq, amount::text, account_id FROM red_envelope_shares ORDER BY 1, 2',
    ),
    audit: await db.query(
      "SELECT count(*)::int AS n FROM operator_audit WHERE action LIKE 'red-envelope%'",
    ),
  });
  /** A refused command throws a clear message and changes nothing. */
  const refused = async (args: string[], message: string | RegExp) => {
    const before = await snapshot();
    await expect(runCli(db, ['red-envelope', ...args])).rejects.toThrow(message);
    expect(await snapshot()).toEqual(before);
  };
  const good = () => [
    '--title:es',
    'Sobre de prueba',
    '--title:en',
    'Test envelope',
    '--total',
    '100',
    '--count',
    '7',
    '--end',
    inADay(),
  ];
  const without = (name: string) => {
    const args = good();
    const i = args.indexOf(name);
    args.splice(i, 2);
    return ['add', ...args];
  };
  const replaced = (name: string, value: string) => {
    const args = good();
    args[args.indexOf(name) + 1] = value;
    return ['add', ...args];
  };

  it('publishes a campaign split into its envelopes, audited, and lists it', async () => {
    const out = await runCli(db, ['red-envelope', 'add', ...good(), '--min', '2.5']);
    expect(out).toMatch(/^red envelope #\d+ \(en\+es\): 100\.00 in 7 envelopes of at least 2\.50/u);
    const id = Number(/#(\d+)/u.exec(out)?.[1]);
    const [sum] = await db.query<{ n: number; total: string; least: string }>(
      `SELECT count(*)::int AS n, sum(amount)::text AS total, min(amount)::text AS least
       FROM red_envelope_shares WHERE campaign_id = $1`,
      [id],
    );
    expect(sum?.n).toBe(7);
    expect(sum?.total).toBe('100.00');
    expect(Number(sum?.least)).toBeGreaterThanOrEqual(2.5);
    const [audit] = await db.query<{ actor: string; subject: string; detail: { total: string } }>(
      "SELECT actor, subject, detail FROM operator_audit WHERE action = 'red-envelope-add' ORDER BY id DESC LIMIT 1",
    );
    expect(audit).toMatchObject({ subject: `red-envelope:${id}`, detail: { total: '100.00' } });
    const listed = await runCli(db, ['red-envelope', 'list']);
    expect(listed).toContain(`#${id} running  en: Test envelope | es: Sobre de prueba`);
    expect(listed).toContain('0/7 grabbed, 0.00 of 100.00 paid');
    // The demo's campaign is there too.
    expect(listed).toContain('Sobre rojo de bienvenida');
  });

  it('refuses every bad input with a clear message, changing nothing', async () => {
    await refused([], /red-envelope takes add, list or close/u);
    await refused(['open'], /red-envelope takes add, list or close/u);
    await refused(
      ['add'],
      /--total is required[\s\S]*--count is required[\s\S]*--end is required/u,
    );
    await refused(
      without('--title:es'),
      /a title in the default language is required \(--title:es\)/u,
    );
    await refused(replaced('--title:es', '   '), /--title:es is empty/u);
    await refused(replaced('--title:es', 'x'.repeat(81)), /longer than 80 characters/u);
    await refused(replaced('--title:es', '<b>Sobre</b>'), /plain text/u);
    await refused(replaced('--title:en', 'Line\nbreak'), /plain text/u);
    await refused(
      ['add', ...good(), '--title:zz', 'Nope'],
      /zz is not a language the portal offers/u,
    );
    await refused(['add', ...good(), '--title', 'No language'], /name the language/u);
    await refused(
      ['add', ...good(), '--total:es', '5'],
      /--total:es is given|only --title names a language/u,
    );
    await refused(replaced('--total', 'ten'), /--total must be an amount above 0/u);
    await refused(replaced('--total', '0'), /--total must be an amount above 0/u);
    await refused(replaced('--total', '-5'), /--total must be an amount above 0/u);
    await refused(replaced('--total', '1.005'), /at most two decimals/u);
    await refused(replaced('--total', '100000000.01'), /--total may be at most 100000000\.00/u);
    await refused(without('--count'), /--count is required/u);
    await refused(replaced('--count', '0'), /--count must be a whole number from 1 to 10000/u);
    await refused(replaced('--count', '2.5'), /--count must be a whole number/u);
    await refused(replaced('--count', '10001'), /--count must be a whole number from 1 to 10000/u);
    await refused(replaced('--count', '20000'), /--count must be a whole number/u);
    await refused(
      [...replaced('--count', '200'), '--min', '1'],
      /200 envelopes of at least 1\.00 need a total of 200\.00 or more, not 100\.00/u,
    );
    await refused(['add', ...good(), '--min', '0'], /--min must be an amount above 0/u);
    await refused(['add', ...good(), '--min', 'abc'], /--min must be an amount above 0/u);
    await refused(without('--end'), /--end is required/u);
    await refused(replaced('--end', 'tomorrow'), /--end must be a date such as/u);
    await refused(replaced('--end', '2026-02-31'), /--end must be a date such as/u);
    await refused(replaced('--end', '2001-01-01'), /--end must be in the future/u);
    await refused(
      ['add', ...good(), '--start', new Date(Date.now() + 2 * 86_400_000).toISOString()],
      /--end must be after --start/u,
    );
    await refused(['add', ...good(), '--start', 'soon'], /--start must be a date such as/u);
    await refused(
      [...replaced('--end', new Date(Date.now() + 400 * 86_400_000).toISOString())],
      /at most 366 days/u,
    );
    await refused(['add', ...good(), '--colour', 'red'], /unknown option --colour/u);
    await refused(['add', ...good(), '--total', '5'], /--total is given twice/u);
    await refused(['add', ...good(), '--min'], /--min needs a value/u);
    await refused(['list', 'everything'], /red-envelope list takes nothing, or --all/u);
    await refused(['close'], /red-envelope close takes a campaign id/u);
    await refused(['close', 'abc'], /red-envelope close takes a campaign id/u);
    await refused(['close', '1', '2'], /red-envelope close takes a campaign id/u);
    await refused(['close', '99999'], /no red envelope campaign #99999/u);
  });

  it('closes a campaign once, audited; a closed one is refused', async () => {
    const out = await runCli(db, ['red-envelope', 'add', ...good()]);
    const id = Number(/#(\d+)/u.exec(out)?.[1]);
    expect(await runCli(db, ['red-envelope', 'close', String(id)])).toBe(
      `red envelope #${id} closed: 0 of 7 envelopes were grabbed`,
    );
    const [audit] = await db.query<{ subject: string; detail: { was: string } }>(
      "SELECT subject, detail FROM operator_audit WHERE action = 'red-envelope-close' ORDER BY id DESC LIMIT 1",
    );
    expect(audit).toEqual({
      subject: `red-envelope:${id}`,
      detail: { was: 'running', taken: 0, envelopes: 7 },
    });
    await refused(['close', String(id)], new RegExp(`red envelope #${id} has ended already`, 'u'));
    expect(await runCli(db, ['red-envelope', 'list'])).toMatch(
      new RegExp(`#${id} ended[\\s\\S]*closed \\d{4}-`, 'u'),
    );
  });
});
