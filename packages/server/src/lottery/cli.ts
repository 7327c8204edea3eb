// The operator's lottery commands of the CLI (`cli lottery ...`).
import { LOTTERY_RULES, lotteryNumberText } from '@portal/contract';
import { loadConfig } from '../config';
import type { DomainCli } from '../commands/args';
import type { Db } from '../db/types';
import { lastDue, readIntArray, runDueDraws } from './draws';

export const LOTTERY_USAGE = `  lottery draw                             open the draws due now and settle their tickets
  lottery draws <gameCode> [limit]         the latest draws of a lottery game
  lottery pending                          the tickets waiting for their draw, by game`;

/**
 * Runs `lottery <subcommand>`. `baseSeconds` is the draw period the servers use
 * (LOTTERY_DRAW_SECONDS): the CLI must compute the same issues as they do.
 */
export async function runLotteryCli(
  db: Db,
  args: string[],
  baseSeconds = loadConfig().lotteryDrawSeconds,
  now = new Date(),
): Promise<string> {
  const [sub, ...rest] = args;
  switch (sub) {
    case 'draw': {
      // The same run as the servers' timer: a draw a server already made is kept, not redrawn.
      const report = await runDueDraws(db, now, { baseSeconds });
      return `${report.drawn} draw(s) opened, ${report.settled} ticket(s) settled, ${(report.paidCents / 100).toFixed(2)} paid`;
    }
    case 'draws': {
      const [gameCode, limitText = '10'] = rest;
      const rule = gameCode ? LOTTERY_RULES[gameCode] : undefined;
      if (!gameCode || !rule)
        throw new Error(
          `lottery draws takes a game code: ${Object.keys(LOTTERY_RULES).join(', ')}`,
        );
      const limit = Number(limitText);
      if (!Number.isInteger(limit) || limit < 1 || limit > 200)
        throw new Error('lottery draws takes a limit from 1 to 200');
      const rows = await db.query<{ issue: string; numbers: unknown; tickets: number }>(
        `SELECT d.issue, d.numbers,
           (SELECT count(*)::int FROM lottery_tickets t WHERE t.game_id = d.game_id AND t.issue = d.issue) AS tickets
         FROM lottery_draws d JOIN games g ON g.id = d.game_id
         WHERE g.game_type = 'LOTT' AND g.game_code = $1 ORDER BY d.draw_at DESC LIMIT $2`,
        [gameCode, limit],
      );
      const due = lastDue(rule, baseSeconds, now).issue;
      if (!rows.length) return `${gameCode}: no draws yet (the latest due is ${due})`;
      return rows
        .map(
          (r) =>
            `${r.issue}  ${readIntArray(r.numbers)
              .map((n) => lotteryNumberText(rule, n))
              .join(' ')}  (${r.tickets} ticket(s))`,
        )
        .join('\n');
    }
    case 'pending': {
      const rows = await db.query<{ game_code: string; tickets: number; stakes: string }>(
        `SELECT g.game_code, count(*)::int AS tickets, sum(t.stake)::text AS stakes
         FROM lottery_tickets t JOIN games g ON g.id = t.game_id
         WHERE t.status = 'pending' GROUP BY g.game_code ORDER BY g.game_code`,
      );
      if (!rows.length) return '(no pending tickets)';
      return rows
        .map((r) => `${r.game_code}: ${r.tickets} ticket(s), ${r.stakes} staked`)
        .join('\n');
    }
    default:
      throw new Error(`lottery takes draw, draws or pending\n\n${LOTTERY_USAGE}`);
  }
}

export const lotteryCli: DomainCli = {
  usage: LOTTERY_USAGE,
  run: async (db, command, args) => (command === 'lottery' ? runLotteryCli(db, args) : undefined),
};
