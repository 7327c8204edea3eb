import type { CallBody, CallDef, CallQuery, CallValue } from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Session } from '../accounts/accounts';
import type { SharedCache } from '../cache/cache';
import type { CaptchaWork } from '../captcha/service';
import type { Config } from '../config';
import type { Db } from '../db/types';
import type { Sender } from '../outbox/outbox';
import type { EncryptionKeys } from '../security/encryption';
import type { Background } from './background';

/** What every handler works with. */
export interface Context {
  db: Db;
  config: Config;
  sender: Sender;
  /** The proof-of-work captcha: the HMAC key that signs its challenges and the work they ask. */
  captcha: { secret: string; work: CaptchaWork };
  /** The key pair of encrypted bodies. */
  keys: EncryptionKeys;
  /** Redis, shared by every process, when REDIS_URL is set. */
  cache: SharedCache | undefined;
  /** Work started by a call that its answer does not wait for. */
  background: Background;
}

/** A file of a multipart call, read whole and typed by its bytes. */
export interface UploadedFile {
  filename: string;
  type: string;
  data: Buffer;
}

/** What a handler receives: the validated body and query, and the session of token calls. */
export interface Input<C extends CallDef> {
  body: CallBody<C>;
  query: CallQuery<C>;
  /** Set for calls marked `token` (the route answers 401 before the handler otherwise). */
  session: Session | undefined;
  /** The files of a multipart call (its `upload` field), in the order they came. */
  files: UploadedFile[];
  req: FastifyRequest;
}

export type Handler<C extends CallDef> = (input: Input<C>) => Promise<CallValue<C>>;

/**
 * One domain of the server (the same names as the contract's domains): `register` serves its calls
 * (and any page or artwork of its own) on the app. app.ts composes the list of them.
 */
export interface DomainRoutes {
  domain: string;
  register(app: FastifyInstance, ctx: Context): void;
}
