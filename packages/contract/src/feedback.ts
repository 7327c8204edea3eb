import { Type } from 'typebox';
import { call } from './call';
import { closed, opt, Str, Text } from './shared';
import {
  FEEDBACK_IMAGE_TYPES,
  FEEDBACK_MAX_CONTENT,
  FEEDBACK_MAX_IMAGE_BYTES,
  FEEDBACK_MAX_IMAGES,
} from './uploads';

/** Feedback: a player's message to the operator, with up to three screenshots. */

const feedbackFields = {
  content: Text(FEEDBACK_MAX_CONTENT, 1),
  /** How to reach the sender back, if they want an answer. */
  contact: opt(Str(100)),
};

/** The text fields of a feedback, validated once the multipart body is read. */
export const FeedbackFields = Type.Object(feedbackFields, closed);

/** The multipart body of a feedback: the fields, and up to three png or jpg files named `images`. */
export const FeedbackBody = Type.Object(
  {
    ...feedbackFields,
    images: opt(
      Type.Array(Type.String({ format: 'binary' }), {
        maxItems: FEEDBACK_MAX_IMAGES,
        description: 'png or jpg (checked by content), at most 5 MB each',
      }),
    ),
  },
  closed,
);

export const feedbackCalls = {
  feedback: call({
    id: 'feedback',
    method: 'PUT',
    path: '/wps/feedback',
    summary:
      'Send feedback (multipart): content of 1..140 characters and up to 3 png or jpg images of 5 MB, typed by their bytes',
    token: false,
    enc: false,
    bodyEncoding: 'multipart',
    body: FeedbackBody,
    upload: {
      field: 'images',
      maxFiles: FEEDBACK_MAX_IMAGES,
      maxFileBytes: FEEDBACK_MAX_IMAGE_BYTES,
      types: FEEDBACK_IMAGE_TYPES,
    },
    query: undefined,
    value: Type.Object({ id: Type.Integer() }, closed),
    errors: [
      'IMAGE_TYPE_INVALID',
      'IMAGE_TOO_LARGE',
      'TOO_MANY_IMAGES',
      'UNSUPPORTED_MEDIA_TYPE',
      'RATE_LIMITED',
    ],
  }),
} as const;
