import { describe, expect, it } from 'vitest';
import { isStylisPrefixer } from './vendorPrefixer';

const stylis = '/repo/node_modules/.pnpm/stylis@4.3.6/node_modules/stylis';

describe("stylis's prefixer in the build", () => {
  it('is its index and middleware importing their Prefixer module', () => {
    expect(isStylisPrefixer('./src/Prefixer.js', `${stylis}/index.js`)).toBe(true);
    expect(isStylisPrefixer('./Prefixer.js', `${stylis}/src/Middleware.js`)).toBe(true);
    expect(isStylisPrefixer('./Prefixer.js', '/repo/node_modules/stylis/src/Middleware.js')).toBe(
      true,
    );
  });

  it('leaves every other import alone', () => {
    expect(isStylisPrefixer('./Tokenizer.js', `${stylis}/src/Parser.js`)).toBe(false);
    expect(isStylisPrefixer('./Prefixer.js', '/repo/packages/app/src/Prefixer.ts')).toBe(false);
    expect(isStylisPrefixer('stylis', '/repo/node_modules/styled-components/dist/x.js')).toBe(
      false,
    );
    expect(isStylisPrefixer('./src/Prefixer.js', undefined)).toBe(false);
  });
});
