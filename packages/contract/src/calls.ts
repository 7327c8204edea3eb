import { Type, type Static, type TSchema } from 'typebox';
import type { ErrorCode } from './errors';
import { RegistrationRulesSchema } from './rules';

/** How a call's body travels. */
export type BodyEncoding = 'json' | 'form';

/**
 * One call of the portal API, written down once for the client and the server.
 *
 * - `token`: the call needs a session token (`Authorization: Bearer <token>`), else 401.
 * - `enc`: the original client encrypts the body of this call (spec 7.1 "(enc)").
 * - Every call under `/wps` needs the `Merchant` header with the operator's merchant code.
 */
export interface CallDef<
  B extends TSchema | undefined = TSchema | undefined,
  Q extends TSchema | undefined = TSchema | undefined,
  V extends TSchema = TSchema,
> {
  readonly id: string;
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly path: string;
  readonly summary: string;
  readonly token: boolean;
  readonly enc: boolean;
  readonly bodyEncoding?: BodyEncoding;
  readonly body: B;
  readonly query: Q;
  readonly value: V;
  /** The failure codes this call may answer with, besides VALIDATION, MERCHANT_INVALID and INTERNAL. */
  readonly errors: readonly ErrorCode[];
}

const call = <B extends TSchema | undefined, Q extends TSchema | undefined, V extends TSchema>(
  def: CallDef<B, Q, V>,
): CallDef<B, Q, V> => def;

/** The body type of a call, `undefined` when it has none. */
export type CallBody<C extends CallDef> = C['body'] extends TSchema ? Static<C['body']> : undefined;
/** The query type of a call, `undefined` when it has none. */
export type CallQuery<C extends CallDef> = C['query'] extends TSchema
  ? Static<C['query']>
  : undefined;
/** The `value` of a successful answer of a call. */
export type CallValue<C extends CallDef> = Static<C['value']>;

const Str = (max: number, min = 0) => Type.String({ minLength: min, maxLength: max });
const opt = <T extends TSchema>(schema: T) => Type.Optional(schema);
const closed = { additionalProperties: false } as const;

/** Account types: 0 member, 1/2/41/42 agents, 4 trial (spec 9). */
export const AGENT_TYPES = [1, 2, 41, 42] as const;
export const TRIAL_TYPE = 4;
export const MEMBER_TYPE = 0;
export const isAgentType = (type: number): boolean =>
  (AGENT_TYPES as readonly number[]).includes(type);

/** A captcha answer travels with the key its image was asked for with. */
const CaptchaFields = {
  captcha: opt(Str(16)),
  captchaKey: opt(Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' })),
};

export const LoginBody = Type.Object(
  {
    username: Str(100, 1),
    password: Str(255, 1),
    type: Type.Union([Type.Literal('username'), Type.Literal('sms')]),
    /** `agent` for the agent landing page: only agents may log in there. */
    area: opt(Type.Union([Type.Literal('member'), Type.Literal('agent')])),
    countryDialingCode: opt(Str(8)),
    ...CaptchaFields,
  },
  closed,
);

export const SessionValue = Type.Object(
  {
    token: Type.String(),
    firstTimeLogin: Type.Boolean(),
    passwordExpired: Type.Boolean(),
    customerId: Type.Integer(),
    account: Type.String(),
    nickname: Type.String(),
    type: Type.Integer(),
    isAgent: Type.Boolean(),
    isTrial: Type.Boolean(),
  },
  closed,
);

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
    password: Str(255, 1),
    confirmPassword: Str(255, 1),
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
    token: Type.String({ minLength: 20, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' }),
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

export const SmsNoLoginBody = Type.Object(
  {
    mobileNum: Str(32, 1),
    countryDialingCode: opt(Str(8)),
    /** What the code is for: `login` (code login, the default) or `reset` (password by phone). */
    purpose: opt(Type.Union([Type.Literal('login'), Type.Literal('reset')])),
  },
  closed,
);

export const SmsRegisterBody = Type.Object(
  {
    mobileNo: Str(32, 1),
    countryDialingCode: opt(Str(8)),
    regType: opt(Type.Union([Type.Literal('username'), Type.Literal('mobile')])),
  },
  closed,
);

export const SmsValue = Type.Object({ expiredMinutes: Type.Integer() }, closed);

export const FreeplayBody = Type.Object(
  {
    os: opt(Str(32)),
    platform: opt(Str(8)),
  },
  closed,
);

export const CaptchaQuery = Type.Object(
  { key: Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }) },
  closed,
);

export const AffiliateQuery = Type.Object(
  {
    code: Str(64, 1),
    domain: opt(Str(255)),
  },
  closed,
);

export const SystemStatusValue = Type.Object(
  {
    /** 0 normal, 1 maintenance, 2 region restricted; maintenance wins when both apply. */
    systemStatus: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]),
    ip: Type.String(),
    maintenance: Type.Boolean(),
    regionRestriction: Type.Boolean(),
  },
  closed,
);

export const WhitelabelValue = Type.Object(
  {
    /** Every module flag the operator switched on, e.g. `USERNAMEREG3`. */
    flags: Type.Array(Type.String()),
    currencySymbol: Type.String(),
  },
  closed,
);

