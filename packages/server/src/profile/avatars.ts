import {
  AVATAR_PATH_PREFIX,
  BUILTIN_AVATARS,
  builtinAvatarPath,
  type BuiltinAvatar,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { hsl, seedOf, svgImage } from '../artwork/svg';
import type { Db, Queryable } from '../db/types';
import type { UploadedFile } from '../http/context';
import { ApiError } from '../http/errors';
import { sendSvg } from '../http/responses';
import { newToken } from '../security/tokens';

// Avatars: an upload is kept in the database under a random key and served by this server (the
// page's Content-Security-Policy admits images from its own origin only); the built-in ones are
// drawn on request, as the catalogue's artwork is. `accounts.icon` holds the path either way.

const EXTENSION = { 'image/png': 'png', 'image/jpeg': 'jpg' } as const;
const MIME_OF: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg' };
/** An uploaded avatar never changes under its key: clients may keep it a long time. */
const UPLOAD_MAX_AGE = 30 * 24 * 3600;
const BUILTIN_MAX_AGE = 24 * 3600;

/** The initials-free face of a built-in avatar: a coloured disc with the animal's first letter. */
export function builtinAvatarSvg(name: BuiltinAvatar): string {
  const seed = seedOf(['avatar', name]);
  const hue = (seed[0] ?? 0) * 1.41;
  return svgImage({
    width: 96,
    height: 96,
    title: name,
    rx: 48,
    gradient: {
      id: 'g',
      x1: '0',
      y1: '0',
      x2: '1',
      y2: '1',
      from: hsl(hue, 70, 58),
      to: hsl(hue + 40, 65, 38),
    },
    content: [
      `<circle cx="48" cy="40" r="18" fill="${hsl(hue + 180, 40, 92)}"/>`,
      `<path d="M18 84c4-18 16-26 30-26s26 8 30 26z" fill="${hsl(hue + 180, 40, 92)}"/>`,
      `<text x="48" y="47" font-family="sans-serif" font-size="20" font-weight="700" text-anchor="middle" fill="${hsl(hue, 60, 30)}">${name.slice(0, 1).toUpperCase()}</text>`,
    ],
  });
}

/** Keeps the upload as the account's avatar, dropping its earlier upload. Answers the path. */
export function saveAvatar(db: Db, accountId: number, file: UploadedFile): Promise<string> {
  const ext = EXTENSION[file.type as keyof typeof EXTENSION];
  if (!ext) throw new ApiError('IMAGE_TYPE_INVALID');
  const key = newToken();
  const icon = `${AVATAR_PATH_PREFIX}${key}.${ext}`;
  return db.transaction(async (tx) => {
    await tx.query('DELETE FROM avatar_images WHERE account_id = $1', [accountId]);
    await tx.query(
      'INSERT INTO avatar_images (key, account_id, mime, bytes) VALUES ($1, $2, $3, $4)',
      [key, accountId, file.type, file.data],
    );
    await tx.query('UPDATE accounts SET icon = $2 WHERE id = $1', [accountId, icon]);
    return icon;
  });
}

/** Sets a built-in avatar; an earlier upload is no longer anyone's and goes. */
export function pickAvatar(db: Db, accountId: number, name: BuiltinAvatar): Promise<string> {
  const icon = builtinAvatarPath(name);
  return db.transaction(async (tx) => {
    await tx.query('DELETE FROM avatar_images WHERE account_id = $1', [accountId]);
    await tx.query('UPDATE accounts SET icon = $2 WHERE id = $1', [accountId, icon]);
    return icon;
  });
}

/** Back to the fallback picture (operator): the avatar and any upload go. */
export async function resetAvatar(db: Db, accountId: number): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ icon: string | null }>(
      'SELECT icon FROM accounts WHERE id = $1 FOR UPDATE',
      [accountId],
    );
    await tx.query('DELETE FROM avatar_images WHERE account_id = $1', [accountId]);
    await tx.query('UPDATE accounts SET icon = NULL WHERE id = $1', [accountId]);
    return row?.icon ?? null;
  });
}

/** Serves the avatars: the built-in drawings and the uploads, by key. */
export function registerAvatarRoutes(app: FastifyInstance, db: Queryable): void {
  app.get<{ Params: { file: string } }>(
    `${AVATAR_PATH_PREFIX}builtin/:file`,
    async (req, reply) => {
      const name = req.params.file.replace(/\.svg$/u, '') as BuiltinAvatar;
      if (!req.params.file.endsWith('.svg') || !BUILTIN_AVATARS.includes(name))
        throw new ApiError('NOT_FOUND');
      return sendSvg(req, reply, builtinAvatarSvg(name), BUILTIN_MAX_AGE);
    },
  );

  app.get<{ Params: { file: string } }>(`${AVATAR_PATH_PREFIX}:file`, async (req, reply) => {
    const match = /^([A-Za-z0-9_-]{43})\.(png|jpg)$/u.exec(req.params.file);
    const [row] = match
      ? await db.query<{ mime: string; bytes: Uint8Array }>(
          'SELECT mime, bytes FROM avatar_images WHERE key = $1 AND mime = $2',
          [match[1], MIME_OF[match[2] ?? '']],
        )
      : [];
    if (!row) throw new ApiError('NOT_FOUND');
    return reply
      .header('content-type', row.mime)
      .header('cache-control', `public, max-age=${UPLOAD_MAX_AGE}, immutable`)
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(Buffer.from(row.bytes));
  });
}
