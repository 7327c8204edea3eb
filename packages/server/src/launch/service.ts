import { LAUNCH_TICKET_SECONDS } from '@portal/contract';
import type { Db } from '../db/types';
import { gameByNode } from '../catalogue/service';
import { fieldErrors } from '../http/errors';
import { playGate } from '../responsible/gate';
import { issueTicket } from '../tickets/tickets';

/**
 * Issues the launch ticket of a game of the catalogue (the demo slot page), for `nodeId` when it
 * is a game and not a group of them.
 */
export function launchSlot(
  db: Db,
  launch: {
    accountId: number;
    nodeId: number;
    language: string | undefined;
    backUrl: string | undefined;
  },
): Promise<{ ticket: string; expiresAt: string }> {
  const { accountId, nodeId, language, backUrl } = launch;
  return db.transaction(async (tx) => {
    const game = await gameByNode(tx, nodeId);
    await playGate(tx, accountId, 0);
    if (game.is_game !== 'GAME')
      throw fieldErrors({ nodeId: 'a group of games: launch one of its games' });
    return issueTicket(tx, {
      page: 'slot',
      accountId,
      gameId: game.id,
      language,
      backUrl,
      seconds: LAUNCH_TICKET_SECONDS,
    });
  });
}
