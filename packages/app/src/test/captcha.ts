import { calls } from '@portal/contract';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { apiCall } from './api';

/**
 * Asks the test server for a captcha challenge and solves it as the widget would: the `captcha` of
 * a login or a registration made through the API. The test server asks for little work.
 */
export async function solvedCaptcha(): Promise<string> {
  const challenge = await apiCall(calls.captcha);
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the captcha challenge was not solved in time');
  return btoa(JSON.stringify({ challenge, solution }));
}
