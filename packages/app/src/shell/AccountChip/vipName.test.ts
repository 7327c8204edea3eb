import { describe, expect, it } from 'vitest';
import { vipName } from './vipName';

describe('vipName', () => {
  it('drops the level the badge shows beside the label', () => {
    expect(vipName('VIP 3', 3)).toBe('VIP');
    expect(vipName('VIP3', '3')).toBe('VIP');
  });

  it('keeps a name that does not end with the level', () => {
    expect(vipName('Oro', 3)).toBe('Oro');
    expect(vipName('VIP 13', 3)).toBe('VIP 13');
  });

  it('leaves no name when there is none, for the app to use its own', () => {
    expect(vipName(null, 3)).toBeNull();
    expect(vipName('3', 3)).toBeNull();
  });
});
