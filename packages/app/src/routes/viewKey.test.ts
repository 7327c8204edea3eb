import { describe, expect, it } from 'vitest';
import { viewKey } from './viewKey';

describe('viewKey', () => {
  it('gives home, /index, /login and /register one key', () => {
    const keys = ['/', '/index', '/login', '/register'].map((pathname) =>
      viewKey({ pathname, search: '' }),
    );
    expect(new Set(keys).size).toBe(1);
  });

  it('keys other pages by the full path, query included', () => {
    expect(viewKey({ pathname: '/rng', search: '?vassalage=PG' })).toBe('/rng?vassalage=PG');
    expect(viewKey({ pathname: '/rng', search: '?vassalage=PG' })).not.toBe(
      viewKey({ pathname: '/rng', search: '?vassalage=JDB' }),
    );
  });
});
