import { GAME_FALLBACK_LANGUAGE } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { Db, Queryable } from '../db/types';
import { nameInLanguageSql } from '../i18n/languages';
import { ApiError } from '../http/errors';
import { newToken, sha256 } from '../security/tokens';

/** The pages a launch opens: the demo slot, or the lottery (migration 0009). */
export type GamePage = 'slot' | 'lottery';

export interface OpenedGame {
  accountId: number;
  gameId: number;
  gameCode: string;
  /** The game's name in the ticket's language, else its base, else Spanish. */
  displayName: string;
  language: string;
  backUrl: string | null;
  /** The page's own game-session token, for its calls' header; never the portal's token. */
  sessionToken: string;
}

/**
 * Issues a launch ticket of `page` for a game, inside the caller's transaction: the game moves to
 * the top of the member's recent games (the latest launch counts), and the ticket, of which only
 * the hash is kept, lasts `seconds`. Answers the ticket and when it expires.
 */
export async function issueTicket(
  tx: Queryable,
  launch: {
    page: GamePage;
    accountId: number;
    gameId: number;
    language: string | undefined;
    backUrl: string | undefined;
    seconds: number;
  },
): Promise<{ ticket: string; expiresAt: string }> {
  const ticket = newToken();
  await tx.query(
    `INSERT INTO game_recent (account_id, game_id, played_at) VALUES ($1, $2, now())
     ON CONFLICT (account_id, game_id) DO UPDATE SET played_at = now()`,
    [launch.accountId, launch.gameId],
  );
  const [row] = await tx.query<{ expires_at: Date | string }>(
    `INSERT INTO launch_tickets (ticket_hash, page, account_id, game_id, language, back_url, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7::int)) RETURNING expires_at`,
    [
      sha256(ticket),
      launch.page,
      launch.accountId,
      launch.gameId,
      (launch.language ?? GAME_FALLBACK_LANGUAGE).toLowerCase(),
      launch.backUrl ?? null,
      launch.seconds,
    ],
  );
  return { ticket, expiresAt: new Date(row?.expires_at ?? Date.now()).toISOString() };
}

/**
 * Spends a launch ticket of `page`, once and only while it is fresh, and opens a game session of
 * that page lasting `sessionSeconds`. Answers the game opened, or, for a spent, expired, unknown or
 * other page's ticket, the language the ticket asked for (if known) to say so in.
 */
export async function openTicket(
  db: Db,
  ticket: string,
  page: GamePage,
  sessionSeconds: number,
): Promise<{ opened: OpenedGame } | { opened: undefined; language: string | undefined }> {
  const sessionToken = newToken();
  const opened = await db.transaction(async (tx) => {
    const [used] = await tx.query<{
      account_id: number;
      game_id: number;
      game_code: string;
      language: string;
      back_url: string | null;
      display_name: string;
    }>(
      `UPDATE launch_tickets t SET used_at = now() FROM games g
       WHERE t.ticket_hash = $1 AND t.page = $2 AND t.used_at IS NULL AND t.expires_at > now()
         AND g.id = t.game_id
       RETURNING t.account_id, t.game_id, g.game_code, t.language, t.back_url,
         ${nameInLanguageSql('g', 't.language')} AS display_name`,
      [sha256(ticket), page],
    );
    if (!used) return undefined;
    await tx.query(
      `INSERT INTO game_sessions (token_hash, page, account_id, game_id, language, back_url, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7::int))`,
      [
        sha256(sessionToken),
        page,
        used.account_id,
        used.game_id,
        used.language,
        used.back_url,
        sessionSeconds,
      ],
    );
    return used;
  });
  if (!opened) {
    const [known] = await db.query<{ language: string }>(
      'SELECT language FROM launch_tickets WHERE ticket_hash = $1',
      [sha256(ticket)],
    );
    return { opened: undefined, language: known?.language };
  }
  return {
    opened: {
      accountId: opened.account_id,
      gameId: opened.game_id,
      gameCode: opened.game_code,
      displayName: opened.display_name,
      language: opened.language,
      backUrl: opened.back_url,
      sessionToken,
    },
  };
}

/** The game-session token a game page sends in its `header`; TICKET_INVALID when it cannot be one. */
export function pageToken(req: FastifyRequest, header: string): string {
  const token = req.headers[header.toLowerCase()];
  if (typeof token !== 'string' || token.length < 20 || token.length > 128)
    throw new ApiError('TICKET_INVALID');
  return token;
}
