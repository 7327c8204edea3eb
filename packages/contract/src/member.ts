import { Type } from 'typebox';
import { call } from './call';
import { RESET_TOKEN_RULE } from './resetToken';
import { SessionValue, SMS_SEND_ERRORS, SmsValue } from './session';
import { CaptchaFields, closed, Empty, opt, Str } from './shared';

/**
 * Members: the logged-in account and its avatar, registration (by username or by mobile number,
 * with its SMS code), the password (change, reset by e-mail link or by SMS code) and the
 * invitation (affiliate) code a registration may carry.
 */

/** Account types: 0 member, 1/2/41/42 agents, 4 trial (spec 9). */
export const AGENT_TYPES = [1, 2, 41, 42] as const;
export const TRIAL_TYPE = 4;
export const MEMBER_TYPE = 0;
export const isAgentType = (type: number): boolean =>
  (AGENT_TYPES as readonly number[]).includes(type);

export const MemberInfoValue = Type.Object(
  {
    id: Type.Integer(),
    account: Type.String(),
    nickname: Type.String(),
    type: Type.Integer(),
    isAgent: Type.Boolean(),
    isTrial: Type.Boolean(),
    hasVip: Type.Boolean(),
    vipLabelName: Type.Union([Type.String(), Type.Null()]),
    vipRankLevel: Type.Integer(),
    balance: Type.Number(),
    currencySymbol: Type.String(),
    mobileNum: Type.Union([Type.String(), Type.Null()]),
    email: Type.Union([Type.String(), Type.Null()]),
    upline: Type.Union([Type.String(), Type.Null()]),
    affiliateCode: Type.Union([Type.String(), Type.Null()]),
    firstTimeLogin: Type.Boolean(),
    passwordExpired: Type.Boolean(),
  },
  closed,
);

/** The registration user of spec 3. Field rules decide which of them are required and how. */
export const RegisterBody = Type.Object(
  {
    username: opt(Str(100)),
    // Left out only by a mobile registration without a password (MOBILENUMPASSREG3 off).
    password: opt(Str(255, 1)),
    confirmPassword: opt(Str(255, 1)),
    payeeName: opt(Str(255)),
    email: opt(Str(255)),
    qqNum: opt(Str(255)),
    mobileNum: opt(Str(32)),
    recommenderId: opt(Str(255)),
    verificationCode: opt(Str(255)),
    affiliateCode: opt(Str(255)),
    paymentPassword: opt(Str(255)),
    line: opt(Str(255)),
    whatsapp: opt(Str(255)),
    facebook: opt(Str(255)),
    wechat: opt(Str(255)),
    telegram: opt(Str(255)),
    zalo: opt(Str(255)),
    idNumber: opt(Str(255)),
    birthday: opt(Str(32)),
    nickname: opt(Str(255)),
    referralCode: opt(Str(255)),
    domain: opt(Str(255)),
    countryDialingCode: opt(Str(8)),
    /** Ask for a session in the answer. */
    login: opt(Type.Boolean()),
    /**
     * The member's word of being 18 or over (the register form's terms box says so): recorded as
     * the age confirmation that the operator's age gate asks for before play and deposits.
     */
    adult: opt(Type.Boolean()),
    ...CaptchaFields,
  },
  closed,
);

export const RegisterValue = Type.Object(
  {
    customerId: Type.Integer(),
    account: Type.String(),
    /** Present when the request said `login: true`. */
    session: opt(SessionValue),
  },
  closed,
);

export const ChangePasswordBody = Type.Object(
  {
    oldPassword: Str(255, 1),
    newPassword: Str(255, 1),
    confirmNewPassword: Str(255, 1),
  },
  closed,
);

export const EmailResetBody = Type.Object(
  {
    username: Str(100, 1),
    email: Str(255, 1),
  },
  closed,
);

export const ResetWithTokenBody = Type.Object(
  {
    token: Type.String(RESET_TOKEN_RULE),
    newPassword: Str(255, 1),
  },
  closed,
);

export const PhoneResetBody = Type.Object(
  {
    mobileNum: Str(32, 1),
    countryDialingCode: opt(Str(8)),
    verificationCode: Str(255, 1),
    newPassword: Str(255, 1),
  },
  closed,
);

/**
 * The account whose password a phone reset changed: a number may belong to an account with
 * another username, and the client logs in with this one (spec 4.7).
 */
export const PhoneResetValue = Type.Object({ account: Type.String() }, closed);

export const SmsRegisterBody = Type.Object(
  {
    mobileNo: Str(32, 1),
    countryDialingCode: opt(Str(8)),
    regType: opt(Type.Union([Type.Literal('username'), Type.Literal('mobile')])),
  },
  closed,
);

export const AffiliateQuery = Type.Object(
  {
    code: Str(64, 1),
    domain: opt(Str(255)),
  },
  closed,
);

export const MemberIconValue = Type.Object(
  {
    /**
     * The member's avatar as a path on the image CDN (`imageCDNs` of the system info), or null
     * when the member has none: the client shows its fallback picture then, as it does when the
     * image fails to load.
     */
    icon: Type.Union([Type.String(), Type.Null()]),
  },
  closed,
);

