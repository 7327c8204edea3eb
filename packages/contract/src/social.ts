import { Type } from 'typebox';
import { call } from './call';
import { RegisterBody, RegisterValue } from './member';
import { closed, DateTime, Empty, opt } from './shared';

/**
 * Social login over OpenID Connect (spec 7.2: two third-party identity providers): the operator's
 * providers, a sign-in started here and finished by the provider's redirect to the server's
 * callback (`SOCIAL_CALLBACK_PATH`), a first sign-in completed with what the registration rules
 * ask for, and the identities linked to an account.
 */

/** Where a provider sends the player back: a page of the server, not a call of the API. */
export const SOCIAL_CALLBACK_PATH = '/social/callback';

/**
 * The portal's address parameters the callback answers with: the sign-in code of a linked
 * identity goes in `token` (the address-bar handoff, spec 4.2); these say the rest.
 */
export const SOCIAL_QUERY = {
  /** A first sign-in: the code of its registration, for `socialSignup` and `socialRegister`. */
  signup: 'socialSignup',
  /** A failed sign-in: the error code (SOCIAL_*) the login pop-up shows. */
  error: 'socialError',
  /** An identity linked to the logged-in account (`link`): the provider's id. */
  linked: 'socialLinked',
} as const;

/** How long a started sign-in and a first sign-in's registration stay good, in minutes. */
export const SOCIAL_FLOW_MINUTES = 10;

const ProviderId = Type.String({ minLength: 1, maxLength: 32, pattern: '^[a-z0-9][a-z0-9-]*$' });

export const SocialProvider = Type.Object(
  {
    id: ProviderId,
    /** The button's words, as the operator wrote them ("Google"). */
    label: Type.String(),
    /** The button's icon: an image address, or none for the generic one. */
    icon: Type.Union([Type.String(), Type.Null()]),
  },
  closed,
);

export const SocialStartBody = Type.Object(
  {
    provider: ProviderId,
    /** `login` and `register` alike sign in a linked identity and start a registration otherwise. */
    intent: Type.Union([Type.Literal('login'), Type.Literal('register')]),
    /** The portal page to come back to (a path of this portal); home by default. */
    returnTo: opt(Type.String({ maxLength: 512, pattern: '^/(?![/\\\\])' })),
  },
  closed,
);

export const SocialLinkBody = Type.Object({ provider: ProviderId }, closed);

export const SocialStartValue = Type.Object(
  {
    /** Where the browser goes next: the provider's authorization page. */
    authorizationUrl: Type.String(),
  },
  closed,
);

const SignupCode = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });

export const SocialSignupValue = Type.Object(
  {
    provider: SocialProvider,
    /** What the provider said of the player, to fill the registration with. */
    email: Type.Union([Type.String(), Type.Null()]),
    name: Type.Union([Type.String(), Type.Null()]),
    expiresAt: DateTime,
  },
  closed,
);

/**
 * The registration of a first sign-in: the fields of `register` the rules ask for, without the
 * passwords (the provider signs the member in) and the captcha (the provider's sign-in is the
 * proof of a person).
 */
const {
  password: _password,
  confirmPassword: _confirm,
  captcha: _captcha,
  ...registerFields
} = RegisterBody.properties;
export const SocialRegisterBody = Type.Object(
  { ...registerFields, signupCode: SignupCode },
  closed,
);

export const SocialIdentity = Type.Object(
  {
    provider: Type.String(),
    label: Type.String(),
    email: Type.Union([Type.String(), Type.Null()]),
    linkedAt: DateTime,
  },
  closed,
);

export const socialCalls = {
  socialProviders: call({
    id: 'socialProviders',
    method: 'GET',
    path: '/wps/social/providers',
    summary: 'The identity providers whose buttons the login and register pop-ups show',
    token: false,
    enc: false,
    body: undefined,
    query: undefined,
    value: Type.Array(SocialProvider),
    errors: [],
  }),
  socialStart: call({
    id: 'socialStart',
    method: 'POST',
    path: '/wps/social/start',
    summary:
      'Start a sign-in with a provider: the address of its authorization page (code flow with PKCE, state and nonce kept by the server for SOCIAL_FLOW_MINUTES, used once)',
    token: false,
    enc: false,
    body: SocialStartBody,
    query: undefined,
    value: SocialStartValue,
    errors: ['SOCIAL_PROVIDER_UNKNOWN', 'SOCIAL_UNAVAILABLE', 'RATE_LIMITED'],
  }),
  socialLink: call({
    id: 'socialLink',
    method: 'POST',
    path: '/wps/social/link',
    summary:
      'Start linking a provider to the logged-in account: the only way an identity joins an existing account',
    token: true,
    enc: false,
    body: SocialLinkBody,
    query: undefined,
    value: SocialStartValue,
    errors: [
      'UNAUTHORIZED',
      'SOCIAL_PROVIDER_UNKNOWN',
      'SOCIAL_UNAVAILABLE',
      'SOCIAL_ALREADY_LINKED',
      'RATE_LIMITED',
    ],
  }),
  socialSignup: call({
    id: 'socialSignup',
    method: 'GET',
    path: '/wps/social/signup',
    summary: 'A first sign-in waiting for its registration: the provider and what it told',
    token: false,
    enc: false,
    body: undefined,
    query: Type.Object({ code: SignupCode }, closed),
    value: SocialSignupValue,
    errors: ['SOCIAL_SIGNUP_INVALID'],
  }),
  socialRegister: call({
    id: 'socialRegister',
    method: 'PUT',
    path: '/wps/social/register',
    summary:
      'Register the account of a first sign-in under the registration rules, linked to its identity, and log in',
    token: false,
    enc: true,
    body: SocialRegisterBody,
    query: undefined,
    value: RegisterValue,
    errors: [
      'SOCIAL_SIGNUP_INVALID',
      'SOCIAL_EMAIL_TAKEN',
      'USERNAME_TAKEN',
      'MOBILE_TAKEN',
      'AFFILIATE_INVALID',
      'FEATURE_DISABLED',
      'RATE_LIMITED',
    ],
  }),
  socialIdentities: call({
    id: 'socialIdentities',
    method: 'GET',
    path: '/wps/social/identities',
    summary: 'The providers linked to the logged-in account',
    token: true,
    enc: false,
    body: undefined,
    query: undefined,
    value: Type.Array(SocialIdentity),
    errors: ['UNAUTHORIZED'],
  }),
  socialUnlink: call({
    id: 'socialUnlink',
    method: 'DELETE',
    path: '/wps/social/identities',
    summary: 'Unlink a provider from the logged-in account',
    token: true,
    enc: false,
    body: undefined,
    query: SocialLinkBody,
    value: Empty,
    errors: ['UNAUTHORIZED', 'NOT_FOUND'],
  }),
} as const;
