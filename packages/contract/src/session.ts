import { Type } from 'typebox';
import { call } from './call';
import { CaptchaChallenge, CaptchaFields, closed, DateTime, Empty, opt, Str } from './shared';

/**
 * Sessions: logging in (by password or by SMS code), the trial account, logging out, the captcha
 * challenge and the SMS code for code login or a password reset by phone.
 */

/**
 * How long a sign-in code for the address bar (`?token=`, spec 4.2) stays good, in seconds. The
 * address carries this single-use code, never a session token: a link that plants a session, or
 * one copied from a history or a log, opens nothing a minute later.
 */
export const HANDOFF_SECONDS = 60;

/** How long an SMS code stays valid, in minutes (the answer's `expiredMinutes`). */
export const SMS_CODE_MINUTES = 10;

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

export const SmsNoLoginBody = Type.Object(
  {
    mobileNum: Str(32, 1),
    countryDialingCode: opt(Str(8)),
    /** What the code is for: `login` (code login, the default) or `reset` (password by phone). */
    purpose: opt(Type.Union([Type.Literal('login'), Type.Literal('reset')])),
  },
  closed,
);

/** The answer of a sent SMS code, for login and for registration alike. */
export const SmsValue = Type.Object({ expiredMinutes: Type.Integer() }, closed);

/**
 * What every call that sends an SMS may answer when the operator's SMS provider refuses or fails
 * (spec 8, the phone-authentication errors): the player is told, and no code is left behind.
 */
export const SMS_SEND_ERRORS = [
  'SMS_NUMBER_INVALID',
  'SMS_TOO_MANY_REQUESTS',
  'SMS_QUOTA_EXCEEDED',
  'SMS_UNAVAILABLE',
] as const;

export const FreeplayBody = Type.Object(
  {
    os: opt(Str(32)),
    platform: opt(Str(8)),
  },
  closed,
);

export const HandoffValue = Type.Object(
  {
    /** Goes in the portal's address as `?token=`; the portal exchanges it once for a session. */
    code: Type.String(),
    expiresAt: DateTime,
  },
  closed,
);

export const ExchangeBody = Type.Object(
  { code: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }) },
  closed,
);

export const sessionCalls = {
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
      'ACCOUNT_EXCLUDED',
      'FEATURE_DISABLED',
      'SMS_CODE_EXPIRED',
      'ADDRESS_VERIFICATION_REQUIRED',
      'ADDRESS_VERIFICATION_UNAVAILABLE',
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
    beforePasswordChange: true,
    enc: false,
    body: undefined,
    query: undefined,
    value: Empty,
    errors: ['UNAUTHORIZED'],
  }),
  sessionHandoff: call({
    id: 'sessionHandoff',
    method: 'POST',
    path: '/wps/session/handoff',
    summary:
      'A single-use code, good for HANDOFF_SECONDS, that opens a session of this account when the portal is opened with ?token=<code> (spec 4.2)',
    token: true,
    enc: false,
    body: undefined,
    query: undefined,
    value: HandoffValue,
    errors: ['UNAUTHORIZED'],
  }),
  sessionExchange: call({
    id: 'sessionExchange',
    method: 'POST',
    path: '/wps/session/exchange',
    summary:
      'Exchange the code of an address (?token=) for a session of its own, once; a session token is no code',
    token: false,
    enc: false,
    body: ExchangeBody,
    query: undefined,
    value: SessionValue,
    errors: ['HANDOFF_INVALID', 'ACCOUNT_DISABLED', 'ACCOUNT_EXCLUDED', 'RATE_LIMITED'],
  }),
  captcha: call({
    id: 'captcha',
    method: 'GET',
    path: '/wps/captcha',
    summary:
      'A proof-of-work challenge (ALTCHA), signed and good for a few minutes; its solution goes back as `captcha` of a login or a registration, once',
    token: false,
    enc: false,
    body: undefined,
    query: undefined,
    value: CaptchaChallenge,
    errors: ['RATE_LIMITED'],
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
    errors: ['RATE_LIMITED', 'FEATURE_DISABLED', ...SMS_SEND_ERRORS],
  }),
} as const;
