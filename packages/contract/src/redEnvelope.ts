import { Type } from 'typebox';
import { call } from './call';
import { Amount, closed, Language, opt } from './shared';

/**
 * Red envelopes (hongbao, "sobre rojo"): the operator publishes a campaign (the CLI's
 * `red-envelope add`) with a total split at once into a number of random shares, each at least
 * the campaign's minimum. While it runs, each real member may grab one envelope: the next free
 * share, credited to the main wallet through the ledger from the house. Visitors see the
 * campaigns (and are asked to log in), trial accounts too (and are asked to register); neither
 * may grab.
 */

/** Most envelopes one campaign may hold. */
export const RED_ENVELOPE_MAX_COUNT = 10_000;
/** The longest a campaign's title may be, in each language. */
export const RED_ENVELOPE_TITLE_MAX = 80;

export const RED_ENVELOPE_STATUSES = ['upcoming', 'running', 'ended'] as const;
export type RedEnvelopeStatus = (typeof RED_ENVELOPE_STATUSES)[number];

const CampaignId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Timestamp = Type.String({ format: 'date-time' });

export const RedEnvelopeQuery = Type.Object(
  {
    /** The language of the titles; else their base language, else the operator's default. */
    language: opt(Language),
  },
  closed,
);

/** The member's own grab of a campaign. */
export const RedEnvelopeGrab = Type.Object(
  {
    campaignId: CampaignId,
    /** What the envelope held, credited to the main wallet. */
    amount: Amount,
    grabbedAt: Timestamp,
  },
  closed,
);

export const RedEnvelopeCampaign = Type.Object(
  {
    campaignId: CampaignId,
    title: Type.String(),
    /** The language the title is in. */
    language: Type.String(),
    /**
     * upcoming: not started yet; running: grabs are taken (while envelopes are left); ended: its
     * end has passed or the operator closed it.
     */
    status: Type.Enum([...RED_ENVELOPE_STATUSES]),
    /** What all the envelopes hold together. */
    total: Amount,
    envelopes: Type.Integer({ minimum: 1, maximum: RED_ENVELOPE_MAX_COUNT }),
    /** The envelopes nobody has grabbed yet (0: all taken). */
    left: Type.Integer({ minimum: 0, maximum: RED_ENVELOPE_MAX_COUNT }),
    /** The least one envelope holds. */
    minShare: Amount,
    startsAt: Timestamp,
    endsAt: Timestamp,
    /** The logged-in member's envelope of this campaign; null when none (or a visitor). */
    mine: Type.Union([RedEnvelopeGrab, Type.Null()]),
  },
  closed,
);

export const RedEnvelopesValue = Type.Object(
  {
    /** The server's clock, so that the page counts the time left on it. */
    now: Timestamp,
    /**
     * The campaigns running or about to start, then those ended in the last 7 days, the latest
     * first: at most 10.
     */
    campaigns: Type.Array(RedEnvelopeCampaign),
  },
  closed,
);

export const RedEnvelopeGrabBody = Type.Object(
  {
    campaignId: CampaignId,
    /** A retry with the same key answers the same envelope and moves no more money. */
    idempotencyKey: Type.String({ minLength: 8, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' }),
  },
  closed,
);

export const RedEnvelopeGrabValue = Type.Object(
  {
    campaignId: CampaignId,
    /** What the envelope held, credited to the main wallet. */
    amount: Amount,
    /** The main wallet's balance after the credit. */
    balance: Amount,
    grabbedAt: Timestamp,
    /** The envelopes left after this one. */
    left: Type.Integer({ minimum: 0, maximum: RED_ENVELOPE_MAX_COUNT }),
  },
  closed,
);

export const redEnvelopeCalls = {
  redEnvelopes: call({
    id: 'redEnvelopes',
    method: 'GET',
    path: '/wps/promo/redEnvelopes',
    summary:
      "The red-envelope campaigns running or about to start and those ended lately, each with its envelopes left; a member's token adds the member's own envelope of each",
    token: false,
    optionalToken: true,
    enc: false,
    body: undefined,
    query: RedEnvelopeQuery,
    value: RedEnvelopesValue,
    errors: ['UNAUTHORIZED'],
  }),
  redEnvelopeGrab: call({
    id: 'redEnvelopeGrab',
    method: 'POST',
    path: '/wps/promo/redEnvelopes/grab',
    summary:
      'Grab a red envelope of a running campaign: the next free share, credited once to the main wallet through the ledger from the house. One envelope per member and campaign: a retry with the same idempotencyKey answers the same envelope; another grab is RED_ENVELOPE_GRABBED. A campaign not found is NOT_FOUND, one not running RED_ENVELOPE_CLOSED, one with none left RED_ENVELOPE_EMPTY; trial accounts are refused (TRIAL_FORBIDDEN), and so are members in a time-out or self-exclusion (ACCOUNT_EXCLUDED)',
    token: true,
    enc: false,
    body: RedEnvelopeGrabBody,
    query: undefined,
    value: RedEnvelopeGrabValue,
    errors: [
      'UNAUTHORIZED',
      'TRIAL_FORBIDDEN',
      'ACCOUNT_EXCLUDED',
      'NOT_FOUND',
      'RED_ENVELOPE_CLOSED',
      'RED_ENVELOPE_EMPTY',
      'RED_ENVELOPE_GRABBED',
      'IDEMPOTENCY_CONFLICT',
      'RATE_LIMITED',
    ],
  }),
} as const;
