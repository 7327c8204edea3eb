import { Type } from 'typebox';
import { call } from './call';
import { SMS_SEND_ERRORS, SmsValue } from './session';
import { closed, DateTime, Empty, opt, Str } from './shared';
import { FEEDBACK_IMAGE_TYPES } from './uploads';

/**
 * The member's profile, the actions of the security centre (spec 2.7, securityCenter): the avatar
 * (an uploaded png or jpg, or one of the built-in set), the mobile number and the e-mail bound with
 * a code sent to the new one, and the sessions of the account. The password and the withdraw
 * password keep their own calls (member `changePassword`, cashier `withdrawPassword`).
 */

/** An uploaded avatar may be at most 2 MB: it is shown small, and kept in the database. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/**
 * The built-in avatars, by name; the server draws each. Avatars are served outside `/wps`, as the
 * other artwork is: an image element sends no `Merchant` header.
 */
export const BUILTIN_AVATARS = [
  'lion',
  'tiger',
  'panda',
  'fox',
  'owl',
  'dragon',
  'koi',
  'phoenix',
] as const;
export type BuiltinAvatar = (typeof BUILTIN_AVATARS)[number];

/** Where the server serves an avatar: the built-in ones and the uploaded ones. */
export const builtinAvatarPath = (name: BuiltinAvatar): string =>
  `/content/avatars/builtin/${name}.svg`;
export const AVATAR_PATH_PREFIX = '/content/avatars/';

/** An e-mail address as the forms take it: one @, no spaces, a dot in the domain. */
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';

export const ProfileValue = Type.Object(
  {
    account: Type.String(),
    nickname: Type.String(),
    /** The avatar's path (on the API's origin or the image CDN), or null for the fallback. */
    icon: Type.Union([Type.String(), Type.Null()]),
    mobileNum: Type.Union([Type.String(), Type.Null()]),
    email: Type.Union([Type.String(), Type.Null()]),
    hasWithdrawPassword: Type.Boolean(),
    /** The built-in avatars a member may pick, with the path each is served at. */
    avatars: Type.Array(Type.Object({ name: Type.String(), icon: Type.String() }, closed)),
  },
  closed,
);

export const AvatarValue = Type.Object({ icon: Type.String() }, closed);

/** The multipart body of an avatar upload: one png or jpg file named `avatar`. */
export const AvatarUploadBody = Type.Object(
  {
    // A File in the client (typed as a Blob), read apart from the fields by the server.
    avatar: opt(
      Type.Unsafe<Blob>(
        Type.String({
          format: 'binary',
          description: 'png or jpg (checked by content), at most 2 MB',
        }),
      ),
    ),
  },
  closed,
);

export const AvatarPickBody = Type.Object({ avatar: Type.Enum([...BUILTIN_AVATARS]) }, closed);

export const MobileCodeBody = Type.Object(
  { mobileNum: Str(32, 1), countryDialingCode: opt(Str(8)) },
  closed,
);
export const MobileBindBody = Type.Object(
  { mobileNum: Str(32, 1), countryDialingCode: opt(Str(8)), verificationCode: Str(16, 1) },
  closed,
);

const Email = Type.String({ minLength: 3, maxLength: 255, pattern: EMAIL_PATTERN });
export const EmailCodeBody = Type.Object({ email: Email }, closed);
export const EmailBindBody = Type.Object({ email: Email, verificationCode: Str(16, 1) }, closed);

export const ProfileSession = Type.Object(
  {
    /** A number for the list and the logout; never the token or its hash. */
    id: Type.Integer(),
    userAgent: Type.Union([Type.String(), Type.Null()]),
    ip: Type.Union([Type.String(), Type.Null()]),
    startedAt: DateTime,
    lastSeenAt: DateTime,
    /** The session that asks. */
    current: Type.Boolean(),
  },
  closed,
);
export const ProfileSessionsValue = Type.Object({ list: Type.Array(ProfileSession) }, closed);

export const SessionsLogoutBody = Type.Object(
  {
    /** One session to end; without it, every session but the one that asks. */
    id: opt(Type.Integer({ minimum: 1 })),
  },
  closed,
);
export const SessionsLogoutValue = Type.Object({ ended: Type.Integer() }, closed);

const tokenErrors = ['UNAUTHORIZED', 'TRIAL_FORBIDDEN'] as const;

