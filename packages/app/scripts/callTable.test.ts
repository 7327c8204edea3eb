import { allCalls } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { callTableSource } from './callTable';

describe('the build call table', () => {
  it('names every call of the contract with its method, path and flags', () => {
    const source = callTableSource();
    for (const c of allCalls) {
      expect(source).toContain(`"id":"${c.id}","method":"${c.method}","path":"${c.path}"`);
      expect(source).toContain(`"path":"${c.path}","token":${c.token},"enc":${c.enc}`);
    }
    expect(source).not.toContain('typebox');
  });
});
