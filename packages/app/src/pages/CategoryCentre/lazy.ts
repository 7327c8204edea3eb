import { lazyNamed } from '../../shell/lazyChunk';

/**
 * The game list centres' chunk, asked for by their route and, on a centre's address, at start
 * (api/preloadCentre.ts): one import for both, so the first paint carries its list of files once.
 */
export const loadCentres = () => import('./index');

export const LazyGameListCentre = lazyNamed(loadCentres, 'GameListCentre');
