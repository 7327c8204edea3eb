import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../cli';
import { migrate } from '../db/migrations';
import { seed } from '../db/seed/seed';
import type { Db } from '../db/types';
import { freshPglite } from '../test/harness';

describe('operator CLI: content', () => {
  let db: Db;
  beforeAll(async () => {
    db = await freshPglite();
    await migrate(db);
    await seed(db, { demo: true });
  }, 120_000);
  afterAll(async () => {
    await db?.close();
  });

  /** Every row of the content tables, to show that a refused command changed nothing. */
  const snapshot = async () => ({
    announcements: await db.query('SELECT * FROM content_announcements ORDER BY id'),
    banners: await db.query('SELECT * FROM content_banners ORDER BY id'),
  });
  const refused = async (args: string[], message: string | RegExp) => {
    const before = await snapshot();
    await expect(runCli(db, args)).rejects.toThrow(message);
    expect(await snapshot()).toEqual(before);
  };
  const idIn = (text: string): number => Number(/#(\d+)/u.exec(text)?.[1]);

  it('publishes an announcement in two languages, stored as given, and lists it', async () => {
    const html = '<p>Gire <a href="https://portal.example.com/promotions">aquí</a> &amp; gane</p>';
    const out = await runCli(db, [
      'publish',
      'announcement',
      '--type',
      'PR',
      '--execution',
      'A',
      '--title:es',
      'Giros gratis',
      '--content:es',
      html,
      '--title:EN',
      'Free spins',
      '--content:EN',
      '<p>Spin <strong>now</strong></p>',
    ]);
    expect(out).toMatch(/^published announcement #\d+ \(type PR, execution A, en\+es\)$/u);
    const [row] = await db.query<{ kind: string; texts: Record<string, { content: string }> }>(
      'SELECT kind, texts FROM content_announcements WHERE id = $1',
      [idIn(out)],
    );
    expect(row?.kind).toBe('announcement');
    expect(row?.texts['es']?.content).toBe(html);
    expect(row?.texts['en']?.content).toBe('<p>Spin <strong>now</strong></p>');
    expect(await runCli(db, ['list-content', 'announcement'])).toContain(
      `#${idIn(out)} live PR A sort 0 "Giros gratis"`,
    );
  });

  it('reads long HTML from a file with @path', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'content-cli-'));
    const file = join(dir, 'aviso.html');
    await writeFile(file, '<h3>Mantenimiento</h3>\n<ul><li>Martes 03:00</li></ul>\n');
    const out = await runCli(db, [
      'publish',
      'notice',
      '--type',
      'PL',
      '--execution',
      'B',
      '--title:es',
      'Mantenimiento',
      '--content:es',
      `@${file}`,
    ]);
    const [row] = await db.query<{ texts: Record<string, { content: string }> }>(
      'SELECT texts FROM content_announcements WHERE id = $1',
      [idIn(out)],
    );
    expect(row?.texts['es']?.content).toBe(
      '<h3>Mantenimiento</h3>\n<ul><li>Martes 03:00</li></ul>',
    );
    await refused(
      [
        'publish',
        'notice',
        '--type',
        'PL',
        '--execution',
        'B',
        '--title:es',
        'x',
        '--content:es',
        `@${join(dir, 'missing.html')}`,
      ],
      'cannot read',
    );
  });

  it('refuses script content however it is written, and writes nothing', async () => {
    const base = ['publish', 'notice', '--type', 'B', '--execution', 'B', '--title:es', 'Hola'];
    for (const [content, message] of [
      ['<p>hola</p><script>alert(1)</script>', '<script> is not allowed'],
      ['<SCRIPT SRC=https://x.example/a.js></SCRIPT>', '<script> is not allowed'],
      ['<img src="/a.png" onerror="alert(1)">', 'event attribute onerror'],
      ['<a href="javascript:alert(1)">x</a>', 'is not an allowed address'],
      ['<a href="jav&#x61;script:alert(1)">x</a>', 'character references'],
      ['<iframe src="https://x.example"></iframe>', '<iframe> is not allowed'],
      ['<p style="color:red">x</p>', 'attribute style is not allowed on <p>'],
      ['<scr<script>ipt>alert(1)</script>', 'not a complete allowed tag'],
      ['<svg/onload=alert(1)>', 'not a complete allowed tag'],
      ['<!-- hidden -->', 'comments are not allowed'],
    ] as const) {
      await refused([...base, '--content:es', content], message);
    }
    await refused(
      [...base, '--content:es', '<script>x</script>'],
      /^not published:\n {2}--content:es:/u,
    );
  });

  it('refuses bad input with a clear message, writing nothing', async () => {
    const ok = ['--title:es', 'Hola', '--content:es', '<p>Hola</p>'];
    await refused(['publish', 'announcement', '--execution', 'A', ...ok], '--type is required');
    await refused(
      ['publish', 'announcement', '--type', 'X', '--execution', 'A', ...ok],
      '--type must be one of B, PL, PU, PR, H, not "X"',
    );
    await refused(
      ['publish', 'announcement', '--type', 'B', '--execution', 'Z', ...ok],
      '--execution must be one of A, B, F',
    );
    await refused(
      [
        'publish',
        'notice',
        '--type',
        'B',
        '--execution',
        'B',
        '--title:en',
        'Hi',
        '--content:en',
        '<p>Hi</p>',
      ],
      'text in the default language is required',
    );
    await refused(
      ['publish', 'notice', '--type', 'B', '--execution', 'B', '--title:es', 'Hola'],
      '--content:es is missing',
    );
    await refused(
      [
        'publish',
        'notice',
        '--type',
        'B',
        '--execution',
        'B',
        '--title:es',
        '<b>Hola</b>',
        '--content:es',
        '<p>x</p>',
      ],
      'plain text',
    );
    await refused(
      ['publish', 'notice', '--type', 'B', '--execution', 'B', '--title', 'x', '--content:es', 'y'],
      'name the language',
    );
    await refused(
      ['publish', 'notice', '--type', 'B', '--colour', 'red'],
      'unknown option --colour',
    );
    await refused(['publish', 'notice', '--type'], '--type needs a value');
    await refused(['publish', 'notice', '--type', 'B', '--type', 'PL'], '--type is given twice');
    await refused(
      ['publish', 'notice', '--type', 'B', '--execution', 'B', '--sort', 'first', ...ok],
      'whole number',
    );
    await refused(
      ['publish', 'notice', '--type', 'B', '--execution', 'B', '--from', 'tomorrow', ...ok],
      'must be a date',
    );
    await refused(
      ['publish', 'notice', '--type', 'B', '--execution', 'B', '--until', '2020-01-01', ...ok],
      'in the past',
    );
    await refused(
      [
        'publish',
        'notice',
        '--type',
        'B',
        '--execution',
        'B',
        '--from',
        '2099-02-01',
        '--until',
        '2099-01-01',
        ...ok,
      ],
      '--until must be after --from',
    );
    await refused(['publish', 'popup'], 'publish takes announcement, notice or banner');
  });

  it('schedules an item with --from and --until', async () => {
    const out = await runCli(db, [
      'publish',
      'notice',
      '--type',
      'PR',
      '--execution',
      'B',
      '--from',
      '2099-12-24',
      '--until',
      '2099-12-26T06:00:00Z',
      '--title:es',
      'Navidad',
      '--content:es',
      '<p>Feliz Navidad</p>',
    ]);
    expect(out).toContain('from 2099-12-24T00:00:00.000Z, until 2099-12-26T06:00:00.000Z');
    expect(await runCli(db, ['list-content', 'notice'])).not.toContain('Navidad');
    expect(await runCli(db, ['list-content', 'notice', '--all'])).toContain(
      `#${idIn(out)} scheduled PR B sort 0 "Navidad"`,
    );
  });
});
