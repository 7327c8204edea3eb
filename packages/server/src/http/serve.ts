import {
  decryptBody,
  EncryptedBodySchema,
  ENCRYPTION_HEADER,
  type EncryptedBody,
  SuccessEnvelope,
  type CallBody,
  type CallDef,
  type CallQuery,
} from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type TObject, type TSchema } from 'typebox';
import { authenticate, mustChangePassword, type Session } from '../accounts/accounts';
import type { Context, Handler, UploadedFile } from './context';
import { coerceText } from './coerce';
import { ApiError } from './errors';
import { readMultipart } from './multipart';

const sessions = new WeakMap<FastifyRequest, Session>();
const uploads = new WeakMap<FastifyRequest, UploadedFile[]>();

/** The body schema without its file field: what Fastify validates once the parts are read. */
const fieldsOf = (def: CallDef): TSchema | undefined => {
  if (!def.body || !def.upload) return def.body;
  const { [def.upload.field]: _files, ...properties } = (def.body as TObject).properties;
  return Type.Object(properties, { additionalProperties: false });
};

/**
 * A call's schemas as its route gives them to Fastify, made once per call: the same objects from
 * one app to the next, so that each is compiled once in a process (http/compilers.ts).
 */
const routeSchemas = new WeakMap<CallDef, { body: TSchema | undefined; response: TSchema }>();
function schemasOf(def: CallDef): { body: TSchema | undefined; response: TSchema } {
  let schemas = routeSchemas.get(def);
  if (!schemas) {
    schemas = { body: fieldsOf(def), response: SuccessEnvelope(def.value) };
    routeSchemas.set(def, schemas);
  }
  return schemas;
}

/** The session of a token call: present, since the route checked it before the handler. */
export function sessionOf(input: { session: Session | undefined }): Session {
  if (!input.session) throw new ApiError('UNAUTHORIZED');
  return input.session;
}

const bearer = (req: FastifyRequest): string | undefined => {
  const header = req.headers.authorization;
  const match =
    typeof header === 'string' ? /^Bearer ([A-Za-z0-9_-]{20,128})$/u.exec(header.trim()) : null;
  return match?.[1];
};

/**
 * The session a request names, as its call allows: a token call's (else 401), an optional-token
 * call's when it sends one (an unknown one is 401 too, so that the client lets it go), none for
 * an open call. A forced password change comes first (spec 4.2 step 5, 4.7): until it is made
 * the session may only make it, log out, and read the member info its pop-up needs.
 */
export async function requestSession(
  ctx: Context,
  def: CallDef,
  req: FastifyRequest,
): Promise<Session | undefined> {
  if (!def.token && !def.optionalToken) return undefined;
  const token = bearer(req);
  if (!token && !def.token && req.headers.authorization === undefined) return undefined;
  const session = token ? await authenticate(ctx.db, ctx.config, token) : undefined;
  if (!session) throw new ApiError('UNAUTHORIZED');
  if (mustChangePassword(session.account) && !def.beforePasswordChange)
    throw new ApiError('PASSWORD_CHANGE_REQUIRED');
  return session;
}

/**
 * Opens the body of a request sent with `Encryption: 1` (contract README, "Encrypted bodies"); the
 * route's schema then validates what it held, as it would a plain body.
 */
async function openEncryptedBody(req: FastifyRequest, ctx: Context, def: CallDef): Promise<void> {
  const validate = req.compileValidationSchema(EncryptedBodySchema);
  if (!validate(req.body)) {
    throw Object.assign(new Error('invalid encrypted body'), {
      validation: validate.errors ?? [],
      validationContext: 'body',
      statusCode: 400,
    });
  }
  const body = req.body as EncryptedBody;
  const key = ctx.keys.privateKeys.get(body.kid);
  if (!key) throw new ApiError('ENCRYPTION_KEY_UNKNOWN', { value: { kid: ctx.keys.current.kid } });
  let plain: unknown;
  try {
    plain = await decryptBody(key, def, body);
  } catch (error) {
    if (error instanceof SyntaxError) throw new ApiError('MALFORMED_BODY');
    throw new ApiError('DECRYPTION_FAILED');
  }
  if (typeof plain !== 'object' || plain === null || Array.isArray(plain))
    throw new ApiError('MALFORMED_BODY', { message: 'The encrypted body must hold a JSON object' });
  req.body = plain;
}

/** Serves one call of the contract: its schemas validate the input and shape the answer. */
export function serve<C extends CallDef>(
  app: FastifyInstance,
  ctx: Context,
  def: C,
  handler: Handler<C>,
): void {
  app.route({
    method: def.method,
    url: def.path,
    // Which call this route serves: read back by the test of the domains (an onRoute hook).
    config: { call: def },
    schema: {
      ...(def.body ? { body: schemasOf(def).body } : {}),
      ...(def.query ? { querystring: def.query } : {}),
      response: { 200: schemasOf(def).response },
    },
    async onRequest(req) {
      const session = await requestSession(ctx, def, req);
      if (session) sessions.set(req, session);
    },
    async preValidation(req) {
      // The query is text: its numbers and booleans are read here, strictly (coerceText).
      if (def.query) coerceText(def.query, req.query);
      if (!def.body) return;
      const type = String(req.headers['content-type'] ?? '')
        .split(';')[0]
        ?.trim()
        .toLowerCase();
      const expected =
        def.bodyEncoding === 'form'
          ? 'application/x-www-form-urlencoded'
          : def.bodyEncoding === 'multipart'
            ? 'multipart/form-data'
            : 'application/json';
      if (type !== expected) {
        throw new ApiError('UNSUPPORTED_MEDIA_TYPE', { message: `This call takes ${expected}` });
      }
      if (def.bodyEncoding === 'multipart') {
        uploads.set(req, await readMultipart(req, def));
        coerceText(def.body, req.body);
        return;
      }
      if (def.bodyEncoding === 'form') {
        coerceText(def.body, req.body);
        return;
      }
      if (req.headers[ENCRYPTION_HEADER.toLowerCase()] === '1') {
        await openEncryptedBody(req, ctx, def);
      } else if (def.enc && ctx.config.mode === 'production') {
        throw new ApiError('ENCRYPTION_REQUIRED');
      }
    },
    async handler(req, reply) {
      const value = await handler({
        body: req.body as CallBody<C>,
        query: req.query as CallQuery<C>,
        session: sessions.get(req),
        files: uploads.get(req) ?? [],
        req,
      });
      if (def.maxAge !== undefined) reply.header('cache-control', `public, max-age=${def.maxAge}`);
      return { success: true, value };
    },
  });
}
