import { breakpoints } from '@portal/theme';
import { useEffect, useState } from 'react';

/** A phone's width: below the theme's md breakpoint. */
const narrowQuery = `(max-width: ${(breakpoints.md - 0.02) / 16}em)`;

/** Whether the window is a phone's width now; follows it as the window turns or resizes. */
export function useNarrow(): boolean {
  const [narrow, setNarrow] = useState(() => window.matchMedia(narrowQuery).matches);
  useEffect(() => {
    const query = window.matchMedia(narrowQuery);
    const update = () => setNarrow(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return narrow;
}
