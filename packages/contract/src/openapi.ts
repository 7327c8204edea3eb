import type { TSchema } from 'typebox';
import type { CallDef } from './call';
import { allCalls, GATEWAY_VERSION, GATEWAY_VERSION_HEADER, MERCHANT_HEADER } from './calls';
import { ENCRYPTION_HEADER } from './crypto';
import { FailureEnvelope, SuccessEnvelope } from './envelope';
import { ERRORS, type ErrorCode } from './errors';
import { EncryptedBodySchema } from './system';

/** Codes every `/wps` call may answer with besides its own. */
const COMMON_ERRORS: readonly ErrorCode[] = ['VALIDATION', 'MERCHANT_INVALID', 'INTERNAL'];

/** A plain JSON copy of a schema, as an OpenAPI document holds it. */
const plain = (schema: TSchema): Record<string, unknown> =>
  JSON.parse(JSON.stringify(schema)) as Record<string, unknown>;

function operation(def: CallDef): Record<string, unknown> {
  const parameters: Record<string, unknown>[] = [
    {
      name: MERCHANT_HEADER,
      in: 'header',
      required: true,
      description: "The operator's merchant code",
      schema: { type: 'string' },
    },
    {
      name: GATEWAY_VERSION_HEADER,
      in: 'header',
      required: false,
      description: `The gateway version the call is written for; only ${GATEWAY_VERSION} is served, and a call without it is taken as ${GATEWAY_VERSION}`,
      schema: { type: 'string', enum: [GATEWAY_VERSION] },
    },
  ];
  if (def.enc) {
    parameters.push({
      name: ENCRYPTION_HEADER,
      in: 'header',
      required: false,
      description:
        '1: the body is an EncryptedBody (RSA-OAEP-256 wrapping AES-256-GCM, see the contract README). Required in production',
      schema: { type: 'string', enum: ['1'] },
    });
  }
  if (def.query) {
    const query = plain(def.query) as { properties?: Record<string, unknown>; required?: string[] };
    for (const [name, schema] of Object.entries(query.properties ?? {})) {
      parameters.push({
        name,
        in: 'query',
        required: query.required?.includes(name) ?? false,
        schema,
      });
    }
  }
  const responses: Record<string, unknown> = {
    '200': {
      description: 'Success',
      content:
        def.stream === 'sse'
          ? { 'text/event-stream': { schema: plain(def.value) } }
          : { 'application/json': { schema: plain(SuccessEnvelope(def.value)) } },
      ...(def.maxAge === undefined
        ? {}
        : {
            headers: {
              'Cache-Control': {
                description: `public, max-age=${def.maxAge}`,
                schema: { type: 'string' },
              },
            },
          }),
    },
  };
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of [
    ...COMMON_ERRORS,
    ...def.errors,
    ...(def.token || def.optionalToken ? ['UNAUTHORIZED' as const] : []),
    ...((def.token || def.optionalToken) && !def.beforePasswordChange
      ? ['PASSWORD_CHANGE_REQUIRED' as const]
      : []),
  ]) {
    const status = ERRORS[code].status;
    const codes = byStatus.get(status) ?? [];
    if (!codes.includes(code)) codes.push(code);
    byStatus.set(status, codes);
  }
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) {
    responses[String(status)] = {
      description: codes.map((c) => `${c}: ${ERRORS[c].message}`).join('; '),
      content: { 'application/json': { schema: plain(FailureEnvelope) } },
    };
  }
  const op: Record<string, unknown> = {
    operationId: def.id,
    summary: def.summary,
    parameters,
    responses,
    'x-enc': def.enc,
    'x-token': def.token,
  };
  if (def.token) op['security'] = [{ sessionToken: [] }];
  // Open to visitors, and to a session's token when there is one.
  else if (def.optionalToken) op['security'] = [{}, { sessionToken: [] }];
  if (def.body) {
    const type =
      def.bodyEncoding === 'form'
        ? 'application/x-www-form-urlencoded'
        : def.bodyEncoding === 'multipart'
          ? 'multipart/form-data'
          : 'application/json';
    const schema = def.enc
      ? { oneOf: [plain(def.body), plain(EncryptedBodySchema)] }
      : plain(def.body);
    op['requestBody'] = { required: true, content: { [type]: { schema } } };
  }
  return op;
}

/** The OpenAPI 3.1 document of every call in the contract. */
export function buildOpenApi(calls: readonly CallDef[] = allCalls): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const def of calls) {
    const item = (paths[def.path] ??= {});
    item[def.method.toLowerCase()] = operation(def);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Portal API',
      version: '0.1.0',
      description:
        'Generated from @portal/contract. Every answer is the envelope { success, code?, message?, value? }. ' +
        'x-enc marks calls whose body the original client encrypts; x-token marks calls that need a session token.',
    },
    components: {
      securitySchemes: {
        sessionToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'The token of a login answer',
        },
      },
    },
    paths,
  };
}
