// The operator's commands over the live models: add, edit and remove a model, and list them with
// their viewers. Every input is checked before anything is written, so a refused command changes
// nothing; each change is audited. A removed model keeps its row and its chats, for the record.
import {
  isTextOf,
  LIVE_AVATAR_MAX,
  LIVE_MODEL_NAME_MAX,
  LIVE_MODEL_STATUSES,
} from '@portal/contract';
import { parseOptions, type DomainCli } from '../commands/args';
import { audit, operatorName } from '../commands/audit';
import type { Db, Queryable } from '../db/types';
import { avatarOf, listModels, type ModelRow } from './service';

const LANGUAGE = /^[A-Za-z]{2,3}(-[A-Za-z]{2,4})?$/u;
/** A path of this server: one leading slash (never `//` or `/\`, another host), no spaces. */
const SERVER_PATH = /^\/(?![/\\])\S*$/u;

function nameArg(raw: string | undefined): string {
  const name = (raw ?? '').trim();
  if (!name || Array.from(name).length > LIVE_MODEL_NAME_MAX || !isTextOf('line', name))
    throw new Error(
      `--name takes 1 to ${LIVE_MODEL_NAME_MAX} characters on one line, not "${raw ?? ''}"`,
    );
  return name;
}

function languageArg(raw: string): string {
  if (!LANGUAGE.test(raw))
    throw new Error(`--language takes a language code such as es or en, not "${raw}"`);
  return raw.toLowerCase();
}

function statusArg(raw: string): (typeof LIVE_MODEL_STATUSES)[number] {
  const status = LIVE_MODEL_STATUSES.find((s) => s === raw);
  if (!status) throw new Error(`--status takes ${LIVE_MODEL_STATUSES.join(', ')}, not "${raw}"`);
  return status;
}

/** A path of this server (the pages show images of their own origin only), or none: drawn. */
function avatarArg(raw: string): string | null {
  if (raw === 'none') return null;
  if (raw.length > LIVE_AVATAR_MAX || !SERVER_PATH.test(raw) || !isTextOf('line', raw))
    throw new Error(
      `--avatar takes a path of this server (e.g. /content/avatars/builtin/fox.svg, at most ${LIVE_AVATAR_MAX} characters) or none for the drawn one, not "${raw}"`,
    );
  return raw;
}

function idArg(command: string, raw: string | undefined): number {
  if (raw === undefined || raw.startsWith('--'))
    throw new Error(`${command} takes the id of a model first (live-models lists them)`);
  if (!/^[1-9]\d{0,9}$/u.test(raw) || Number(raw) > 2_147_483_647)
    throw new Error(`the model id must be a whole number above 0, not "${raw}"`);
  return Number(raw);
}

async function existing(db: Queryable, id: number): Promise<ModelRow> {
  const [row] = await db.query<ModelRow>(
    'SELECT id, name, avatar, language, status, 0 AS viewers FROM live_models WHERE id = $1 AND removed_at IS NULL',
    [id],
  );
  if (!row) throw new Error(`no live model ${id} (live-models lists them)`);
  return row;
}

const line = (m: ModelRow) =>
  `#${m.id} ${m.status} ${m.name} (${m.language}) avatar ${m.avatar ?? `${avatarOf(m)} (drawn)`}; ${m.viewers} in the chat`;

async function modelList(db: Db, args: string[]): Promise<string> {
  if (args.length) throw new Error('live-models takes no arguments');
  const rows = await listModels(db);
  return rows.length ? rows.map(line).join('\n') : 'no live models (live-model-add adds one)';
}

async function modelAdd(db: Db, args: string[]): Promise<string> {
  const options = parseOptions(args, ['name', 'language', 'status', 'avatar']);
  const name = nameArg(options.get('--name'));
  const language = languageArg(options.get('--language') ?? 'es');
  const status = statusArg(options.get('--status') ?? 'offline');
  const avatar = options.has('--avatar') ? avatarArg(options.get('--avatar') ?? '') : null;
  const [row] = await db.query<ModelRow>(
    `INSERT INTO live_models (name, language, status, avatar) VALUES ($1, $2, $3, $4)
     RETURNING id, name, avatar, language, status, 0 AS viewers`,
    [name, language, status, avatar],
  );
  if (!row) throw new Error('the model was not added');
  await audit(db, {
    actor: operatorName(),
    action: 'live-model-add',
    subject: `live-model:${row.id}`,
    detail: { name, language, status, avatar },
  });
  return `live model added: ${line(row)}`;
}

