import { calls, type CallDef } from '@portal/contract';
import Fastify from 'fastify';
import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { sharedCompilers } from './compilers';
import type { Context } from './context';
import { serve } from './serve';
import { VALIDATOR_OPTIONS } from './validation';

const route = (schema: object) => ({ schema, method: 'POST', url: '/x', httpStatus: '200' });
const ajv = { customOptions: VALIDATOR_OPTIONS };

describe('the schema compilers every app of the process shares', () => {
  it('compile a schema once, for any number of apps, per options', () => {
    const schema = Type.Object({ name: Type.String() });
    const other = Type.Object({ name: Type.Number() });
    const serializer = () => sharedCompilers.buildSerializer!({}, {})(route(schema));
    expect(serializer()).toBe(serializer());
    expect(serializer()({ name: 'a' })).toBe('{"name":"a"}');
    expect(sharedCompilers.buildSerializer!({}, {})(route(other))).not.toBe(serializer());
    expect(sharedCompilers.buildSerializer!({}, { rounding: 'ceil' })(route(schema))).not.toBe(
      serializer(),
    );

    const validator = () =>
      sharedCompilers.buildValidator!({}, ajv)({ ...route(schema), httpPart: 'body' });
    expect(validator()).toBe(validator());
  });

  it("give each call's route the same schemas in every app, so that they are compiled once", async () => {
    const seen: unknown[] = [];
    for (let i = 0; i < 2; i += 1) {
      const app = Fastify({ ajv, schemaController: { compilersFactory: sharedCompilers } });
      app.addHook('onRoute', (r) => {
        if (r.method !== 'HEAD') seen.push(r.schema);
      });
      // Registration reads nothing of the context: only a request would.
      serve(app, {} as Context, calls.login as CallDef, async () => ({}) as never);
      await app.ready();
      await app.close();
    }
    const [first, second] = seen as { body: unknown; response: Record<number, unknown> }[];
    expect(first?.body).toBeDefined();
    expect(second?.body).toBe(first?.body);
    expect(second?.response[200]).toBe(first?.response[200]);
  });
});
