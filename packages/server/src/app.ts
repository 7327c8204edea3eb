import multipart from '@fastify/multipart';
import {
  decryptBody,
  EncryptedBodySchema,
  ENCRYPTION_HEADER,
  ERRORS,
  MERCHANT_HEADER,
  type EncryptedBody,
  sniffImageType,
  SuccessEnvelope,
  type CallBody,
  type CallDef,
  type CallQuery,
  type CallValue,
  type ErrorCode,
} from '@portal/contract';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyRequest } from 'fastify';
import type { Writable } from 'node:stream';
import { Type, type TObject, type TSchema } from 'typebox';
import { authenticate, type Session } from './accounts';
import { randomCaptchaText } from './captcha';
import type { Config } from './config';
import type { Db } from './db/types';
import { ApiError, fieldErrors } from './errors';
import { outboxSender, type Sender } from './outbox';
import { openRedisCache, type SharedCache } from './cache';
import { registerDemoRoutes } from './demo/routes';
import { registerContentRoutes } from './content';
import { registerGameRoutes } from './games';
import { registerLotteryRoutes } from './lottery';
import { registerMessageRoutes } from './messages';
import { registerRecordRoutes } from './records';
import { registerPromoRoutes } from './promos';
import { registerRoutes } from './routes';
import { loadEncryptionKeys, type EncryptionKeys } from './security/encryption';
import { contentSecurityPolicy, registerStatic, spaFallback } from './static';
import { registerWalletRoutes } from './wallet';

/** What every handler works with. */
export interface Context {
  db: Db;
  config: Config;
  sender: Sender;
  /** The text of a new captcha; random unless a test decides it. */
  captchaText: () => string;
  /** The key pair of encrypted bodies. */
  keys: EncryptionKeys;
  /** Redis, shared by every process, when REDIS_URL is set. */
  cache: SharedCache | undefined;
}

export interface AppOptions {
  db: Db;
  config: Config;
  sender?: Sender;
  captchaText?: () => string;
  /** Where the JSON logs go (stdout by default). */
  logStream?: Writable;
  /** The key pair of encrypted bodies; loaded from (or first made in) the database otherwise. */
  keys?: EncryptionKeys;
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

const sessions = new WeakMap<FastifyRequest, Session>();
const uploads = new WeakMap<FastifyRequest, UploadedFile[]>();

/** The body schema without its file field: what Fastify validates once the parts are read. */
const fieldsOf = (def: CallDef): TSchema | undefined => {
  if (!def.body || !def.upload) return def.body;
  const { [def.upload.field]: _files, ...properties } = (def.body as TObject).properties;
  return Type.Object(properties, { additionalProperties: false });
};

const MULTIPART_ERRORS: Record<string, true> = {
  FST_FILES_LIMIT: true,
  FST_REQ_FILE_TOO_LARGE: true,
  FST_FIELDS_LIMIT: true,
  FST_PARTS_LIMIT: true,
  FST_PROTO_VIOLATION: true,
};

/**
 * Reads a multipart body: text fields become `req.body` (validated next by the route schema), files
 * of the upload field are read whole and typed by their first bytes. Too many, too large or of a
 * refused type fail here, naming the field and the file.
 */
async function readMultipart(req: FastifyRequest, def: CallDef): Promise<void> {
  const rule = def.upload;
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  const field = rule?.field ?? '(files)';
  const tooMany = () =>
    fieldErrors(
      { [field]: `at most ${rule?.maxFiles ?? 0} files` },
      rule ? 'TOO_MANY_IMAGES' : 'VALIDATION',
    );
  try {
    for await (const part of req.parts({
      limits: { files: rule?.maxFiles ?? 0, fileSize: rule?.maxFileBytes ?? 0 },
    })) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (!rule || part.fieldname !== rule.field) {
        await part.toBuffer().catch(() => undefined);
        throw fieldErrors({ [part.fieldname]: 'files are not accepted in this field' });
      }
      let data: Buffer;
      try {
        data = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: unknown }).code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
        throw fieldErrors(
          {
            [field]: `${part.filename || 'a file'} is larger than ${rule.maxFileBytes / 1024 / 1024} MB`,
          },
          'IMAGE_TOO_LARGE',
        );
      }
      const type = sniffImageType(data);
      if (!type || !rule.types.includes(type)) {
        throw fieldErrors(
          { [field]: `${part.filename || 'a file'} is not a png or jpg image` },
          'IMAGE_TYPE_INVALID',
        );
      }
      files.push({ filename: part.filename, type, data });
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const code = String((error as { code?: unknown }).code ?? '');
    if (code === 'FST_FILES_LIMIT') throw tooMany();
    if (MULTIPART_ERRORS[code])
      throw new ApiError('VALIDATION', { message: 'The form has too many or too large fields' });
    throw error;
  }
  req.body = fields;
  uploads.set(req, files);
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
    schema: {
      ...(def.body ? { body: fieldsOf(def) } : {}),
      ...(def.query ? { querystring: def.query } : {}),
      response: { 200: SuccessEnvelope(def.value) },
    },
    async onRequest(req) {
      if (!def.token) return;
      const token = bearer(req);
      const session = token ? await authenticate(ctx.db, ctx.config, token, ctx.cache) : undefined;
      if (!session) throw new ApiError('UNAUTHORIZED');
      sessions.set(req, session);
    },
    async preValidation(req) {
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
        await readMultipart(req, def);
        return;
      }
      if (def.bodyEncoding === 'form') return;
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

