// What `use-sync-external-store/shim` gives on React 18 and later: React's own hook. Its own code
// is a stand-in for React 17 and older, which the app never runs on. swr and react-i18next import
// the shim; the build points them here (vite.config.ts), taking that code out of the first paint.
export { useSyncExternalStore } from 'react';
