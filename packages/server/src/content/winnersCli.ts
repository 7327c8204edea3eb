// The operator CLI's showcase winners: the rows the winner board (and /winners) shows beside the
// real wins of game_bets. Every input is checked before anything is written and one statement
// makes the change, so a refused command leaves the database as it was; a withdrawn row keeps its
// record, as every content item does.
import { parseOptions, type DomainCli } from '../commands/args';
import type { Db } from '../db/types';
import { dateOf } from './articlesCli';
import { isPlainText } from './html';

export const WINNER_USAGE = `  winner add --name NAME --game NODE_ID --amount AMOUNT [--at DATE]
                                           show a winner on the winner board (a showcase row)
  winner withdraw <id>                     take a showcase winner off the board (its record is kept)
  winner list [--all]                      the showcase winners (--all: withdrawn ones too)`;

const NAME_MAX = 100;
/** What numeric(18, 2) holds: up to 16 whole digits and 2 decimals, more than nothing. */
const AMOUNT = /^\d{1,16}(\.\d{1,2})?$/u;

const idOf = (value: string | undefined, what: string): number => {
  if (!value || !/^[1-9]\d{0,9}$/u.test(value) || Number(value) > 2_147_483_647)
    throw new Error(`${what} must be a whole number, not "${value ?? ''}"`);
  return Number(value);
};

async function add(db: Db, args: string[]): Promise<string> {
  const options = parseOptions(args, ['name', 'game', 'amount', 'at']);
  const name = options.get('--name')?.trim() ?? '';
  if (!name || name.length > NAME_MAX || !isPlainText(name))
    throw new Error(`--name is required: plain text of 1 to ${NAME_MAX} characters`);
  const nodeId = idOf(options.get('--game'), "--game (a game's nodeId)");
  const amount = options.get('--amount') ?? '';
  if (!AMOUNT.test(amount) || Number(amount) <= 0)
    throw new Error(`--amount must be more than 0, with at most 2 decimals, not "${amount}"`);
  const at = options.get('--at');
  const wonAt = at === undefined ? new Date() : dateOf(at, '--at');
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO content_winners (customer_name, game_id, win_amount, won_at)
     SELECT $1, id, $3, $4 FROM games WHERE node_id = $2
     RETURNING id`,
    [name, nodeId, amount, wonAt.toISOString()],
  );
  if (!row) throw new Error(`no game has the nodeId ${nodeId}`);
  return `winner #${row.id}: ${name} won ${amount} at game ${nodeId}`;
}

async function withdraw(db: Db, id: number): Promise<string> {
  const [row] = await db.query<{ id: number }>(
    'UPDATE content_winners SET withdrawn_at = now() WHERE id = $1 AND withdrawn_at IS NULL RETURNING id',
    [id],
  );
  if (!row) throw new Error(`no showcase winner #${id} is on the board`);
  return `winner #${id} withdrawn`;
}

async function list(db: Db, all: boolean): Promise<string> {
  const rows = await db.query<{
    id: number;
    customer_name: string;
    node_id: number;
    amount: string;
    won_at: Date | string;
    withdrawn_at: Date | string | null;
  }>(
    `SELECT w.id, w.customer_name, g.node_id, w.win_amount::text AS amount, w.won_at, w.withdrawn_at
     FROM content_winners w JOIN games g ON g.id = w.game_id
     WHERE $1 OR w.withdrawn_at IS NULL
     ORDER BY w.win_amount DESC, w.id`,
    [all],
  );
  if (!rows.length) return all ? '(no showcase winners)' : '(no showcase winner on the board)';
  return rows
    .map(
      (r) =>
        `#${r.id} ${r.customer_name} ${r.amount} game ${r.node_id} ${new Date(r.won_at).toISOString()}` +
        (r.withdrawn_at ? ' (withdrawn)' : ''),
    )
    .join('\n');
}

export const winnerCli: DomainCli = {
  usage: WINNER_USAGE,
  async run(db, command, args) {
    if (command !== 'winner') return undefined;
    const [verb, ...rest] = args;
    switch (verb) {
      case 'add':
        return add(db, rest);
      case 'withdraw':
        if (rest.length !== 1) throw new Error('winner withdraw takes one id');
        return withdraw(db, idOf(rest[0], 'winner withdraw takes an id that'));
      case 'list': {
        const all = rest.length === 1 && rest[0] === '--all';
        if (rest.length && !all) throw new Error('winner list takes only --all');
        return list(db, all);
      }
      default:
        throw new Error('winner takes add, withdraw or list');
    }
  },
};
