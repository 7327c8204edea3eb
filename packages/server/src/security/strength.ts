import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

/**
 * The lowest zxcvbn score (0..4) a new password may have. 3 means "safely unguessable: moderate
 * protection from an offline attack" (about 10^8 guesses and more): every password of the common
 * and breached lists, a dictionary word with a digit or a year, or the username, scores below.
 */
export const MIN_PASSWORD_SCORE = 3;

/**
 * Only this many characters are scored, and at most this many l33t substitutions (`p4$$w0rd`)
 * tried: zxcvbn's work grows much faster than the length, and a check runs on the event loop of
 * calls anyone may send. With these bounds a 128-character password takes tens of milliseconds,
 * not seconds; 64 characters that score 3 make a password long enough whatever follows them.
 */
export const SCORED_LENGTH = 64;
export const L33T_SUBSTITUTIONS = 10;

let checker: Promise<ZxcvbnFactory> | undefined;

/**
 * zxcvbn with the common-password lists and the English and Spanish dictionaries, loaded on the
 * first check (some 4 MB of word lists a server that never sets a password does not need).
 * Levenshtein matching stays off: it multiplies the time of a check by ten or more.
 */
function zxcvbn(): Promise<ZxcvbnFactory> {
  checker ??= (async () => {
    const [{ ZxcvbnFactory }, common, en, es] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
      import('@zxcvbn-ts/language-es-es'),
    ]);
    return new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...en.dictionary, ...es.dictionary },
      graphs: common.adjacencyGraphs,
      useLevenshteinDistance: false,
      maxLength: SCORED_LENGTH,
      l33tMaxSubstitutions: L33T_SUBSTITUTIONS,
    });
  })();
  return checker;
}

/**
 * Whether `password` is too easy to guess (OWASP ASVS 5.0 V6.2.4, V6.2.11): one of the common or
 * breached passwords, built on a dictionary word, or on `userInputs` (the username, e-mail, mobile
 * number ... of the account), which are checked as words of their own and, for an e-mail, by
 * its name before the `@`.
 */
export async function isGuessable(
  password: string,
  userInputs: readonly (string | null | undefined)[] = [],
): Promise<boolean> {
  const inputs = new Set<string>();
  for (const input of userInputs) {
    const value = input?.trim().toLowerCase();
    if (!value) continue;
    inputs.add(value);
    const at = value.indexOf('@');
    if (at > 0) inputs.add(value.slice(0, at));
  }
  const result = (await zxcvbn()).check(password, [...inputs]);
  return result.score < MIN_PASSWORD_SCORE;
}
