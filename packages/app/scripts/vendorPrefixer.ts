import type { Plugin } from 'vite';

/** The module that stands in for stylis's prefixer in the build. */
export const NO_PREFIXER_ID = '\0portal-no-vendor-prefixer';

/**
 * Whether an import is stylis's own prefixer module (`./src/Prefixer.js` from its index,
 * `./Prefixer.js` from its middleware), asked for by stylis itself.
 */
export function isStylisPrefixer(source: string, importer: string | undefined): boolean {
  return (
    importer !== undefined &&
    /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?stylis[\\/]/u.test(
      importer,
    ) &&
    /^\.\/(?:src\/)?Prefixer\.js$/u.test(source)
  );
}

/**
 * styled-components 6 adds no vendor prefixes unless a `StyleSheetManager` asks for them with
 * `enableVendorPrefixes`, which the portal never does; its stylis still brings the prefixer's
 * tables, about 1 kB gzip of the first paint that never runs. The build puts a stand-in there
 * that fails loudly, should a StyleSheetManager ever ask for prefixes.
 */
export function noVendorPrefixer(): Plugin {
  return {
    name: 'portal-no-vendor-prefixer',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      return isStylisPrefixer(source, importer) ? NO_PREFIXER_ID : null;
    },
    load(id) {
      if (id !== NO_PREFIXER_ID) return null;
      return `export function prefix() {
  throw new Error('Vendor prefixes are not built in (packages/app/scripts/vendorPrefixer.ts)');
}
`;
    },
  };
}
