import { Type, type Static } from 'typebox';
import { call } from './call';
import { SessionValue } from './session';
import { closed, DateTime, Empty, Str } from './shared';

/**
 * Unknown-address verification (white-label flag LOGINIPVERF3, spec 4.2: "an unregistered IP can
 * trigger extra verification"). The server remembers the networks each account has logged in
 * from: an IPv4 address's /24, an IPv6 address's /64, so that a phone that changes address within
 * its network is not asked again. A password login from another network is answered
 * ADDRESS_VERIFICATION_REQUIRED with a challenge (`AddressChallengeValue`) instead of a session;
 * a code sent to the account's mobile or e-mail (`addressCode`) and given back (`addressVerify`)
 * opens the session the login would have opened, and remembers the network. The member lists and
 * removes the remembered networks in My account (`knownAddresses`, `addressForget`).
 */

/** How long a challenge is good for, in minutes: a code (SMS_CODE_MINUTES) and a resend fit in it. */
export const ADDRESS_CHALLENGE_MINUTES = 15;

/** A challenge sends at most one code a minute, whichever the channel. */
export const ADDRESS_CODE_RESEND_SECONDS = 60;

/** Where a code may go: the account's mobile number (SMS) or its e-mail address. */
export const AddressChannel = Type.Union([Type.Literal('sms'), Type.Literal('email')]);

/**
 * The `value` of ADDRESS_VERIFICATION_REQUIRED: the challenge (single use, bound to the account
 * and to the network it was issued for), when it ends, and the channels the account has, each
 * with its recipient masked (`+52 •••• ••78`, `d•••@example.com`): the caller has proven the
 * password only, not who owns the number.
 */
export const AddressChallengeValue = Type.Object(
  {
    challenge: Type.String(),
    expiresAt: DateTime,
    channels: Type.Array(Type.Object({ channel: AddressChannel, to: Type.String() }, closed), {
      minItems: 1,
    }),
  },
  closed,
);

export type AddressChallenge = Static<typeof AddressChallengeValue>;

const Challenge = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });

export const AddressCodeBody = Type.Object(
  { challenge: Challenge, channel: AddressChannel },
  closed,
);

export const AddressCodeValue = Type.Object(
  {
    /** How long the code stays good (SMS_CODE_MINUTES). */
    expiredMinutes: Type.Integer(),
    /** When another code may be asked for (ADDRESS_CODE_RESEND_SECONDS). */
    resendSeconds: Type.Integer(),
  },
  closed,
);

export const AddressVerifyBody = Type.Object(
  { challenge: Challenge, verificationCode: Str(16, 1) },
  closed,
);

export const KnownAddress = Type.Object(
  {
    /** A number for the list and the removal. */
    id: Type.Integer(),
    /** The network in CIDR notation: `203.0.113.0/24`, `2001:db8:5:7::/64`. */
    network: Type.String(),
    firstSeenAt: DateTime,
    lastSeenAt: DateTime,
    /** The device of the last login from there (its user agent), if it said. */
    userAgent: Type.Union([Type.String(), Type.Null()]),
    /** The network the asking request comes from. */
    current: Type.Boolean(),
  },
  closed,
);
export const KnownAddressesValue = Type.Object({ list: Type.Array(KnownAddress) }, closed);

export const AddressForgetBody = Type.Object({ id: Type.Integer({ minimum: 1 }) }, closed);

/** The refusals of a challenge that is no longer good, common to sending a code and verifying. */
const challengeErrors = [
  'ADDRESS_CHALLENGE_INVALID',
  'ADDRESS_CHALLENGE_EXPIRED',
  'ADDRESS_CHALLENGE_USED',
  'ADDRESS_CODE_LOCKED',
  'RATE_LIMITED',
  'FEATURE_DISABLED',
] as const;

const tokenErrors = ['UNAUTHORIZED', 'TRIAL_FORBIDDEN', 'FEATURE_DISABLED'] as const;

export const addressCalls = {
  addressCode: call({
    id: 'addressCode',
    method: 'POST',
    path: '/wps/session/address/code',
    summary:
      "Send the code of an address challenge to the account's mobile (sms) or e-mail (email), once a minute; from the network the challenge was issued for",
    token: false,
    enc: false,
    body: AddressCodeBody,
    query: undefined,
    value: AddressCodeValue,
    errors: [...challengeErrors],
  }),
  addressVerify: call({
    id: 'addressVerify',
    method: 'POST',
    path: '/wps/session/address/verify',
    summary:
      'Give back the code of an address challenge: the session the login would have opened, and the network remembered. A wrong code counts; after MAX_SMS_GUESSES the challenge is dead',
    token: false,
    enc: false,
    body: AddressVerifyBody,
    query: undefined,
    value: SessionValue,
    errors: [
      ...challengeErrors,
      'VERIFICATION_CODE_INVALID',
      'ADDRESS_CODE_EXPIRED',
      'ACCOUNT_DISABLED',
      'ACCOUNT_EXCLUDED',
    ],
  }),
  knownAddresses: call({
    id: 'knownAddresses',
    method: 'GET',
    path: '/wps/member/profile/addresses',
    summary:
      'The networks the account has logged in from (LOGINIPVERF3): first and last seen, the device, and which one asks',
    token: true,
    enc: false,
    body: undefined,
    query: undefined,
    value: KnownAddressesValue,
    errors: [...tokenErrors],
  }),
  addressForget: call({
    id: 'addressForget',
    method: 'POST',
    path: '/wps/member/profile/addresses/forget',
    summary:
      'Forget one remembered network of the account: the next login from it asks for a code again (the one that asks included)',
    token: true,
    enc: false,
    body: AddressForgetBody,
    query: undefined,
    value: Empty,
    errors: [...tokenErrors, 'NOT_FOUND'],
  }),
} as const;