async function modelEdit(db: Db, args: string[]): Promise<string> {
  const [raw, ...rest] = args;
  const id = idArg('live-model-edit', raw);
  const options = parseOptions(rest, ['name', 'language', 'status', 'avatar']);
  if (!options.size)
    throw new Error('live-model-edit takes at least one of --name --language --status --avatar');
  const change: Record<string, string | null> = {};
  if (options.has('--name')) change['name'] = nameArg(options.get('--name'));
  if (options.has('--language')) change['language'] = languageArg(options.get('--language') ?? '');
  if (options.has('--status')) change['status'] = statusArg(options.get('--status') ?? '');
  if (options.has('--avatar')) change['avatar'] = avatarArg(options.get('--avatar') ?? '');
  const before = await existing(db, id);
  const [row] = await db.query<ModelRow>(
    `UPDATE live_models SET
       name = CASE WHEN $2::boolean THEN $3::text ELSE name END,
       language = CASE WHEN $4::boolean THEN $5::text ELSE language END,
       status = CASE WHEN $6::boolean THEN $7::text ELSE status END,
       avatar = CASE WHEN $8::boolean THEN $9::text ELSE avatar END,
       updated_at = now()
     WHERE id = $1 AND removed_at IS NULL
     RETURNING id, name, avatar, language, status, 0 AS viewers`,
    [
      id,
      'name' in change,
      change['name'] ?? null,
      'language' in change,
      change['language'] ?? null,
      'status' in change,
      change['status'] ?? null,
      'avatar' in change,
      change['avatar'] ?? null,
    ],
  );
  if (!row) throw new Error(`no live model ${id} (live-models lists them)`);
  await audit(db, {
    actor: operatorName(),
    action: 'live-model-edit',
    subject: `live-model:${id}`,
    detail: {
      before: {
        name: before.name,
        language: before.language,
        status: before.status,
        avatar: before.avatar,
      },
      change,
    },
  });
  return `live model changed: ${line(row)}`;
}

async function modelRemove(db: Db, args: string[]): Promise<string> {
  const [raw, ...rest] = args;
  const id = idArg('live-model-remove', raw);
  if (rest.length) throw new Error('live-model-remove takes only the id of a model');
  const model = await existing(db, id);
  await db.transaction(async (tx) => {
    await tx.query('UPDATE live_models SET removed_at = now() WHERE id = $1', [id]);
    // Its open chats end: their pages say so at their next call.
    await tx.query(
      'UPDATE live_chats SET left_at = now() WHERE model_id = $1 AND left_at IS NULL',
      [id],
    );
    await audit(tx, {
      actor: operatorName(),
      action: 'live-model-remove',
      subject: `live-model:${id}`,
      detail: { name: model.name },
    });
  });
  return `live model #${id} ${model.name} removed: members no longer see it, its open chats ended (their record is kept)`;
}

export const liveCli: DomainCli = {
  usage: `  live-models                              the live models, their status and viewers
  live-model-add --name NAME [--language es] [--status online|busy|offline]
                 [--avatar PATH|none]      a live model (offline until said otherwise; no avatar:
                                           the server draws one)
  live-model-edit <modelId> [--name NAME] [--language CODE] [--status online|busy|offline]
                  [--avatar PATH|none]     change a model: online takes chats, busy and offline
                                           refuse new ones and the messages of open ones
  live-model-remove <modelId>              take a model off the portal; its open chats end`,
  async run(db, command, args) {
    if (command === 'live-models') return modelList(db, args);
    if (command === 'live-model-add') return modelAdd(db, args);
    if (command === 'live-model-edit') return modelEdit(db, args);
    if (command === 'live-model-remove') return modelRemove(db, args);
    return undefined;
  },
};
