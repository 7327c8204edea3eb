// Spanish texts that travel in a lazily loaded chunk with the one component that shows them,
// rather than in the first paint's es.ts or the lazy areas' chunk, which that component would
// otherwise wait for. English has every text in en.ts, itself a chunk.
import { useTranslation } from 'react-i18next';

// Keyed by the instance's resource store, as loadLazyTexts does: each component gets its own
// wrapper of the instance, while the store is the one the texts go into.
const added = new WeakMap<object, Set<Record<string, string>>>();

/** Adds `texts` to the Spanish texts once per i18n instance, before the caller's first `t`. */
export function useChunkTexts(texts: Record<string, string>): void {
  const { i18n } = useTranslation();
  let seen = added.get(i18n.store);
  if (!seen) added.set(i18n.store, (seen = new Set()));
  if (seen.has(texts)) return;
  i18n.addResources('es', 'translation', texts);
  seen.add(texts);
}
