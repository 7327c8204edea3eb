// WebCrypto only (globalThis.crypto.subtle): the same code runs in browsers and in Node >= 20.

const subtle = (): SubtleCrypto => {
  const s = globalThis.crypto?.subtle;
  if (!s) throw new Error('WebCrypto (crypto.subtle) is not available here');
  return s;
};

/** Bytes to base64url without padding. */
export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/gu, '-').replace(/\//gu, '_').replace(/=+$/u, '');
}

/** base64url (padded or not) to bytes; throws on anything else. */
export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9_-]*={0,2}$/u.test(text)) throw new Error('not base64url');
  const binary = atob(text.replace(/=+$/u, '').replace(/-/gu, '+').replace(/_/gu, '/'));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

const AES_GCM_IV_BYTES = 12;

const importAesKey = (key: string, usage: KeyUsage) =>
  subtle().importKey('raw', fromBase64Url(key), { name: 'AES-GCM' }, false, [usage]);

/** A fresh random 256-bit AES-GCM key, base64url. */
export function newSealKey(): string {
  return toBase64Url(globalThis.crypto.getRandomValues(new Uint8Array(32)));
}

/**
 * Seals a short text (a customer-service path) with AES-256-GCM under `key` (base64url, 32 bytes):
 * `<iv>.<ciphertext+tag>`, both base64url. See the contract README: the key travels in the same
 * answer, so this keeps the paths out of plain sight (scrapers, logs), it does not keep them secret.
 */
export async function sealText(key: string, text: string): Promise<string> {
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(AES_GCM_IV_BYTES));
  const sealed = await subtle().encrypt(
    { name: 'AES-GCM', iv },
    await importAesKey(key, 'encrypt'),
    new TextEncoder().encode(text),
  );
  return `${toBase64Url(iv)}.${toBase64Url(new Uint8Array(sealed))}`;
}

/** Opens what `sealText` sealed; throws when the key is wrong or the text was changed. */
export async function openSealedText(key: string, sealed: string): Promise<string> {
  const [iv, data, extra] = sealed.split('.');
  if (!iv || !data || extra !== undefined) throw new Error('not a sealed text');
  const plain = await subtle().decrypt(
    { name: 'AES-GCM', iv: fromBase64Url(iv) },
    await importAesKey(key, 'decrypt'),
    fromBase64Url(data),
  );
  return new TextDecoder().decode(plain);
}

/**
 * Encrypted bodies of the calls marked `enc` (contract README, "Encrypted bodies"): the JSON body
 * is sealed with a fresh AES-256-GCM key, and that key is wrapped with the server's RSA-OAEP
 * (SHA-256) public key. The method and path are the GCM additional data, so a body sealed for one
 * call cannot be replayed on another.
 */
export const ENCRYPTION_HEADER = 'Encryption';
export const ENCRYPTION_ALG = 'RSA-OAEP-256+A256GCM';

/** The server's public key as the system info publishes it. */
export interface PublicEncryptionKey {
  kid: string;
  alg: typeof ENCRYPTION_ALG;
  jwk: { kty: 'RSA'; n: string; e: string };
}

/** What travels instead of the JSON body, with the header `Encryption: 1`. */
export interface EncryptedBody {
  /** Which server key wrapped `key`. */
  kid: string;
  /** The AES-256 key, wrapped with RSA-OAEP-256 (base64url). */
  key: string;
  /** The 12-byte GCM nonce (base64url). */
  iv: string;
  /** The JSON body, AES-256-GCM, tag appended (base64url). */
  data: string;
}

const RSA_OAEP = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

const additionalData = (call: { method: string; path: string }) =>
  new TextEncoder().encode(`${call.method.toUpperCase()} ${call.path}`);

/** RFC 7638 thumbprint of an RSA public key: the `kid` of a server key. */
export async function rsaThumbprint(jwk: { n: string; e: string }): Promise<string> {
  const canonical = JSON.stringify({ e: jwk.e, kty: 'RSA', n: jwk.n });
  const digest = await subtle().digest('SHA-256', new TextEncoder().encode(canonical));
  return toBase64Url(new Uint8Array(digest));
}

/** Encrypts a call's JSON body for the server key; send it with `Encryption: 1`. */
export async function encryptBody(
  publicKey: PublicEncryptionKey,
  call: { method: string; path: string },
  body: unknown,
): Promise<EncryptedBody> {
  if (publicKey.alg !== ENCRYPTION_ALG) throw new Error(`unknown algorithm ${publicKey.alg}`);
  const rsa = await subtle().importKey(
    'jwk',
    { kty: 'RSA', n: publicKey.jwk.n, e: publicKey.jwk.e, ext: true },
    RSA_OAEP,
    false,
    ['encrypt'],
  );
  const raw = globalThis.crypto.getRandomValues(new Uint8Array(32));
  const aes = await subtle().importKey('raw', raw, { name: 'AES-GCM' }, false, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(AES_GCM_IV_BYTES));
  const data = await subtle().encrypt(
    { name: 'AES-GCM', iv, additionalData: additionalData(call) },
    aes,
    new TextEncoder().encode(JSON.stringify(body)),
  );
  const key = await subtle().encrypt(RSA_OAEP, rsa, raw);
  return {
    kid: publicKey.kid,
    key: toBase64Url(new Uint8Array(key)),
    iv: toBase64Url(iv),
    data: toBase64Url(new Uint8Array(data)),
  };
}

/**
 * Opens an encrypted body with the server's private key (a `CryptoKey` for RSA-OAEP-256 decrypt)
 * and parses its JSON. Throws when the key does not fit, anything was changed, or the body was
 * sealed for another call.
 */
export async function decryptBody(
  privateKey: CryptoKey,
  call: { method: string; path: string },
  body: EncryptedBody,
): Promise<unknown> {
  const raw = await subtle().decrypt(RSA_OAEP, privateKey, fromBase64Url(body.key));
  if (raw.byteLength !== 32) throw new Error('wrapped key is not an AES-256 key');
  const aes = await subtle().importKey('raw', raw, { name: 'AES-GCM' }, false, ['decrypt']);
  const iv = fromBase64Url(body.iv);
  if (iv.length !== AES_GCM_IV_BYTES) throw new Error('iv must be 12 bytes');
  const plain = await subtle().decrypt(
    { name: 'AES-GCM', iv, additionalData: additionalData(call) },
    aes,
    fromBase64Url(body.data),
  );
  return JSON.parse(new TextDecoder().decode(plain)) as unknown;
}
