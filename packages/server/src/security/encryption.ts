import {
  ENCRYPTION_ALG,
  rsaThumbprint,
  type EncryptedBody,
  type PublicEncryptionKey,
} from '@portal/contract';
import { webcrypto } from 'node:crypto';
import type { Db } from '../db/types';

/** The server's keys for encrypted bodies: the one it publishes, and every one it still opens. */
export interface EncryptionKeys {
  current: PublicEncryptionKey;
  privateKeys: ReadonlyMap<string, CryptoKey>;
}

const RSA_OAEP = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

/** Any fixed number: processes starting together generate one key, not one each. */
const KEY_LOCK = 5_318_009;

interface KeyRow {
  kid: string;
  public_jwk: { n: string; e: string };
  private_jwk: JsonWebKey;
}

/**
 * Loads the RSA-OAEP-256 key pair kept in the database, generating it on the first start. It lives
 * in the database so that every server process publishes and opens with the same key.
 */
export async function loadEncryptionKeys(db: Db): Promise<EncryptionKeys> {
  const rows = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [KEY_LOCK]);
    const existing = await tx.query<KeyRow>(
      'SELECT kid, public_jwk, private_jwk FROM encryption_keys WHERE retired_at IS NULL ORDER BY created_at DESC, kid',
    );
    if (existing.length) return existing;
    const pair = (await webcrypto.subtle.generateKey(
      { ...RSA_OAEP, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
      true,
      ['encrypt', 'decrypt'],
    )) as CryptoKeyPair;
    const publicJwk = await webcrypto.subtle.exportKey('jwk', pair.publicKey);
    const privateJwk = await webcrypto.subtle.exportKey('jwk', pair.privateKey);
    const row: KeyRow = {
      kid: await rsaThumbprint({ n: publicJwk.n ?? '', e: publicJwk.e ?? '' }),
      public_jwk: { n: publicJwk.n ?? '', e: publicJwk.e ?? '' },
      private_jwk: privateJwk,
    };
    await tx.query(
      'INSERT INTO encryption_keys (kid, public_jwk, private_jwk) VALUES ($1, $2::jsonb, $3::jsonb)',
      [row.kid, JSON.stringify(row.public_jwk), JSON.stringify(row.private_jwk)],
    );
    return [row];
  });
  const privateKeys = new Map<string, CryptoKey>();
  for (const row of rows) {
    privateKeys.set(
      row.kid,
      (await webcrypto.subtle.importKey('jwk', row.private_jwk, RSA_OAEP, false, [
        'decrypt',
      ])) as CryptoKey,
    );
  }
  const [newest] = rows;
  if (!newest) throw new Error('no encryption key');
  return {
    current: {
      kid: newest.kid,
      alg: ENCRYPTION_ALG,
      jwk: { kty: 'RSA', n: newest.public_jwk.n, e: newest.public_jwk.e },
    },
    privateKeys,
  };
}

export type { EncryptedBody };
