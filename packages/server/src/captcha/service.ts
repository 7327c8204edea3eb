import { randomBytes } from 'node:crypto';
import { createChallenge, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Db, Queryable } from '../db/types';

/** How long a challenge may be solved and sent back. */
export const CAPTCHA_MINUTES = 5;

/**
 * The work a challenge asks for: PBKDF2/SHA-256 with `cost` iterations per try, until a derived key
 * starts with `keyPrefix` (each hex digit multiplies the tries by 16). A browser solves the default
 * in about a second; a program must spend the same for every attempt.
 */
export interface CaptchaWork {
  cost: number;
  keyPrefix: string;
}

export const DEFAULT_CAPTCHA_WORK: CaptchaWork = { cost: 5_000, keyPrefix: '00' };

/** The HMAC key that signs the challenges: made once, kept in the database, never sent out. */
export async function loadCaptchaSecret(db: Db): Promise<string> {
  await db.query(
    'INSERT INTO captcha_secret (id, secret) VALUES (1, $1) ON CONFLICT (id) DO NOTHING',
    [randomBytes(32).toString('base64url')],
  );
  const [row] = await db.query<{ secret: string }>(
    'SELECT secret FROM captcha_secret WHERE id = 1',
  );
  if (!row) throw new Error('captcha secret vanished after insert');
  return row.secret;
}

/** A new signed challenge, expiring in CAPTCHA_MINUTES. */
export function newChallenge(secret: string, work: CaptchaWork): Promise<Challenge> {
  return createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: work.cost,
    keyPrefix: work.keyPrefix,
    deriveKey,
    expiresAt: new Date(Date.now() + CAPTCHA_MINUTES * 60_000),
    hmacSignatureSecret: secret,
  });
}

function decode(captcha: string): Payload | undefined {
  try {
    const payload = JSON.parse(Buffer.from(captcha, 'base64').toString('utf8')) as Payload;
    if (
      typeof payload?.challenge?.signature !== 'string' ||
      typeof payload.challenge.parameters !== 'object' ||
      typeof payload.solution?.counter !== 'number' ||
      typeof payload.solution.derivedKey !== 'string'
    )
      return undefined;
    return payload;
  } catch {
    return undefined;
  }
}

/**
 * Whether `captcha` is a solution of a challenge this server signed, not expired, and not used
 * before: the first use spends it, so a solved challenge cannot be replayed.
 */
export async function checkCaptcha(
  db: Queryable,
  secret: string,
  captcha: string | undefined,
): Promise<boolean> {
  const payload = captcha ? decode(captcha) : undefined;
  if (!payload?.challenge.signature || !payload.challenge.parameters.expiresAt) return false;
  let verified = false;
  try {
    ({ verified } = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: secret,
    }));
  } catch {
    return false;
  }
  if (!verified) return false;
  const spent = await db.query(
    `INSERT INTO captcha_spent (signature, expires_at) VALUES ($1, to_timestamp($2))
     ON CONFLICT (signature) DO NOTHING RETURNING signature`,
    [payload.challenge.signature, payload.challenge.parameters.expiresAt],
  );
  return spent.length === 1;
}
