import { useEffect } from 'react';
import { dismissStartupScreen } from './dismiss';

/**
 * Rendered beside a real screen (never beside a loading indicator): when it commits, that screen
 * is in the document and the start-up screen over it can go.
 */
export function StartupDone() {
  useEffect(() => dismissStartupScreen(), []);
  return null;
}
