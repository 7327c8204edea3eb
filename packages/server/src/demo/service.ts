import { type demoPageCalls, GAME_SESSION_HEADER, type CallValue } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { Db, Queryable } from '../db/types';
import { ApiError } from '../http/errors';
import { nameInLanguageSql } from '../i18n/languages';
import { fromCents, post, walletBalanceCents } from '../ledger/ledger';
import { playGate } from '../responsible/gate';
import { sha256 } from '../security/tokens';
import { pageToken } from '../tickets/tickets';
import { playingWallet, type VendorCode } from '../wallet/service';
import { drawOutcome, type RandomInt } from './rng';

export interface GameSession {
  account_id: number;
  game_id: number;
  node_id: number;
  game_type: string;
  vassalage: string;
  display_name: string;
  language: string;
  back_url: string | null;
}

/** The game session a page's header names, alive; TICKET_INVALID otherwise. */
export async function gameSession(db: Queryable, req: FastifyRequest): Promise<GameSession> {
  const token = pageToken(req, GAME_SESSION_HEADER);
  const [row] = await db.query<GameSession>(
    `SELECT s.account_id, s.game_id, g.node_id, g.game_type, g.vassalage, s.language, s.back_url,
       ${nameInLanguageSql('g', 's.language')} AS display_name
     FROM game_sessions s JOIN games g ON g.id = s.game_id JOIN accounts a ON a.id = s.account_id
     WHERE s.token_hash = $1 AND s.page = 'slot' AND s.expires_at > now() AND a.status = 'active'`,
    [sha256(token)],
  );
  if (!row) throw new ApiError('TICKET_INVALID');
  return row;
}

export type Round = CallValue<typeof demoPageCalls.demoRound>;

/** The game vendor of the demo slot: with transfer wallets its rounds play from its own wallet. */
export const DEMO_VENDOR: VendorCode = 'DEMO';

/** The wallet the demo slot plays from now: the main one, or with transfer wallets DEMO's. */
export const demoWallet = (q: Queryable, accountId: number) =>
  playingWallet(q, accountId, DEMO_VENDOR);

/**
 * Plays a round of `stake` cents: the outcome is drawn (by `random`), the bet recorded, and the
 * stake and win move through the house in one ledger transaction, on the wallet the demo slot
 * plays from (`demoWallet`); a retry of the same key answers the round first played.
 */
export async function playRound(
  db: Db,
  s: GameSession,
  stake: number,
  idempotencyKey: string,
  random: RandomInt | undefined,
): Promise<Round> {
  // Decided in the transaction, with the round: the mode an operator switches applies from there.
  let wallet: { member: number; vendor?: string } = { member: s.account_id };
  const posted = await post<Round>(db, {
    // Keys are the account's own: one player's key never collides with another's.
    key: `round:${s.account_id}:${idempotencyKey}`,
    kind: 'round',
    request: { accountId: s.account_id, gameId: s.game_id, stake },
    build: async (tx, transactionId) => {
      // Responsible play, in the round's transaction: a refusal moves nothing and forgets the key.
      await playGate(tx, s.account_id, stake);
      wallet = await demoWallet(tx, s.account_id);
      const outcome = drawOutcome(random);
      const win = stake * outcome.multiplier;
      const [bet] = await tx.query<{ id: string; created_at: Date | string }>(
        `INSERT INTO game_bets (transaction_id, account_id, game_id, stake, win, detail)
         VALUES ($1, $2, $3, $4::numeric, $5::numeric, $6::jsonb) RETURNING id, created_at`,
        [
          transactionId,
          s.account_id,
          s.game_id,
          (stake / 100).toFixed(2),
          (win / 100).toFixed(2),
          JSON.stringify({ symbols: outcome.symbols, multiplier: outcome.multiplier }),
        ],
      );
      if (!bet) throw new Error('bet row vanished after insert');
      return {
        // The stake goes to the house and the win comes back from it, in one transaction.
        legs: [
          { wallet, cents: -stake },
          { wallet: 'house', cents: stake },
          { wallet: 'house', cents: -win },
          { wallet, cents: win },
        ],
        result: {
          roundId: Number(bet.id),
          stake: fromCents(stake),
          win: fromCents(win),
          multiplier: outcome.multiplier,
          symbols: [...outcome.symbols],
          balance: 0,
          playedAt: new Date(bet.created_at).toISOString(),
        },
      };
    },
    after: async (tx, result) => ({
      ...result,
      balance: fromCents(await walletBalanceCents(tx, wallet)),
    }),
  });
  return posted.result;
}