export const profileCalls = {
  profileInfo: call({
    id: 'profileInfo',
    method: 'GET',
    path: '/wps/member/profile',
    summary:
      "The security centre's account: avatar, bound mobile and e-mail, whether a withdraw password is set, and the built-in avatars",
    token: true,
    enc: false,
    body: undefined,
    query: undefined,
    value: ProfileValue,
    errors: [...tokenErrors],
  }),
  avatarUpload: call({
    id: 'avatarUpload',
    method: 'PUT',
    path: '/wps/member/profile/avatar',
    summary:
      'Upload an avatar (multipart): one png or jpg of at most 2 MB, typed by its bytes; the header shows it after',
    token: true,
    enc: false,
    bodyEncoding: 'multipart',
    body: AvatarUploadBody,
    upload: {
      field: 'avatar',
      maxFiles: 1,
      maxFileBytes: AVATAR_MAX_BYTES,
      types: FEEDBACK_IMAGE_TYPES,
    },
    query: undefined,
    value: AvatarValue,
    errors: [
      ...tokenErrors,
      'IMAGE_TYPE_INVALID',
      'IMAGE_TOO_LARGE',
      'TOO_MANY_IMAGES',
      'UNSUPPORTED_MEDIA_TYPE',
      'RATE_LIMITED',
    ],
  }),
  avatarPick: call({
    id: 'avatarPick',
    method: 'POST',
    path: '/wps/member/profile/avatar',
    summary: 'Pick one of the built-in avatars',
    token: true,
    enc: false,
    body: AvatarPickBody,
    query: undefined,
    value: AvatarValue,
    errors: [...tokenErrors],
  }),
  mobileCode: call({
    id: 'mobileCode',
    method: 'POST',
    path: '/wps/member/profile/mobile/code',
    summary:
      'Send an SMS code to the mobile number to bind (a new one, or a change of the bound one)',
    token: true,
    enc: false,
    body: MobileCodeBody,
    query: undefined,
    value: SmsValue,
    errors: [...tokenErrors, 'MOBILE_TAKEN', 'RATE_LIMITED', ...SMS_SEND_ERRORS],
  }),
  mobileBind: call({
    id: 'mobileBind',
    method: 'POST',
    path: '/wps/member/profile/mobile',
    summary: 'Bind the mobile number with the SMS code sent to it',
    token: true,
    enc: false,
    body: MobileBindBody,
    query: undefined,
    value: Empty,
    errors: [...tokenErrors, 'MOBILE_TAKEN', 'VERIFICATION_CODE_INVALID', 'SMS_CODE_EXPIRED'],
  }),
  emailCode: call({
    id: 'emailCode',
    method: 'POST',
    path: '/wps/member/profile/email/code',
    summary: 'E-mail a code to the address to bind (a new one, or a change of the bound one)',
    token: true,
    enc: false,
    body: EmailCodeBody,
    query: undefined,
    value: SmsValue,
    errors: [...tokenErrors, 'EMAIL_TAKEN', 'RATE_LIMITED'],
  }),
  emailBind: call({
    id: 'emailBind',
    method: 'POST',
    path: '/wps/member/profile/email',
    summary: 'Bind the e-mail address with the code e-mailed to it',
    token: true,
    enc: false,
    body: EmailBindBody,
    query: undefined,
    value: Empty,
    errors: [...tokenErrors, 'EMAIL_TAKEN', 'VERIFICATION_CODE_INVALID', 'SMS_CODE_EXPIRED'],
  }),
  profileSessions: call({
    id: 'profileSessions',
    method: 'GET',
    path: '/wps/member/profile/sessions',
    summary:
      "The account's live sessions: device (user agent), address, started, last seen, and which one asks",
    token: true,
    enc: false,
    body: undefined,
    query: undefined,
    value: ProfileSessionsValue,
    errors: [...tokenErrors],
  }),
  sessionsLogout: call({
    id: 'sessionsLogout',
    method: 'POST',
    path: '/wps/member/profile/sessions/logout',
    summary:
      'End one other session of the account, or all the others; the one that asks stays. Answers how many ended',
    token: true,
    enc: false,
    body: SessionsLogoutBody,
    query: undefined,
    value: SessionsLogoutValue,
    errors: [...tokenErrors, 'NOT_FOUND'],
  }),
} as const;
