import { Type } from 'typebox';
import { call } from './call';
import { Amount, closed, Language, opt, Text } from './shared';
import { FEEDBACK_IMAGE_TYPES, FEEDBACK_MAX_IMAGE_BYTES, FEEDBACK_MAX_IMAGES } from './uploads';

/**
 * Activities (spec 4.11, 5): promotions that take an application. The operator opens a promotion
 * to applications (CLI `activity-apply-on`); a member applies once with a text and up to three png
 * or jpg images of 5 MB (typed by their bytes, as feedback); the operator approves it with an
 * amount or rejects it with a reason (CLI); the member claims an approved reward once, credited to
 * the main wallet through the ledger. The status machine is ADR 0021.
 */

/** The activity statuses of spec 4.11, in its order. */
export const ACTIVITY_STATUSES = [
  'join',
  'claim',
  'applying',
  'close',
  'rejected',
  'issued',
  'claimed',
  'process',
  'signed',
  'coming soon',
] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

/**
 * The statuses an application itself goes through (the rest of ACTIVITY_STATUSES belong to the
 * promotion: coming soon, join, close). applying → rejected | issued; issued → claimed;
 * rejected → a new application (applying) while the promotion is live.
 */
export const APPLICATION_STATUSES = ['applying', 'rejected', 'issued', 'claimed'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** An application's text: what the member tells the operator (spec 5, "please enter the content"). */
export const ACTIVITY_MAX_CONTENT = 500;
export const ACTIVITY_MAX_IMAGES = FEEDBACK_MAX_IMAGES;
export const ACTIVITY_MAX_IMAGE_BYTES = FEEDBACK_MAX_IMAGE_BYTES;

const PromotionId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const ApplicationId = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });
const Timestamp = Type.String({ format: 'date-time' });
const OrNull = <T extends ReturnType<typeof Type.String> | typeof Amount>(schema: T) =>
  Type.Union([schema, Type.Null()]);

/** The member's latest application to one promotion, as the list shows it. */
export const ApplicationSummary = Type.Object(
  {
    id: ApplicationId,
    status: Type.Enum([...APPLICATION_STATUSES]),
    submittedAt: Timestamp,
    /** Why the operator rejected it; null unless rejected. */
    reason: OrNull(Type.String()),
    /** What the operator granted; null until issued. */
    amount: OrNull(Amount),
    decidedAt: OrNull(Timestamp),
    claimedAt: OrNull(Timestamp),
  },
  closed,
);

export const Activity = Type.Object(
  {
    promotionId: PromotionId,
    title: Type.String(),
    /**
     * Where the member stands: coming soon (not started), join (may apply), applying, rejected,
     * issued (a reward to claim), claimed, close (ended with nothing open).
     */
    status: Type.Enum([...ACTIVITY_STATUSES]),
    /** Whether an application is taken now: join, or rejected while the promotion is live. */
    canApply: Type.Boolean(),
    startsAt: OrNull(Timestamp),
    endsAt: OrNull(Timestamp),
    application: Type.Union([ApplicationSummary, Type.Null()]),
  },
  closed,
);

export const ActivityListQuery = Type.Object(
  {
    /** The language of the titles; else their base language, else the operator's default. */
    language: opt(Language),
  },
  closed,
);

export const ActivityListValue = Type.Object(
  {
    /** The promotions that take applications, and those the member applied to, in page order. */
    activities: Type.Array(Activity),
  },
  closed,
);

const applyFields = {
  promotionId: PromotionId,
  content: Text(ACTIVITY_MAX_CONTENT, 1),
};

/** The text fields of an application, validated once the multipart body is read. */
export const ActivityApplyFields = Type.Object(applyFields, closed);

/** The multipart body of an application: the fields, and up to three png or jpg `images`. */
export const ActivityApplyBody = Type.Object(
  {
    ...applyFields,
    images: opt(
      // Blobs to the app (the client sends each as a file part); the server reads them apart from
      // the fields (the call's `upload` rule) and never validates them as text.
      Type.Array(Type.Unsafe<Blob>(Type.String({ format: 'binary' })), {
        maxItems: ACTIVITY_MAX_IMAGES,
        description: 'png or jpg (checked by content), at most 5 MB each',
      }),
    ),
  },
  closed,
);

