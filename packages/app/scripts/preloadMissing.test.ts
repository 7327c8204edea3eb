import { describe, expect, it } from 'vitest';
import { missingDeps, staticClosures } from './preloadMissing';

// index imports react and the shell; the shell imports react; a lazy page imports react and forms.
const closures = staticClosures([
  { fileName: 'index.js', imports: ['react.js', 'shell.js'] },
  { fileName: 'shell.js', imports: ['react.js'] },
  { fileName: 'react.js', imports: [] },
  { fileName: 'page.js', imports: ['react.js', 'forms.js'] },
  { fileName: 'forms.js', imports: ['react.js'] },
]);

describe('preloadMissing', () => {
  it('knows every chunk loaded once a chunk runs, through its imports of imports', () => {
    expect([...(closures.get('index.js') ?? [])].sort()).toEqual([
      'index.js',
      'react.js',
      'shell.js',
    ]);
  });

  it('preloads only what the importer has not loaded, the imported chunk first', () => {
    const loaded = closures.get('index.js');
    expect(missingDeps('page.js', ['page.js', 'react.js', 'forms.js'], loaded)).toEqual([
      'page.js',
      'forms.js',
    ]);
    // Nothing else to fetch: the import alone, without waiting on a preload list.
    expect(missingDeps('shellPart.js', ['shellPart.js', 'react.js', 'shell.js'], loaded)).toEqual(
      [],
    );
    // An importer the bundle did not describe keeps the whole list.
    expect(missingDeps('page.js', ['page.js', 'react.js'], undefined)).toEqual([
      'page.js',
      'react.js',
    ]);
  });
});
