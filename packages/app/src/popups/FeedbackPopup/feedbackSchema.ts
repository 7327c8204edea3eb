import {
  FEEDBACK_IMAGE_TYPES,
  FEEDBACK_MAX_CONTENT,
  FEEDBACK_MAX_IMAGE_BYTES,
  FEEDBACK_MAX_IMAGES,
  sniffImageType,
} from '@portal/contract';
import type { TFunction } from 'i18next';
import { array, mixed, object, string } from 'yup';

export interface FeedbackValues {
  content: string;
  contact: string;
  images: File[];
}

export const noFeedback: FeedbackValues = { content: '', contact: '', images: [] };

/** A picked file is a png or jpg by its first bytes, as the server checks it (not by its name). */
async function isImage(file: File): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  const type = sniffImageType(head);
  return type !== undefined && (FEEDBACK_IMAGE_TYPES as readonly string[]).includes(type);
}

/**
 * Spec 5: content of 1 to 140 characters, at most 3 png or jpg images of 5 MB each. The same
 * limits as the server's (the contract's constants), said before anything is sent.
 */
export function feedbackSchema(t: TFunction) {
  return object({
    content: string()
      .trim()
      .required(t('feedback_content_required'))
      .max(FEEDBACK_MAX_CONTENT, t('feedback_content_length', { max: FEEDBACK_MAX_CONTENT })),
    contact: string().trim().max(100, t('feedback_contact_length')),
    images: array()
      .of(mixed<File>().required())
      .max(FEEDBACK_MAX_IMAGES, t('error_TOO_MANY_IMAGES'))
      .test('size', t('error_IMAGE_TOO_LARGE'), (files) =>
        (files ?? []).every((f) => f.size <= FEEDBACK_MAX_IMAGE_BYTES),
      )
      .test('type', t('error_IMAGE_TYPE_INVALID'), async (files) =>
        (await Promise.all((files ?? []).map(isImage))).every(Boolean),
      )
      .required(),
  });
}