export const ActivityApplyValue = Type.Object(
  { applicationId: ApplicationId, status: Type.Literal('applying'), submittedAt: Timestamp },
  closed,
);

export const ActivityApplicationQuery = Type.Object(
  {
    id: ApplicationId,
    /** The language of the promotion's title. */
    language: opt(Language),
  },
  closed,
);

export const ActivityApplicationValue = Type.Object(
  {
    ...ApplicationSummary.properties,
    promotionId: PromotionId,
    title: Type.String(),
    content: Type.String(),
    /** The images sent, to their sender only, as data URLs in the order sent. */
    images: Type.Array(
      Type.Object(
        {
          type: Type.Enum([...FEEDBACK_IMAGE_TYPES]),
          bytes: Type.Integer({ minimum: 1 }),
          dataUrl: Type.String(),
        },
        closed,
      ),
    ),
  },
  closed,
);

export const ActivityClaimBody = Type.Object({ applicationId: ApplicationId }, closed);

export const ActivityClaimValue = Type.Object(
  {
    applicationId: ApplicationId,
    /** What was credited. */
    amount: Amount,
    /** The main wallet's balance after the credit. */
    balance: Amount,
    claimedAt: Timestamp,
  },
  closed,
);

export const activityCalls = {
  activityList: call({
    id: 'activityList',
    method: 'GET',
    path: '/wps/member/activities',
    summary:
      "The logged-in member's activities: each promotion that takes applications (and each one the member applied to) with the member's status (spec 4.11) and latest application",
    token: true,
    enc: false,
    body: undefined,
    query: ActivityListQuery,
    value: ActivityListValue,
    errors: ['UNAUTHORIZED', 'TRIAL_FORBIDDEN'],
  }),
  activityApply: call({
    id: 'activityApply',
    method: 'PUT',
    path: '/wps/member/activities/apply',
    summary:
      'Apply to a promotion that takes applications (multipart): a text of 1..500 characters and up to 3 png or jpg images of 5 MB, typed by their bytes. A promotion not started, ended, or with an application open or claimed is ACTIVITY_STATE; one that takes none is NOT_FOUND',
    token: true,
    enc: false,
    bodyEncoding: 'multipart',
    body: ActivityApplyBody,
    upload: {
      field: 'images',
      maxFiles: ACTIVITY_MAX_IMAGES,
      maxFileBytes: ACTIVITY_MAX_IMAGE_BYTES,
      types: FEEDBACK_IMAGE_TYPES,
    },
    query: undefined,
    value: ActivityApplyValue,
    errors: [
      'UNAUTHORIZED',
      'TRIAL_FORBIDDEN',
      'NOT_FOUND',
      'ACTIVITY_STATE',
      'IMAGE_TYPE_INVALID',
      'IMAGE_TOO_LARGE',
      'TOO_MANY_IMAGES',
      'UNSUPPORTED_MEDIA_TYPE',
      'RATE_LIMITED',
    ],
  }),
  activityApplication: call({
    id: 'activityApplication',
    method: 'GET',
    path: '/wps/member/activities/application',
    summary:
      "One of the logged-in member's applications with its text and images; another member's is NOT_FOUND",
    token: true,
    enc: false,
    body: undefined,
    query: ActivityApplicationQuery,
    value: ActivityApplicationValue,
    errors: ['UNAUTHORIZED', 'NOT_FOUND'],
  }),
  activityClaim: call({
    id: 'activityClaim',
    method: 'POST',
    path: '/wps/member/activities/claim',
    summary:
      'Claim the reward of an issued application: credited once to the main wallet through the ledger. A second claim is ALREADY_CLAIMED and credits nothing; an application not issued is ACTIVITY_STATE',
    token: true,
    enc: false,
    body: ActivityClaimBody,
    query: undefined,
    value: ActivityClaimValue,
    errors: ['UNAUTHORIZED', 'TRIAL_FORBIDDEN', 'NOT_FOUND', 'ACTIVITY_STATE', 'ALREADY_CLAIMED'],
  }),
} as const;
