import { describe, expect, it } from 'vitest';
import { popups as deferred } from './deferredRegistry';
import { popups } from './registry';

describe('the pop-ups loaded after the first paint', () => {
  it('stand for every pop-up of the registry, and for nothing else', () => {
    expect(Object.keys(deferred).sort()).toEqual(Object.keys(popups).sort());
  });
});
