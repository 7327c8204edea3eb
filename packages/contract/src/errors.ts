/**
 * Stable machine codes of failed answers, with the HTTP status each one is sent with and the
 * default (English) message. The client switches on `code`; the message is for people.
 */
export const ERRORS = {
  VALIDATION: { status: 400, message: 'The request is not valid' },
  MALFORMED_BODY: { status: 400, message: 'The request body could not be read' },
  ENCRYPTION_REQUIRED: {
    status: 400,
    message: 'This call takes an encrypted body (header Encryption: 1)',
  },
  DECRYPTION_FAILED: { status: 400, message: 'The encrypted body could not be opened' },
  ENCRYPTION_KEY_UNKNOWN: {
    status: 400,
    message:
      'The body was encrypted for a key this server does not hold; fetch the system info again',
  },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'This content type is not accepted here' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request body is too large' },
  MERCHANT_INVALID: { status: 403, message: 'Unknown merchant' },
  UNAUTHORIZED: { status: 401, message: 'Not logged in, please log in' },
  BAD_CREDENTIALS: { status: 401, message: 'Incorrect username or password' },
  CAPTCHA_REQUIRED: { status: 401, message: 'Confirm that you are not a robot' },
  CAPTCHA_INVALID: { status: 400, message: 'The not-a-robot check is not valid: try it again' },
  RATE_LIMITED: { status: 429, message: 'Too many requests, try again later' },
  NOT_MEMBER: { status: 403, message: 'Non-member account unable to login' },
  ONLY_AGENTS: { status: 403, message: 'Only agents can log in' },
  TRIAL_FORBIDDEN: { status: 403, message: 'in_need_true_account' },
  PASSWORD_CHANGE_REQUIRED: {
    status: 403,
    message: 'Change your password first: this session may only change it or log out',
  },
  ACCOUNT_DISABLED: { status: 403, message: 'Please contact your agent' },
  FEATURE_DISABLED: { status: 403, message: 'This feature is not enabled' },
  CHAT_MUTED: {
    status: 403,
    message: 'You cannot write in the chat room until the operator lifts your mute',
  },
  CHAT_TOO_FAST: {
    status: 429,
    message: 'You are writing too fast: wait a moment before your next message',
  },
  USERNAME_TAKEN: { status: 409, message: 'This username is already registered' },
  MOBILE_TAKEN: { status: 409, message: 'This mobile number is already registered' },
  PASSWORD_MISMATCH: { status: 400, message: 'Incorrect confirmation input' },
  PASSWORD_TOO_WEAK: {
    status: 400,
    message:
      'This password is too common or too easy to guess: choose a longer or less predictable one',
  },
  OLD_PASSWORD_WRONG: { status: 400, message: 'The old password is not correct' },
  VERIFICATION_CODE_INVALID: { status: 400, message: 'Enter a valid verification code' },
  // The right code, entered once its time was over (spec 8, code-expired: send again).
  SMS_CODE_EXPIRED: { status: 400, message: 'This code has expired: ask for a new one' },
  // The operator's SMS provider refused or failed to send a code (docs/operators/sms-provider.md).
  // Never a 500: the player is told what to do, the operator finds the cause in the log.
  SMS_NUMBER_INVALID: {
    status: 400,
    message: 'An SMS cannot be sent to this mobile number: check it',
  },
  SMS_TOO_MANY_REQUESTS: {
    status: 429,
    message: 'Too many SMS requests: try again after 5 minutes',
  },
  SMS_QUOTA_EXCEEDED: {
    status: 503,
    message: 'No more SMS can be sent now: contact customer service',
  },
  SMS_UNAVAILABLE: { status: 503, message: 'SMS cannot be sent right now: try again later' },
  RESET_TOKEN_INVALID: { status: 400, message: 'This reset link is not valid' },
  RESET_TOKEN_EXPIRED: { status: 400, message: 'This reset link has expired' },
  RESET_TOKEN_USED: { status: 400, message: 'This reset link has already been used' },
  WITHDRAW_PASSWORD_MISSING: { status: 400, message: 'Set a withdraw password first' },
  WITHDRAW_PASSWORD_WRONG: { status: 400, message: 'The withdraw password is not correct' },
  WITHDRAW_LOCKED: {
    status: 429,
    message: 'Too many wrong withdraw passwords: withdrawals are locked for a while',
  },
  WITHDRAWAL_STATE: {
    status: 409,
    message: 'This withdrawal cannot take that step in its present state',
  },
  CONTRACT_STATE: {
    status: 409,
    message: 'This contract cannot take that step in its present state',
  },
  SIGNATURE_INVALID: { status: 401, message: 'The signature of this call is not valid' },
  HANDOFF_INVALID: {
    status: 400,
    message: 'This sign-in link has expired or has already been used: log in',
  },
  // Unknown-address verification (LOGINIPVERF3, addresses.ts).
  ADDRESS_VERIFICATION_REQUIRED: {
    status: 401,
    message: 'You are logging in from a network new to this account: confirm it with a code',
  },
  ADDRESS_VERIFICATION_UNAVAILABLE: {
    status: 403,
    message:
      'You are logging in from a network new to this account, and it has no mobile number or e-mail for a code: log in from a network you have used, or contact support',
  },
  ADDRESS_CHALLENGE_INVALID: {
    status: 400,
    message: 'This login check is not valid here: log in again',
  },
  ADDRESS_CHALLENGE_EXPIRED: {
    status: 400,
    message: 'This login check has expired: log in again',
  },
  ADDRESS_CHALLENGE_USED: {
    status: 400,
    message: 'This login check has already been used: log in again',
  },
  ADDRESS_CODE_EXPIRED: { status: 400, message: 'The code has expired: send a new one' },
  ADDRESS_CODE_LOCKED: {
    status: 403,
    message: 'Too many wrong codes: log in again for a new check',
  },
  AFFILIATE_INVALID: { status: 400, message: 'Invalid invitation code' },
  IMAGE_TYPE_INVALID: { status: 415, message: 'Only png or jpg images are accepted' },
  IMAGE_TOO_LARGE: { status: 413, message: 'An image may be at most 5 MB' },
  TOO_MANY_IMAGES: { status: 400, message: 'At most 3 images' },
  NOT_FOUND: { status: 404, message: 'Not found' },
  INSUFFICIENT_FUNDS: { status: 400, message: 'The balance is not enough' },
  IDEMPOTENCY_CONFLICT: {
    status: 409,
    message: 'This request key was already used for a different request',
  },
  TICKET_INVALID: { status: 401, message: 'This game link has expired, open the game again' },
  ALREADY_CLAIMED: { status: 409, message: 'This promotion was already claimed' },
  NOTHING_TO_CLAIM: { status: 409, message: 'There is nothing to claim now' },
  RED_ENVELOPE_CLOSED: { status: 409, message: 'This red envelope campaign is not running' },
  RED_ENVELOPE_EMPTY: { status: 409, message: 'Every red envelope of this campaign is taken' },
  RED_ENVELOPE_GRABBED: {
    status: 409,
    message: 'You already grabbed your red envelope of this campaign',
  },
  POINTS_PASSWORD_WRONG: { status: 400, message: 'The password is not correct' },
  POINTS_INSUFFICIENT: { status: 400, message: 'Not enough points' },
  POINTS_OUT_OF_STOCK: { status: 409, message: 'This reward is out of stock' },
  POINTS_REQUIREMENT_UNMET: {
    status: 400,
    message: 'Your valid bets have not reached what this reward asks for yet',
  },
  INTERNAL: { status: 500, message: 'Unknown error' },
  NOT_COMPLETE: { status: 409, message: 'This mission is not complete yet' },
  RAFFLE_CLOSED: { status: 409, message: 'This raffle takes no more entries' },
  RAFFLE_NOT_ELIGIBLE: {
    status: 409,
    message: 'Your valid bets have not reached the mark this raffle asks for yet',
  },
  ACTIVITY_STATE: {
    status: 409,
    message: 'This activity cannot take that step in its present state',
  },
  EMAIL_TAKEN: { status: 409, message: 'This e-mail address is already bound to another account' },
  DEPOSIT_LIMIT_EXCEEDED: {
    status: 409,
    message: 'This deposit is over your deposit limit: see what is left and when it resets',
  },
  STAKE_LIMIT_EXCEEDED: {
    status: 409,
    message: 'This stake is over your stake limit: see what is left and when it resets',
  },
  LOSS_LIMIT_REACHED: {
    status: 409,
    message: 'Your loss limit is reached: play resumes when the window resets',
  },
  LIMIT_COOLING_OFF: {
    status: 409,
    message: 'A raised or removed limit can be confirmed only once its 24 hours have passed',
  },
  REALITY_CHECK_DUE: {
    status: 409,
    message: 'Time for a reality check: answer it before playing on',
  },
  ACCOUNT_EXCLUDED: {
    status: 403,
    message: 'This account is in a time-out or self-exclusion until the date given',
  },
  MODEL_OFFLINE: {
    status: 409,
    message: 'This model is offline now: choose another one or come back later',
  },
  MODEL_BUSY: {
    status: 409,
    message: 'This model is busy in a private chat: try again in a while',
  },
  AGE_UNCONFIRMED: {
    status: 403,
    message:
      'Confirm that you are 18 or over (and have your age verified) before playing or depositing',
  },
  SOCIAL_PROVIDER_UNKNOWN: { status: 404, message: 'This sign-in provider is not offered' },
  SOCIAL_UNAVAILABLE: {
    status: 503,
    message: 'The sign-in provider cannot be reached now: try again later or log in another way',
  },
  SOCIAL_DENIED: { status: 400, message: 'The sign-in with the provider was cancelled or refused' },
  SOCIAL_INVALID: {
    status: 400,
    message:
      'This sign-in could not be checked (expired, used already or not ours): start it again',
  },
  SOCIAL_SIGNUP_INVALID: {
    status: 400,
    message:
      'This registration has expired or is finished already: sign in with the provider again',
  },
  SOCIAL_EMAIL_TAKEN: {
    status: 409,
    message:
      'An account with this e-mail exists: log in to it and link the provider from My account',
  },
  SOCIAL_ALREADY_LINKED: {
    status: 409,
    message: 'This provider identity is linked to an account already',
  },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;
export const ERROR_CODES = Object.keys(ERRORS) as ErrorCode[];
