// What a story's network answers with, and the options a story sets it up with: apart from
// network.ts so that the fixture modules it asks can name them without importing it back.
import type * as fixtures from './fixtures';

/** A success, or a refusal (with the value some codes carry: a reality check, an end date). */
export type Answer = { value: unknown } | { code: string; status: number; failure?: unknown };

/** What a story may answer a call with: an answer, or no answer at all ('offline': no network). */
export type StoryAnswer = Answer | 'offline';

/** The red envelope campaigns a story shows (redEnvelopeFixtures.ts). */
export type RedEnvelopeState = 'running' | 'grabbed' | 'taken' | 'ended' | 'upcoming' | 'none';

export interface NetworkOptions {
  /** The account of the stored token, or none for a visitor. */
  account?: fixtures.Account;
  /** 0 normal, 1 maintenance, 2 region restricted. */
  status?: 0 | 1 | 2;
  /**
   * Answers the member's unclaimed count (GCS_unreadMessage, GCS_availablePromo) from the
   * fixtures. Asked for by the stories that show the count: the App/Screens pictures were drawn
   * while these calls had no answer, and stay as they are.
   */
  unclaimed?: boolean;
  /** The withdraw page's state: ready (the default), no withdraw password yet, or locked. */
  withdraw?: 'ready' | 'no-password' | 'locked';
  /** The operator's wallet mode: transfer wallets (the default) or a single wallet. */
  wallets?: 'transfer' | 'single';
  /**
   * The withdrawal history: held, paid and rejected ones (the default), or ones after their
   * payout (partly received, disputed, refunded, received automatically).
   */
  withdrawals?: 'default' | 'after-payout';
  /**
   * Responsible play's state (responsibleFixtures.ts): limits set and used, a raise waiting or
   * ready to confirm, the age asked for, or the tools off. Without it the calls are not found,
   * as before the page existed (the member centre's menu stays as its pictures show it).
   */
  responsible?: 'default' | 'pending' | 'age' | 'disabled';
  /**
   * The red envelope campaigns' state (redEnvelopeFixtures.ts). Without it their calls are not
   * found, as before the page existed (the promotions page and the reward centre show no teaser).
   */
  redEnvelope?: RedEnvelopeState;
  /**
   * A story's own answers, by call id, in place of the fixtures' (a refusal, other server rules):
   * a function is asked at each request, and may return a promise that never settles (a call
   * still on its way).
   */
  answers?: Partial<
    Record<string, StoryAnswer | ((query: URLSearchParams) => StoryAnswer | Promise<StoryAnswer>)>
  >;
}
