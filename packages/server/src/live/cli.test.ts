// The live models' operator commands: add, edit, remove and list, each change audited; bad input
// refused with a message that says what the option takes, and nothing written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../cli';
import { migrate } from '../db/migrations';
import { seed } from '../db/seed/seed';
import type { Db } from '../db/types';
import { freshPglite } from '../test/harness';
import { listModels } from './service';

describe('live model commands', () => {
  let db: Db;
  beforeAll(async () => {
    db = await freshPglite();
    await migrate(db);
    await seed(db, { demo: true });
  }, 120_000);
  afterAll(async () => {
    await db?.close();
  });

  const audits = (action: string) =>
    db.query<{ actor: string; subject: string; detail: Record<string, unknown> }>(
      'SELECT actor, subject, detail FROM operator_audit WHERE action = $1 ORDER BY id',
      [action],
    );
  const count = async () =>
    (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM live_models'))[0]?.n;

  it('lists the models with their status, language, avatar and viewers', async () => {
    const out = await runCli(db, ['live-models']);
    expect(out.split('\n')).toHaveLength(5);
    expect(out).toMatch(
      /^#\d+ online Camila \(es\) avatar \/content\/live-models\/\d+\.svg \(drawn\); 0 in the chat$/mu,
    );
    expect(out).toContain('offline Olivia (en)');
    await expect(runCli(db, ['live-models', 'extra'])).rejects.toThrow('takes no arguments');
  });

  it('adds a model, offline and drawn unless told, and audits it', async () => {
    const out = await runCli(db, ['live-model-add', '--name', '  Lucía  ', '--language', 'ES']);
    expect(out).toMatch(/^live model added: #\d+ offline Lucía \(es\)/u);
    const id = Number(/#(\d+)/u.exec(out)?.[1]);
    const [audit] = await audits('live-model-add');
    expect(audit).toMatchObject({
      subject: `live-model:${id}`,
      detail: { name: 'Lucía', language: 'es', status: 'offline', avatar: null },
    });
    expect(audit?.actor).not.toBe('');
    const added = await runCli(db, [
      'live-model-add',
      '--name',
      'Aria',
      '--status',
      'online',
      '--avatar',
      '/content/avatars/builtin/fox.svg',
    ]);
    expect(added).toContain('online Aria (es) avatar /content/avatars/builtin/fox.svg;');
    const aria = (await listModels(db)).find((m) => m.name === 'Aria');
    expect(aria?.avatar).toBe('/content/avatars/builtin/fox.svg');
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const before = await count();
    const refused: [string[], string][] = [
      [['live-model-add'], '--name takes 1 to 40 characters'],
      [['live-model-add', '--name'], '--name needs a value'],
      [['live-model-add', '--name', ''], '--name takes 1 to 40 characters'],
      [['live-model-add', '--name', '   '], '--name takes 1 to 40 characters'],
      [['live-model-add', '--name', 'x'.repeat(41)], '--name takes 1 to 40 characters'],
      [['live-model-add', '--name', 'a\tb'], 'on one line'],
      [
        ['live-model-add', '--name', 'Ana', '--status', 'away'],
        '--status takes online, busy, offline, not "away"',
      ],
      [
        ['live-model-add', '--name', 'Ana', '--language', 'spanish'],
        '--language takes a language code',
      ],
      [
        ['live-model-add', '--name', 'Ana', '--avatar', 'https://cdn.example/a.png'],
        '--avatar takes a path of this server',
      ],
      [
        ['live-model-add', '--name', 'Ana', '--avatar', '//evil.example/a.png'],
        '--avatar takes a path of this server',
      ],
      [['live-model-add', '--name', 'Ana', '--colour', 'red'], 'unknown option --colour'],
      [['live-model-add', 'Ana'], 'expected an option'],
      [['live-model-edit'], 'live-model-edit takes the id of a model first'],
      [
        ['live-model-edit', 'abc', '--status', 'online'],
        'the model id must be a whole number above 0, not "abc"',
      ],
      [['live-model-edit', '999', '--status', 'online'], 'no live model 999'],
      [['live-model-edit', '1'], 'takes at least one of --name --language --status --avatar'],
      [['live-model-remove', '0'], 'the model id must be a whole number above 0'],
      [['live-model-remove', '1', '2'], 'takes only the id of a model'],
    ];
    for (const [args, message] of refused)
      await expect(runCli(db, args), args.join(' ')).rejects.toThrow(message);
    expect(await count()).toBe(before);
    expect(await audits('live-model-edit')).toEqual([]);
  });

  it('edits a model, only what is given, back to the drawn avatar with none, and audits it', async () => {
    const [valentina] = await db.query<{ id: number }>(
      "SELECT id FROM live_models WHERE name = 'Valentina'",
    );
    const id = String(valentina?.id);
    expect(await runCli(db, ['live-model-edit', id, '--status', 'busy'])).toContain(
      `#${id} busy Valentina (es)`,
    );
    await runCli(db, ['live-model-edit', id, '--name', 'Vale', '--avatar', '/img/vale.png']);
    let row = (await listModels(db)).find((m) => m.id === Number(id));
    expect(row).toMatchObject({
      name: 'Vale',
      status: 'busy',
      language: 'es',
      avatar: '/img/vale.png',
    });
    await runCli(db, ['live-model-edit', id, '--avatar', 'none', '--language', 'en']);
    row = (await listModels(db)).find((m) => m.id === Number(id));
    expect(row).toMatchObject({ name: 'Vale', avatar: null, language: 'en' });
    const edits = await audits('live-model-edit');
    expect(edits).toHaveLength(3);
    expect(edits[1]).toMatchObject({
      subject: `live-model:${id}`,
      detail: {
        before: { name: 'Valentina', status: 'busy' },
        change: { name: 'Vale', avatar: '/img/vale.png' },
      },
    });
  });

  it('removes a model: off the list, its open chats ended, its record kept, and audited', async () => {
    const [emma] = await db.query<{ id: number }>("SELECT id FROM live_models WHERE name = 'Emma'");
    const id = emma?.id ?? 0;
    const [member] = await db.query<{ id: number }>(
      "SELECT id FROM accounts WHERE username_key = 'demo01'",
    );
    await db.query(
      `INSERT INTO live_chats (model_id, account_id, language, ticket_hash, ticket_expires_at,
         token_hash, opened_at, expires_at, seen_at)
       VALUES ($1, $2, 'es', 'ticket-x', now(), 'token-x', now(), now() + interval '1 hour', now())`,
      [id, member?.id],
    );
    expect((await listModels(db)).find((m) => m.id === id)?.viewers).toBe(1);
    expect(await runCli(db, ['live-model-remove', String(id)])).toBe(
      `live model #${id} Emma removed: members no longer see it, its open chats ended (their record is kept)`,
    );
    expect((await listModels(db)).map((m) => m.id)).not.toContain(id);
    const [chat] = await db.query<{ left_at: Date | null }>(
      "SELECT left_at FROM live_chats WHERE ticket_hash = 'ticket-x'",
    );
    expect(chat?.left_at).not.toBeNull();
    expect(await audits('live-model-remove')).toEqual([
      expect.objectContaining({ subject: `live-model:${id}`, detail: { name: 'Emma' } }),
    ]);
    await expect(runCli(db, ['live-model-remove', String(id)])).rejects.toThrow(
      `no live model ${id}`,
    );
    await expect(runCli(db, ['live-model-edit', String(id), '--status', 'online'])).rejects.toThrow(
      `no live model ${id}`,
    );
  });

  it('shows its commands in the usage text', async () => {
    await expect(runCli(db, [])).rejects.toThrow(/live-model-add --name NAME/u);
  });
});
