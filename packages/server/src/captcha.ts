import { randomInt } from 'node:crypto';
import { deflateSync } from 'node:zlib';

/** Letters and digits that cannot be mistaken for one another (no I/1, O/0). */
export const CAPTCHA_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A 5x7 bitmap font of the alphabet, one string of 7 rows of 5 pixels per character. */
const GLYPHS: Record<string, string> = {
  A: '01110 10001 10001 11111 10001 10001 10001',
  B: '11110 10001 10001 11110 10001 10001 11110',
  C: '01110 10001 10000 10000 10000 10001 01110',
  D: '11110 10001 10001 10001 10001 10001 11110',
  E: '11111 10000 10000 11110 10000 10000 11111',
  F: '11111 10000 10000 11110 10000 10000 10000',
  G: '01110 10001 10000 10111 10001 10001 01111',
  H: '10001 10001 10001 11111 10001 10001 10001',
  J: '00111 00010 00010 00010 00010 10010 01100',
  K: '10001 10010 10100 11000 10100 10010 10001',
  L: '10000 10000 10000 10000 10000 10000 11111',
  M: '10001 11011 10101 10101 10001 10001 10001',
  N: '10001 10001 11001 10101 10011 10001 10001',
  P: '11110 10001 10001 11110 10000 10000 10000',
  Q: '01110 10001 10001 10001 10101 10010 01101',
  R: '11110 10001 10001 11110 10100 10010 10001',
  S: '01111 10000 10000 01110 00001 00001 11110',
  T: '11111 00100 00100 00100 00100 00100 00100',
  U: '10001 10001 10001 10001 10001 10001 01110',
  V: '10001 10001 10001 10001 10001 01010 00100',
  W: '10001 10001 10001 10101 10101 10101 01010',
  X: '10001 10001 01010 00100 01010 10001 10001',
  Y: '10001 10001 01010 00100 00100 00100 00100',
  Z: '11111 00001 00010 00100 01000 10000 11111',
  '2': '01110 10001 00001 00010 00100 01000 11111',
  '3': '11111 00010 00100 00010 00001 10001 01110',
  '4': '00010 00110 01010 10010 11111 00010 00010',
  '5': '11111 10000 11110 00001 00001 10001 01110',
  '6': '00110 01000 10000 11110 10001 10001 01110',
  '7': '11111 00001 00010 00100 01000 01000 01000',
  '8': '01110 10001 10001 01110 10001 10001 01110',
  '9': '01110 10001 10001 01111 00001 00010 01100',
};

export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 40;

/** A random captcha text of `length` characters of the alphabet. */
export const randomCaptchaText = (length = 4): string =>
  Array.from({ length }, () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)]).join('');

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** Encodes 8-bit grayscale pixels (row by row) as a PNG. */
export function encodeGrayPng(width: number, height: number, pixels: Uint8Array): Buffer {
  const raw = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y += 1) {
    raw[y * (width + 1)] = 0; // filter: none
    raw.set(pixels.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // grayscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Draws `text` as a PNG: each character scaled, shifted and sheared at random, over speckles and
 * lines, so that the answer is not in the image as text.
 */
export function renderCaptcha(text: string): Buffer {
  const w = CAPTCHA_WIDTH;
  const h = CAPTCHA_HEIGHT;
  const px = new Uint8Array(w * h).fill(245);
  const dot = (x: number, y: number, shade: number) => {
    if (x >= 0 && x < w && y >= 0 && y < h) px[y * w + x] = shade;
  };
  for (let i = 0; i < 220; i += 1) dot(randomInt(w), randomInt(h), 120 + randomInt(100));
  [...text.toUpperCase()].forEach((ch, index) => {
    const glyph = (GLYPHS[ch] ?? '').split(' ');
    const left = 8 + index * 27 + randomInt(-2, 3);
    const top = 4 + randomInt(0, 6);
    const shear = (randomInt(-3, 4) / 10) * 1;
    const shade = 20 + randomInt(60);
    glyph.forEach((row, gy) => {
      [...row].forEach((bit, gx) => {
        if (bit !== '1') return;
        for (let sy = 0; sy < 4; sy += 1) {
          for (let sx = 0; sx < 3; sx += 1) {
            const y = top + gy * 4 + sy;
            dot(Math.round(left + gx * 3 + sx + (y - h / 2) * shear), y, shade);
          }
        }
      });
    });
  });
  for (let line = 0; line < 3; line += 1) {
    let y = randomInt(h);
    const slope = randomInt(-3, 4) / 10;
    for (let x = 0; x < w; x += 1) {
      dot(x, Math.round(y), 90);
      y += slope;
    }
  }
  return encodeGrayPng(w, h, px);
}

export const captchaDataUrl = (text: string): string =>
  `data:image/png;base64,${renderCaptcha(text).toString('base64')}`;
