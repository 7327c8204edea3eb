import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Spec 9: a script chunk that has not loaded after 120 s counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ChunkLoadError';
  }
}

/** A dynamic import that fails with `ChunkLoadError` when it fails or exceeds the time-out. */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`chunk not loaded after ${timeoutMs} ms`)),
      timeoutMs,
    );
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError('chunk failed to load', { cause }));
      },
    );
  });
}

/** How to give each lazy component whose load failed a fresh start. */
const failed = new Set<() => void>();

/**
 * Lets every lazily loaded area whose chunk failed load again on its next render: the retry of
 * the load error calls it before it remounts its area. (React keeps a lazy component's failure
 * for good, and retries a failed render at once by itself: swapping at the failure would load
 * again in a loop instead of showing the error.)
 */
export function retryFailedChunks(): void {
  const resets = [...failed];
  failed.clear();
  for (const reset of resets) reset();
}

/**
 * `React.lazy` over a named export, through `loadChunk`; after a failure, `retryFailedChunks`
 * puts a fresh lazy component behind this one, so the retry imports again.
 */
export function lazyNamed<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
  timeoutMs?: number,
): M[K] extends ComponentType<infer P> ? ComponentType<P> : never {
  type P = M[K] extends ComponentType<infer Q> ? Q : never;
  const fresh = (): LazyExoticComponent<ComponentType<P>> =>
    lazy(async () => {
      try {
        return { default: (await loadChunk(load, timeoutMs))[name] as ComponentType<P> };
      } catch (error) {
        failed.add(() => (current = fresh()));
        throw error;
      }
    });
  let current = fresh();
  function LazyNamed(props: P) {
    return createElement(current as unknown as ComponentType<object>, props as object);
  }
  LazyNamed.displayName = `Lazy(${String(name)})`;
  return LazyNamed as never;
}
