import { lazyNamed } from '../../shell/lazyChunk';

/**
 * Home as a chunk of its own: the first paint (the start-up status check) does not need it. One
 * lazy component for every route that shows home, so going between them keeps it mounted.
 */
export const LazyHome = lazyNamed(() => import('./index'), 'Home');