const Empty = Type.Null();

/** Every call served by the reference server, by id. */
export const calls = {
  login: call({
    id: 'login',
    method: 'POST',
    path: '/wps/session/login',
    summary: 'Log in by username and password, or by mobile number and SMS code (type sms)',
    token: false,
    enc: true,
    body: LoginBody,
    query: undefined,
    value: SessionValue,
    errors: [
      'BAD_CREDENTIALS',
      'CAPTCHA_REQUIRED',
      'CAPTCHA_INVALID',
      'RATE_LIMITED',
      'NOT_MEMBER',
      'ONLY_AGENTS',
      'ACCOUNT_DISABLED',
      'FEATURE_DISABLED',
    ],
  }),
  freeplay: call({
    id: 'freeplay',
    method: 'POST',
    path: '/wps/session/login/freeplay',
    summary: 'Create a trial account (type 4) with a demo balance and log in to it',
    token: false,
    enc: false,
    body: FreeplayBody,
    query: undefined,
    value: SessionValue,
    errors: ['FEATURE_DISABLED', 'RATE_LIMITED'],
  }),
  logout: call({
    id: 'logout',
    method: 'DELETE',
    path: '/wps/session/logout',
    summary: 'End the session: its token is refused from now on, on every server',
    token: true,
    enc: false,
    body: undefined,
    query: undefined,
    value: Empty,
    errors: ['UNAUTHORIZED'],
  }),
  memberInfo: call({
    id: 'memberInfo',
    method: 'GET',
    path: '/wps/member/info',
    summary: 'The logged-in account',
    token: true,
    enc: false,
    body: undefined,
    query: undefined,
    value: MemberInfoValue,
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
      'CAPTCHA_INVALID',
      'VERIFICATION_CODE_INVALID',
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
      'CAPTCHA_INVALID',
      'VERIFICATION_CODE_INVALID',
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
    enc: true,
    body: ChangePasswordBody,
    query: undefined,
    value: Empty,
    errors: ['UNAUTHORIZED', 'OLD_PASSWORD_WRONG', 'PASSWORD_MISMATCH', 'TRIAL_FORBIDDEN'],
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
    summary: 'Set a new password with the token of an e-mailed reset link (single use)',
    token: false,
    enc: true,
    body: ResetWithTokenBody,
    query: undefined,
    value: Empty,
    errors: ['RESET_TOKEN_INVALID'],
  }),
  passwordVerification: call({
    id: 'passwordVerification',
    method: 'POST',
    path: '/wps/member/password/verification',
    summary: 'Set a new password with an SMS code sent for purpose reset',
    token: false,
    enc: true,
    body: PhoneResetBody,
    query: undefined,
    value: Empty,
    errors: ['VERIFICATION_CODE_INVALID', 'FEATURE_DISABLED'],
  }),
  smsNoLogin: call({
    id: 'smsNoLogin',
    method: 'POST',
    path: '/wps/verification/sms/noLogin',
    summary:
      'Send an SMS code for code login or password reset. The answer is the same whether or not the number is registered',
    token: false,
    enc: false,
    body: SmsNoLoginBody,
    query: undefined,
    value: SmsValue,
    errors: ['RATE_LIMITED'],
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
    errors: ['RATE_LIMITED', 'FEATURE_DISABLED'],
  }),
  captcha: call({
    id: 'captcha',
    method: 'GET',
    path: '/wps/captcha',
    summary:
      'A captcha image (value: a data URL of a base64 PNG) for the client-chosen key; the answer is sent back with that key',
    token: false,
    enc: false,
    body: undefined,
    query: CaptchaQuery,
    value: Type.String(),
    errors: ['RATE_LIMITED'],
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
  systemStatus: call({
    id: 'systemStatus',
    method: 'GET',
    path: '/wps/system/status',
    summary: 'Normal (0), maintenance (1) or region restricted (2), with the visitor IP',
    token: false,
    enc: false,
    body: undefined,
    query: undefined,
    value: SystemStatusValue,
    errors: [],
  }),
  whitelabel: call({
    id: 'whitelabel',
    method: 'GET',
    path: '/wps/system/whitelabel',
    summary: "The operator's white-label module flags",
    token: false,
    enc: false,
    body: undefined,
    query: undefined,
    value: WhitelabelValue,
    errors: [],
  }),
  registerSettings: call({
    id: 'registerSettings',
    method: 'GET',
    path: '/wps/system/setting/register',
    summary: 'The registration field rules, keyed by field name',
    token: false,
    enc: false,
    body: undefined,
    query: undefined,
    value: RegistrationRulesSchema,
    errors: [],
  }),
} as const;

export type CallId = keyof typeof calls;
export const allCalls: readonly CallDef[] = Object.values(calls);

/** The header that carries the merchant code on every `/wps` call. */
export const MERCHANT_HEADER = 'Merchant';
/** How long an SMS code stays valid, in minutes (the answer's `expiredMinutes`). */
export const SMS_CODE_MINUTES = 10;
