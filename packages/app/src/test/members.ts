import { calls, GAME_SESSION_HEADER } from '@portal/contract';
import { commands } from 'vitest/browser';
import { apiCall } from './api';
import { apiLogin } from './renderApp';

let serial = 0;

/**
 * A member made for one test through the operator CLI (password Member1234), so that what it
 * reads, claims or plays changes no other test's figures; `credit` gives it demo funds first.
 */
export async function freshMember(
  prefix: string,
  { credit }: { credit?: string } = {},
): Promise<{ username: string; token: string }> {
  const username = `${prefix}${Date.now().toString(36).slice(-6)}${(serial += 1)}`.slice(0, 16);
  // Opened with the member's word of being 18 or over, as the register form gives it.
  await commands.operator(['create-account', 'member', username, 'Member1234', '--adult']);
  if (credit) await commands.operator(['credit', username, credit, '--key', `${username}-funds`]);
  return { username, token: await apiLogin(username, 'Member1234') };
}

/**
 * Plays rounds of a demo slot with these stakes through its page's calls, as the page does;
 * answers the game's name.
 */
export async function playRounds(token: string, stakes: number[]): Promise<string> {
  const { games } = await apiCall(calls.gameList, { query: { gameType: 'RNG', pageSize: 1 } });
  const game = games[0]!;
  const { gameUrl } = await apiCall(calls.launchGame, { body: { nodeId: game.nodeId }, token });
  const html = await (await fetch(gameUrl)).text();
  const session = /<meta name="game-session" content="([^"]+)">/u.exec(html)?.[1] ?? '';
  for (const [i, stake] of stakes.entries()) {
    const res = await fetch('/demo/api/round', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [GAME_SESSION_HEADER]: session },
      body: JSON.stringify({ stake, idempotencyKey: `${crypto.randomUUID()}-${i}` }),
    });
    if (res.status !== 200) throw new Error(`round ${i} answered ${res.status}`);
  }
  return game.displayName;
}
