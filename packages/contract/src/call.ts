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
 * - `token`: the call needs a session token (`Authorization: Bearer <token>`), else 401.
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
