import { MERCHANT_HEADER, allCalls, callDomains, type CallDef } from '@portal/contract';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { callTableSource, LAZY_DOMAINS, lazyCallTableSource } from './callTable';

/** Runs the generated module as the browser would, and returns what it exports. */
function load(source: string): Record<string, unknown> {
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  });
  const exports: Record<string, unknown> = {};
  new Function('exports', 'require', outputText)(exports, () => {
    throw new Error('the call table must import nothing at run time');
  });
  return exports;
}

describe('the build call table', () => {
  it('holds every call of the contract in one table, with exactly its routing facts, no schema', () => {
    const source = callTableSource();
    const { calls: firstPaint, MERCHANT_HEADER: header } = load(source) as {
      calls: Record<string, unknown>;
      MERCHANT_HEADER: string;
    };
    // The lazy domains' calls are in tables of their own, off the first paint.
    const lazy = LAZY_DOMAINS.map((domain) => {
      const table = load(lazyCallTableSource(domain))[`${domain}Calls`] as Record<string, unknown>;
      expect(Object.keys(table).sort()).toEqual(
        Object.values(callDomains[domain] as Record<string, CallDef>)
          .map((c) => c.id)
          .sort(),
      );
      return table;
    });
    const calls = Object.assign({}, firstPaint, ...lazy) as Record<string, unknown>;
    expect(Object.keys(calls).length).toBe(
      Object.keys(firstPaint).length + lazy.reduce((n, t) => n + Object.keys(t).length, 0),
    );
    expect(Object.keys(calls).sort()).toEqual(allCalls.map((c) => c.id).sort());
    for (const c of allCalls)
      expect(calls[c.id], c.id).toEqual({
        id: c.id,
        method: c.method,
        path: c.path,
        token: c.token,
        enc: c.enc,
        ...(c.bodyEncoding ? { bodyEncoding: c.bodyEncoding } : {}),
        ...(c.maxAge === undefined ? {} : { maxAge: c.maxAge }),
      });
    expect(header).toBe(MERCHANT_HEADER);
    expect(source).not.toContain('typebox');
  });
});
