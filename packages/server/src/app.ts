import multipart from '@fastify/multipart';
import { ERRORS } from '@portal/contract';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify';
import type { Writable } from 'node:stream';
import { openRedisCache } from './cache/cache';
import { DEFAULT_CAPTCHA_WORK, loadCaptchaSecret, type CaptchaWork } from './captcha/service';
import type { Config } from './config';
import type { Db } from './db/types';
import { DOMAINS } from './domains';
import { Background } from './http/background';
import type { Context } from './http/context';
import { ApiError } from './http/errors';
import { registerCompression } from './http/compression';
import { checkCallHeaders } from './http/gateway';
import { failure } from './http/failure';
import { registerOperatorCsp } from './http/operatorCsp';
import { contentSecurityPolicy, registerStatic, spaFallback } from './http/static';
import { VALIDATOR_OPTIONS } from './http/validation';
import { sharedCompilers } from './http/compilers';
import type { Sender } from './outbox/outbox';
import { loadEncryptionKeys, type EncryptionKeys } from './security/encryption';
import { messageSender } from './sms/provider';
import { cacheSettings } from './settings/cache';

export type { Context } from './http/context';

export interface AppOptions {
  db: Db;
  config: Config;
  /** Where e-mails and SMS go; by default e-mails to the outbox, SMS to the configured provider. */
  sender?: Sender;
  /**
   * The work each captcha challenge asks for; tests ask for little, so that their solver is quick.
   * @default DEFAULT_CAPTCHA_WORK
   */
  captchaWork?: CaptchaWork;
  /** Where the JSON logs go (stdout by default). */
  logStream?: Writable;
  /** The key pair of encrypted bodies; loaded from (or first made in) the database otherwise. */
  keys?: EncryptionKeys;
}

const CSP = contentSecurityPolicy();

/** Builds the Fastify app on an open (migrated, seeded) database. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { db, config } = options;
  const app = Fastify({
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustedProxies.length ? config.trustedProxies : false,
    ajv: { customOptions: VALIDATOR_OPTIONS },
    schemaController: { compilersFactory: sharedCompilers },
    // A path that cannot be decoded is a path this server does not know.
    frameworkErrors: (error, req, reply) => {
      const { code, message, value } = failure(error, req.url);
      return (reply as FastifyReply)
        .status(ERRORS[code].status)
        .send({ success: false, code, message, ...(value === undefined ? {} : { value }) });
    },
    logger: {
      level: config.logLevel,
      ...(options.logStream ? { stream: options.logStream } : {}),
      // Bodies are never logged; these headers would be the only secrets in a request log.
      redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers.encryption'],
    },
  });

  // Made once the app's logger exists: a failed background task is logged there.
  const ctx: Context = {
    db,
    config,
    // E-mails to the outbox, SMS to the operator's provider (cli sms-provider).
    sender: options.sender ?? messageSender(app.log),
    captcha: {
      secret: await loadCaptchaSecret(db),
      work: options.captchaWork ?? DEFAULT_CAPTCHA_WORK,
    },
    keys: options.keys ?? (await loadEncryptionKeys(db)),
    cache: undefined,
    background: new Background(app.log),
  };
  app.decorate('background', ctx.background);
  app.addHook('onClose', async () => ctx.background.idle());
  // The operator's settings kept in this process, each change told by the database.
  const stopCachingSettings = await cacheSettings(db);
  app.addHook('onClose', stopCachingSettings);

  if (config.redisUrl) {
    // Opened once the app's logger exists: it says when Redis goes away and comes back.
    const cache = openRedisCache(config.redisUrl, config.redisPrefix, { log: app.log });
    ctx.cache = cache;
    app.addHook('onClose', async () => cache.close());
  }

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_req, body, done) => {
      // A repeated key is kept as the list it is, for the schema to refuse in a one-value field.
      const fields: Record<string, string | string[]> = {};
      for (const [key, value] of new URLSearchParams(String(body))) {
        const seen = fields[key];
        fields[key] =
          seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
      }
      done(null, fields);
    },
  );

  app.addHook('onRequest', async (req) => {
    if (!req.url.startsWith('/wps/') && !req.url.startsWith('/lgw/')) return;
    checkCallHeaders(req, config.merchantCode);
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
  // After the headers above: the pages' policy gains what the operator configured (CDNs, analytics).
  registerOperatorCsp(app, db);

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
    const { code, message, value } = failure(error, req.url);
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

  // Before the calls, whose answers it compresses (http/compression.ts).
  await registerCompression(app);

  // Multipart is read by the calls that take it (readMultipart), with their own file limits; these
  // bound everything else a form may carry.
  await app.register(multipart, {
    limits: { fieldNameSize: 100, fieldSize: 4096, fields: 10, parts: 20, headerPairs: 100 },
  });

  // Each domain serves its calls of the contract (domains.ts).
  for (const domain of DOMAINS) domain.register(app, ctx);
  await registerStatic(app, config);
  await app.ready();
  return app;
}
