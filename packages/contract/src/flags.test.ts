import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WHITELABEL_FLAGS } from './flags';

describe('the white-label flags', () => {
  it('are each a row of the operator guide’s table, in order, and no other', () => {
    const guide = readFileSync(
      new URL('../../../docs/operators/whitelabel-flags.md', import.meta.url),
      'utf8',
    );
    const rows = [...guide.matchAll(/^\| `([A-Z0-9]+)` +\|/gmu)].map((m) => m[1]);
    expect(rows).toEqual([...WHITELABEL_FLAGS]);
  });
});
