import { GAME_FALLBACK_LANGUAGE } from '@portal/contract';
import type { Db } from './db/types';
import { newToken, sha256 } from './security/tokens';

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
         coalesce(g.names->>t.language, g.names->>split_part(t.language, '-', 1),
           g.names->>'${GAME_FALLBACK_LANGUAGE}') AS display_name`,
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
