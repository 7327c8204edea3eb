/** Feedback (spec 5): at most 140 characters of content and 3 png or jpg images of 5 MB each. */
export const FEEDBACK_MAX_CONTENT = 140;
export const FEEDBACK_MAX_IMAGES = 3;
export const FEEDBACK_MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const FEEDBACK_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export type FeedbackImageType = (typeof FEEDBACK_IMAGE_TYPES)[number];

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, magic: readonly number[]) =>
  bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b);

/**
 * The image type of a file by its first bytes (its magic number), whatever its name or declared
 * type says: `image/png`, `image/jpeg`, or undefined for anything else. Pure: the client can run it
 * on a picked file before uploading, and the server runs it on what arrives.
 */
export function sniffImageType(bytes: Uint8Array): FeedbackImageType | undefined {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  return undefined;
}
