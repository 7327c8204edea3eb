import { MERCHANT_HEADER, allCalls } from '@portal/contract';

/**
 * What the production build puts in place of src/api/callTable.ts: each call's routing facts
 * (id, method, path, token, enc, body encoding, max age) taken from the contract at build time,
 * without its schemas. The browser needs only these to make a call, and the schema library would
 * otherwise sit in the first paint. Tests and Storybook use the contract's module itself.
 */
export function callTableSource(): string {
  const rows = allCalls.map((c) => {
    const facts: Record<string, unknown> = {
      id: c.id,
      method: c.method,
      path: c.path,
      token: c.token,
      enc: c.enc,
    };
    if (c.bodyEncoding) facts['bodyEncoding'] = c.bodyEncoding;
    if (c.maxAge !== undefined) facts['maxAge'] = c.maxAge;
    return `  ${c.id}: ${JSON.stringify(facts)},`;
  });
  return `// Generated at build time from @portal/contract (scripts/callTable.ts).
import type { calls as contractCalls } from '@portal/contract';

const table = {
${rows.join('\n')}
} as const;

/** The contract's calls, as far as a request needs them (no schemas at run time). */
export const calls = table as unknown as typeof contractCalls;

/** The header that carries the merchant code. */
export const MERCHANT_HEADER = ${JSON.stringify(MERCHANT_HEADER)};
`;
}
