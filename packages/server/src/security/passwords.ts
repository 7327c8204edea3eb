import { randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. */
export const ARGON2_OPTIONS = {
  algorithm: 2, // Algorithm.Argon2id (a const enum, not importable as a value here)
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2_OPTIONS);

/** A hash of nothing anyone knows: verified against for unknown accounts so they take as long. */
let decoy: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no hash (unknown account) it still does the work
 * of one check and answers false, so that timing does not tell the two apart.
 */
export async function verifyPassword(
  stored: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!stored || !stored.startsWith('$argon2')) {
    decoy ??= hashPassword(`decoy-${Math.random()}`);
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}

/** Letters and digits that cannot be misread for one another (no 0 O o 1 l I). */
const OTP_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

/**
 * A random one-time password for an operator reset: 14 characters from 56 (about 81 bits), with
 * an upper-case letter, a lower-case letter and a digit, so that any password rule of letters and
 * digits takes it. Shown once to the operator; the account must change it at the next login.
 */
export function oneTimePassword(length = 14): string {
  for (;;) {
    let out = '';
    for (let i = 0; i < length; i++) out += OTP_ALPHABET[randomInt(OTP_ALPHABET.length)];
    if (/[A-Z]/u.test(out) && /[a-z]/u.test(out) && /\d/u.test(out)) return out;
  }
}
