import { MERCHANT_HEADER, allCalls } from '@portal/contract';

/**
 * What the production build puts in place of src/api/callTable.ts: each call's routing facts
 * (id, method, path, token, enc, body encoding, max age) taken from the contract at build time,
 * without its schemas. The browser needs only these to make a call, and the schema library would
 * otherwise sit in the first paint. Tests and Storybook use the contract's module itself.
 *
 * The facts are written as rows of values, made into objects when the module runs: written as
 * objects, every row of the first paint's JavaScript would repeat the same six keys.
 */
export function callTableSource(): string {
  const rows = allCalls.map((c) => [
    c.id,
    c.method,
    c.path,
    (c.token ? 1 : 0) + (c.enc ? 2 : 0),
    c.bodyEncoding ?? null,
    c.maxAge ?? null,
  ]);
  return `// Generated at build time from @portal/contract (scripts/callTable.ts).
import type { calls as contractCalls } from '@portal/contract';

type Row = [string, string, string, number, string | null, number | null];

// id, method, path, flags (1: token, 2: enc), body encoding, max age.
const rows: Row[] = ${JSON.stringify(rows)};

const table = Object.fromEntries(
  rows.map(([id, method, path, flags, bodyEncoding, maxAge]) => [
    id,
    {
      id,
      method,
      path,
      token: (flags & 1) === 1,
      enc: (flags & 2) === 2,
      ...(bodyEncoding === null ? {} : { bodyEncoding }),
      ...(maxAge === null ? {} : { maxAge }),
    },
  ]),
);

/** The contract's calls, as far as a request needs them (no schemas at run time). */
export const calls = table as unknown as typeof contractCalls;

/** The header that carries the merchant code. */
export const MERCHANT_HEADER = ${JSON.stringify(MERCHANT_HEADER)};
`;
}
