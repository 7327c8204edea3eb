import type { Plugin } from 'vite';

/** A chunk's file name and the chunks it imports statically, as the bundle describes them. */
export interface ChunkImports {
  fileName: string;
  imports: readonly string[];
}

/** Every chunk loaded once `fileName` runs: itself and what it imports statically, transitively. */
export function staticClosures(chunks: readonly ChunkImports[]): Map<string, Set<string>> {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const closures = new Map<string, Set<string>>();
  for (const chunk of chunks) {
    const seen = new Set<string>();
    const visit = (name: string) => {
      if (seen.has(name)) return;
      seen.add(name);
      byName.get(name)?.imports.forEach(visit);
    };
    visit(chunk.fileName);
    closures.set(chunk.fileName, seen);
  }
  return closures;
}

/**
 * The chunks a lazy import must preload: those of `deps` the importing chunk has not loaded
 * already. The imported chunk itself stays first while anything else is left, so that it is
 * fetched beside its dependencies rather than after them; alone it needs no preload list.
 */
export function missingDeps(
  file: string,
  deps: readonly string[],
  loaded: ReadonlySet<string> | undefined,
): string[] {
  const rest = deps.filter((d) => d !== file && !loaded?.has(d));
  return rest.length === 0 ? [] : [file, ...rest];
}

/**
 * Vite lists, for each lazy import, every chunk the imported one needs, including those the
 * importing chunk has loaded already (react, the router, the design system's shell...). The
 * preload helper skips them at run time, but home's first chunk carries their names for each of
 * its lazy routes and pop-ups: about 1 kB gzip of the first paint. This plugin records which
 * chunks each chunk has loaded (generateBundle runs before Vite writes the lists), and
 * `resolveDependencies` drops them.
 */
export function preloadMissing(): {
  plugin: Plugin;
  resolveDependencies: (file: string, deps: string[], context: { hostId: string }) => string[];
} {
  let closures = new Map<string, Set<string>>();
  return {
    plugin: {
      name: 'portal-preload-missing',
      apply: 'build',
      enforce: 'pre',
      generateBundle(_options, bundle) {
        closures = staticClosures(
          Object.values(bundle).flatMap((c) =>
            c.type === 'chunk' ? [{ fileName: c.fileName, imports: c.imports }] : [],
          ),
        );
      },
    },
    resolveDependencies: (file, deps, { hostId }) => missingDeps(file, deps, closures.get(hostId)),
  };
}
