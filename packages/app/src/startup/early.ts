import type { EarlyAnswer } from './startupScript';

/**
 * The answer the start-up script already asked for at `url`, if it did; each is given out once
 * (a later call for the same URL asks the server again, as it should).
 */
export function takeEarlyAnswer(url: string): Promise<EarlyAnswer> | undefined {
  const answers = typeof window === 'undefined' ? undefined : window.__portalEarly;
  const answer = answers?.[url];
  if (answer) delete answers[url];
  return answer;
}
