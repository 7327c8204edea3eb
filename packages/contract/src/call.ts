import type { Static, TSchema } from 'typebox';
import type { ErrorCode } from './errors';
import type { FeedbackImageType } from './uploads';

/**
 * How a call's body travels: JSON (the default), form-encoded, or `multipart/form-data` for calls
 * that upload files (their `body` schema describes the fields; file fields are binary strings).
 */
export type BodyEncoding = 'json' | 'form' | 'multipart';

/**
 * One call of the portal API, written down once for the client and the server.
 *
 * - `token`: the call needs a session token (`Authorization: Bearer <token>`), else 401. While
 *   the account must change its password (first login on the default password, an expired one,
 *   or an operator reset), a token call answers 403 PASSWORD_CHANGE_REQUIRED unless it is marked
 *   `beforePasswordChange`.
 * - `enc`: the original client encrypts the body of this call (spec 7.1 "(enc)").
 * - Every call under `/wps` and `/lgw` needs the `Merchant` header with the operator's merchant code.
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
  /**
   * A call open to visitors (`token: false`) that a session may make too: the client sends the
   * token when it has one, and the server then knows who asks (an unknown token is refused with
   * 401, as for a token call), so that the answer may say what is the member's.
   */
  readonly optionalToken?: boolean;
  /**
   * A token call a session may make before its forced password change: the change itself, logout
   * and the member info the change-password pop-up needs (spec 4.2 step 5, 4.7).
   */
  readonly beforePasswordChange?: boolean;
  readonly enc: boolean;
  readonly bodyEncoding?: BodyEncoding;
  readonly body: B;
  readonly query: Q;
  readonly value: V;
  /** The failure codes this call may answer with, besides VALIDATION, MERCHANT_INVALID and INTERNAL. */
  readonly errors: readonly ErrorCode[];
  /**
   * For multipart calls: the field that carries files, how many and how large they may be, and the
   * types accepted, which are decided by the file's first bytes (`sniffImageType`), never by its
   * name or declared type.
   */
  readonly upload?: UploadRule;
  /**
   * The seconds a success may be kept by clients and proxies (`Cache-Control: public,
   * max-age=<n>`); every other answer is `no-store`.
   */
  readonly maxAge?: number;
  /**
   * `sse`: the answer is a stream of Server-Sent Events (`text/event-stream`), each `value` one
   * event, not a JSON envelope. Failures before the stream starts are JSON as for any call.
   */
  readonly stream?: 'sse';
}

export interface UploadRule {
  readonly field: string;
  readonly maxFiles: number;
  readonly maxFileBytes: number;
  readonly types: readonly FeedbackImageType[];
}

export const call = <
  B extends TSchema | undefined,
  Q extends TSchema | undefined,
  V extends TSchema,
>(
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
