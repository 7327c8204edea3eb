import { callDomains, type CallDef } from '@portal/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import type { Db } from './db/types';
import { DOMAINS } from './domains';
import { Background } from './http/background';
import type { Context } from './http/context';
import { VALIDATOR_OPTIONS } from './http/validation';

/** A context that no registration may use: a domain's handlers reach the database, never its registration. */
const ctx: Context = {
  db: new Proxy({} as Db, {
    get: () => {
      throw new Error('a domain used the database while registering');
    },
  }),
  config: { ...loadConfig({}), lotteryTimer: false },
  sender: { send: async () => undefined },
  captcha: { secret: 'test', work: { cost: 1, keyPrefix: '0' } },
  keys: undefined as unknown as Context['keys'],
  cache: undefined,
  background: new Background(Fastify().log),
};

/** The calls (as CallDefs) a domain's registration passes to `serve`, read back from the routes. */
async function servedBy(
  register: (app: FastifyInstance, ctx: Context) => void,
): Promise<CallDef[]> {
  const app = Fastify({ ajv: { customOptions: VALIDATOR_OPTIONS } });
  const served: CallDef[] = [];
  app.addHook('onRoute', (route) => {
    // Fastify adds a HEAD route beside each GET one, with the same config: count the call once.
    if (route.method === 'HEAD') return;
    const call = (route.config as { call?: CallDef } | undefined)?.call;
    if (call) served.push(call);
  });
  register(app, ctx);
  await app.ready();
  await app.close();
  return served;
}

/** The id of a CallDef in a table of calls, by identity. */
const idOf = (table: Record<string, CallDef>, def: CallDef): string | undefined =>
  Object.entries(table).find(([, d]) => d === def)?.[0];

const contract = callDomains as unknown as Record<string, Record<string, CallDef>>;

describe('server domains', () => {
  it('are the contract domains, each registered once', () => {
    expect(DOMAINS.map((d) => d.domain).sort()).toEqual(Object.keys(contract).sort());
  });

  it.each(DOMAINS.map((d) => [d.domain, d] as const))(
    '%s serves exactly the calls of its contract domain',
    async (name, domain) => {
      const table = contract[name] ?? {};
      const served = await servedBy((app, c) => domain.register(app, c));
      const ids = served.map((def) => idOf(table, def) ?? `(not of ${name}: ${def.path})`);
      expect(ids.sort()).toEqual(Object.keys(table).sort());
    },
  );

  it('serves every call of the contract exactly once', async () => {
    const served: CallDef[] = [];
    for (const domain of DOMAINS) served.push(...(await servedBy((a, c) => domain.register(a, c))));
    const all = Object.values(contract).flatMap((table) => Object.values(table));
    expect(new Set(served).size).toBe(served.length);
    expect(served.length).toBe(all.length);
    for (const def of all) expect(served).toContain(def);
  });
});