export const memberCalls = {
  memberInfo: call({
    id: 'memberInfo',
    method: 'GET',
    path: '/wps/member/info',
    summary: 'The logged-in account',
    token: true,
    beforePasswordChange: true,
    enc: false,
    body: undefined,
    query: undefined,
    value: MemberInfoValue,
    errors: ['UNAUTHORIZED'],
  }),
  memberIcon: call({
    id: 'memberIcon',
    method: 'GET',
    path: '/wps/member/info/icon',
    summary: "The logged-in member's avatar (a path on the image CDN), or null for the fallback",
    token: true,
    enc: false,
    body: undefined,
    query: undefined,
    value: MemberIconValue,
    errors: ['UNAUTHORIZED'],
  }),
  register: call({
    id: 'register',
    method: 'PUT',
    path: '/wps/member/register',
    summary: 'Register with a username; fields checked against the registration rules',
    token: false,
    enc: true,
    body: RegisterBody,
    query: undefined,
    value: RegisterValue,
    errors: [
      'USERNAME_TAKEN',
      'MOBILE_TAKEN',
      'PASSWORD_MISMATCH',
      'PASSWORD_TOO_WEAK',
      'CAPTCHA_INVALID',
      'VERIFICATION_CODE_INVALID',
      'SMS_CODE_EXPIRED',
      'AFFILIATE_INVALID',
      'FEATURE_DISABLED',
      'RATE_LIMITED',
    ],
  }),
  registerMobile: call({
    id: 'registerMobile',
    method: 'PUT',
    path: '/wps/member/register/mobile',
    summary: 'Register with a mobile number, which becomes the username',
    token: false,
    enc: true,
    body: RegisterBody,
    query: undefined,
    value: RegisterValue,
    errors: [
      'USERNAME_TAKEN',
      'MOBILE_TAKEN',
      'PASSWORD_MISMATCH',
      'PASSWORD_TOO_WEAK',
      'CAPTCHA_INVALID',
      'VERIFICATION_CODE_INVALID',
      'SMS_CODE_EXPIRED',
      'AFFILIATE_INVALID',
      'FEATURE_DISABLED',
      'RATE_LIMITED',
    ],
  }),
  changePassword: call({
    id: 'changePassword',
    method: 'POST',
    path: '/wps/member/password',
    summary: 'Change the password; needs the old one. Other sessions of the account end',
    token: true,
    beforePasswordChange: true,
    enc: true,
    body: ChangePasswordBody,
    query: undefined,
    value: Empty,
    errors: [
      'UNAUTHORIZED',
      'OLD_PASSWORD_WRONG',
      'PASSWORD_MISMATCH',
      'PASSWORD_TOO_WEAK',
      'TRIAL_FORBIDDEN',
    ],
  }),
  passwordEmail: call({
    id: 'passwordEmail',
    method: 'POST',
    path: '/wps/member/password/email',
    summary:
      'Send a reset link by e-mail (form-encoded). The answer is the same whether or not the account exists',
    token: false,
    enc: false,
    bodyEncoding: 'form',
    body: EmailResetBody,
    query: undefined,
    value: Empty,
    errors: ['RATE_LIMITED'],
  }),
  passwordReset: call({
    id: 'passwordReset',
    method: 'POST',
    path: '/wps/member/password/reset',
    summary:
      'Set a new password with the token of an e-mailed reset link. A link works once, until it expires; using it voids the other links of the account',
    token: false,
    enc: true,
    body: ResetWithTokenBody,
    query: undefined,
    value: Empty,
    errors: ['RESET_TOKEN_INVALID', 'RESET_TOKEN_EXPIRED', 'RESET_TOKEN_USED', 'PASSWORD_TOO_WEAK'],
  }),
  passwordVerification: call({
    id: 'passwordVerification',
    method: 'POST',
    path: '/wps/member/password/verification',
    summary:
      'Set a new password with an SMS code sent for purpose reset. The answer names the account (its username), to log in with',
    token: false,
    enc: true,
    body: PhoneResetBody,
    query: undefined,
    value: PhoneResetValue,
    errors: [
      'VERIFICATION_CODE_INVALID',
      'SMS_CODE_EXPIRED',
      'FEATURE_DISABLED',
      'PASSWORD_TOO_WEAK',
    ],
  }),
  smsRegister: call({
    id: 'smsRegister',
    method: 'POST',
    path: '/wps/verification/sms/register',
    summary: 'Send an SMS code for registration',
    token: false,
    enc: false,
    body: SmsRegisterBody,
    query: undefined,
    value: SmsValue,
    errors: ['RATE_LIMITED', 'FEATURE_DISABLED', ...SMS_SEND_ERRORS],
  }),
  affiliate: call({
    id: 'affiliate',
    method: 'GET',
    path: '/wps/agent/affiliate',
    summary: 'Check an invitation (affiliate) code, and the domain it is used on',
    token: false,
    enc: false,
    body: undefined,
    query: AffiliateQuery,
    value: Type.Object({ code: Type.String(), agent: Type.String() }, closed),
    errors: ['AFFILIATE_INVALID'],
  }),
} as const;
