import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;
type SerializerFactory = NonNullable<CompilersFactory['buildSerializer']>;
type Serializer = ReturnType<ReturnType<SerializerFactory>>;

/**
 * The schema compilers of every app this process builds, shared (Fastify's defaults, made once
 * instead of once per app). Compiling each route's validators and serializers took about half a
 * second of each `buildApp`: once in a server's life, but the tests build an app per test file and
 * per database, a few hundred in a run. The routes' schemas are the contract's objects, the same
 * from one app to the next, so a schema compiled once serves them all:
 * - validators: `AjvCompiler` keeps one Ajv per external schemas and options, and Ajv keeps what
 *   it compiled by schema object;
 * - serializers: kept here by schema object, per external schemas and options as Ajv's are.
 */
export const sharedCompilers: CompilersFactory = {
  buildValidator: AjvCompiler(),
  buildSerializer: sharedSerializers(SerializerSelector()),
};

function sharedSerializers(factory: SerializerFactory): SerializerFactory {
  const pools = new Map<string, WeakMap<object, Serializer>>();
  return (externalSchemas, options) => {
    const compile = factory(externalSchemas, options);
    const key = JSON.stringify([externalSchemas, options]);
    let pool = pools.get(key);
    if (!pool) pools.set(key, (pool = new WeakMap()));
    const compiled = pool;
    return (route) => {
      const { schema } = route;
      if (typeof schema !== 'object' || schema === null) return compile(route);
      let serializer = compiled.get(schema);
      if (!serializer) compiled.set(schema, (serializer = compile(route)));
      return serializer;
    };
  };
}
