// The demo rounds of many players in pnpm bench:server, on PostgreSQL: players opened and credited
// through the operator's CLI on the same database, each logged in and with a game open (one game
// session each); every request of the run is one round of the next player's, a key of its own. The
// single-player row beside it measures one member's wallet at its most contended; this one what
// the house's shards (migration 0042) let many players do at once.
import { randomBytes } from 'node:crypto';
import {
  calls,
  demoPageCalls,
  encryptBody,
  GAME_SESSION_HEADER,
  type PublicEncryptionKey,
} from '@portal/contract';
import type autocannon from 'autocannon';
import { runCli } from '../src/cli';
import type { Db } from '../src/db/types';

/** Players whose rounds the run spreads over: one a connection and more. */
export const ROUND_PLAYERS = 20;
const PASSWORD = 'Copper meadow 58';

type Measure = (name: string, options: autocannon.Options) => Promise<unknown>;

export async function benchRounds(url: string, db: Db, merchant: string, measure: Measure) {
  const value = async (path: string, init: RequestInit = {}) => {
    const res = await fetch(`${url}${path}`, {
      ...init,
      headers: { merchant, 'content-type': 'application/json', ...init.headers },
    });
    const answer = (await res.json()) as { success: boolean; value: Record<string, unknown> };
    if (!answer.success) throw new Error(`${path}: ${JSON.stringify(answer)}`);
    return answer.value;
  };
  const key = (await value(calls.systemInfo.path))['encryption'] as PublicEncryptionKey;
  const games = await value(`${calls.gameList.path}?gameType=RNG&pageSize=1`);
  const nodeId = (games['games'] as { nodeId: number }[])[0]?.nodeId;
  const suffix = randomBytes(3).toString('hex');
  const sessions: string[] = [];
  for (let i = 0; i < ROUND_PLAYERS; i += 1) {
    const name = `bplay${suffix}${i}`;
    await runCli(db, ['create-account', 'member', name, PASSWORD, '--adult']);
    await runCli(db, ['credit', name, '1000']);
    const login = await encryptBody(key, calls.login, {
      username: name,
      password: PASSWORD,
      type: 'username',
    });
    const session = await value(calls.login.path, {
      method: 'POST',
      body: JSON.stringify(login),
      headers: { encryption: '1' },
    });
    const launched = await value(calls.launchGame.path, {
      method: 'POST',
      body: JSON.stringify({ nodeId }),
      headers: { authorization: `Bearer ${String(session['token'])}` },
    });
    const page = await (await fetch(`${url}${String(launched['gameUrl'])}`)).text();
    const gameSession = /<meta name="game-session" content="([^"]+)">/u.exec(page)?.[1];
    if (!gameSession) throw new Error(`no game session for ${name}`);
    sessions.push(gameSession);
  }
  let n = 0;
  await measure(`demo round, ${ROUND_PLAYERS} players`, {
    url: `${url}${demoPageCalls.demoRound.path}`,
    method: 'POST',
    requests: [
      {
        setupRequest: (req) => {
          n += 1;
          return {
            ...req,
            headers: {
              ...req.headers,
              [GAME_SESSION_HEADER]: sessions[n % ROUND_PLAYERS]!,
              'content-type': 'application/json',
            },
            body: JSON.stringify({ stake: 0.01, idempotencyKey: `bench-${suffix}-${n}-round` }),
          };
        },
      },
    ],
  });
}
