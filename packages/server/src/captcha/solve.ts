import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/**
 * Solves a challenge the way the widget does and encodes the answer as the widget sends it (base64
 * of the JSON of challenge and solution). For tests, which ask the server for little work; a real
 * challenge costs a program as much as a browser.
 */
export async function solveCaptcha(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the captcha challenge was not solved in time');
  return Buffer.from(JSON.stringify({ challenge, solution }), 'utf8').toString('base64');
}