/** The field a validation error is about, as a dotted path. */
function fieldOf(error: { instancePath?: string; params?: Record<string, unknown> }): string {
  const path = (error.instancePath ?? '').split('/').filter(Boolean);
  const missing = error.params?.['missingProperty'];
  if (typeof missing === 'string') path.push(missing);
  return path.join('.') || '(body)';
}

function failure(error: FastifyError): { code: ErrorCode; message: string; value?: unknown } {
  if (error.validation) {
    const fields: Record<string, string> = {};
    for (const item of error.validation) {
      const field = fieldOf(item as { instancePath?: string; params?: Record<string, unknown> });
      fields[field] ??= item.message ?? 'is not valid';
    }
    const where = error.validationContext === 'querystring' ? 'query ' : '';
    return {
      code: 'VALIDATION',
      message: Object.entries(fields)
        .map(([field, message]) => `${where}${field}: ${message}`)
        .join('; '),
      value: { fields },
    };
  }
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { code: 'PAYLOAD_TOO_LARGE', message: ERRORS.PAYLOAD_TOO_LARGE.message };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { code: 'UNSUPPORTED_MEDIA_TYPE', message: ERRORS.UNSUPPORTED_MEDIA_TYPE.message };
    default:
  }
  const status = error.statusCode ?? 500;
  if (status === 404) return { code: 'NOT_FOUND', message: ERRORS.NOT_FOUND.message };
  if (status >= 400 && status < 500)
    return { code: 'MALFORMED_BODY', message: ERRORS.MALFORMED_BODY.message };
  return { code: 'INTERNAL', message: ERRORS.INTERNAL.message };
}

const CSP = contentSecurityPolicy();

/** Builds the Fastify app on an open (migrated, seeded) database. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { db, config } = options;
  const ctx: Context = {
    db,
    config,
    sender: options.sender ?? outboxSender,
    captchaText: options.captchaText ?? (() => randomCaptchaText()),
    keys: options.keys ?? (await loadEncryptionKeys(db)),
    cache: config.redisUrl ? openRedisCache(config.redisUrl, config.redisPrefix) : undefined,
  };
  const app = Fastify({
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustedProxies.length ? config.trustedProxies : false,
    // Validation reports every field at fault, not only the first.
    ajv: { customOptions: { allErrors: true } },
    logger: {
      level: config.logLevel,
      ...(options.logStream ? { stream: options.logStream } : {}),
      // Bodies are never logged; these headers would be the only secrets in a request log.
      redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers.encryption'],
    },
  });

  const { cache } = ctx;
  if (cache) app.addHook('onClose', async () => cache.close());

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_req, body, done) => {
      const fields: Record<string, string> = {};
      for (const [key, value] of new URLSearchParams(String(body))) fields[key] = value;
      done(null, fields);
    },
  );

  app.addHook('onRequest', async (req) => {
    if (!req.url.startsWith('/wps/') && !req.url.startsWith('/lgw/')) return;
    if (req.headers[MERCHANT_HEADER.toLowerCase()] !== config.merchantCode)
      throw new ApiError('MERCHANT_INVALID');
  });

  app.addHook('onSend', async (req, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    // Static pages set their own (with the hashes of their inline scripts); everything else gets the default.
    if (!reply.hasHeader('x-frame-options')) reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'no-referrer');
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', CSP);
    reply.header('cross-origin-opener-policy', 'same-origin');
    const api =
      req.url.startsWith('/wps/') ||
      req.url.startsWith('/lgw/') ||
      req.url.startsWith('/dev/') ||
      req.url.startsWith('/demo/api/');
    // A call whose contract allows caching sets its own header on success (`maxAge`).
    if (api && !(reply.statusCode === 200 && reply.hasHeader('cache-control')))
      reply.header('cache-control', 'no-store');
    if (req.protocol === 'https')
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    return payload;
  });

  app.setErrorHandler((error: FastifyError, req, reply) => {
    if (error instanceof ApiError) {
      return reply
        .status(error.status)
        .headers(error.headers)
        .send({
          success: false,
          code: error.code,
          message: error.message,
          ...(error.value === undefined ? {} : { value: error.value }),
        });
    }
    const { code, message, value } = failure(error);
    const status = ERRORS[code].status;
    if (status >= 500) req.log.error({ err: error }, 'request failed');
    return reply
      .status(status)
      .send({ success: false, code, message, ...(value === undefined ? {} : { value }) });
  });

  app.setNotFoundHandler(
    (req, reply) =>
      spaFallback(config, req, reply) ??
      reply.status(404).send({
        success: false,
        code: 'NOT_FOUND',
        message: `${req.method} ${req.url.split('?')[0]} is not a call of this server`,
      }),
  );

  // Multipart is read by the calls that take it (readMultipart), with their own file limits; these
  // bound everything else a form may carry.
  await app.register(multipart, {
    limits: { fieldNameSize: 100, fieldSize: 4096, fields: 10, parts: 20, headerPairs: 100 },
  });

  registerRoutes(app, ctx);
  registerGameRoutes(app, ctx);
  registerLotteryRoutes(app, ctx);
  registerContentRoutes(app, ctx);
  registerWalletRoutes(app, ctx);
  registerMessageRoutes(app, ctx);
  registerRecordRoutes(app, ctx);
  registerPromoRoutes(app, ctx);
  registerDemoRoutes(app, ctx);
  await registerStatic(app, config);
  await app.ready();
  return app;
}
