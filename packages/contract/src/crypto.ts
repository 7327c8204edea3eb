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
