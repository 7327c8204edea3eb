import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { viewKey } from './viewKey';

/** How long the new view may take to show the control again (its texts, its data): ~1 s. */
const MAX_FRAMES = 60;

/**
 * The main view is keyed by its full path (spec 2.1), so a control that changes only the query
 * (a filter tab, a centre's menu, a pager) is rendered anew with its page, and the browser drops
 * its focus on the body: a keyboard player would start again from the top. Focus goes back to the
 * control with the same `data-focus-key` in the new view (the design system's tabs, menu items and
 * page buttons carry one), unless the player has moved focus elsewhere meanwhile.
 */
export function FocusKeeper() {
  const location = useLocation();
  const key = viewKey(location);
  const last = useRef<{ pathname: string; focusKey: string } | null>(null);
  // The router's path, not the window's: the app may run in a memory router.
  const pathname = useRef(location.pathname);
  useEffect(() => {
    pathname.current = location.pathname;
  });

  useEffect(() => {
    const remember = (event: FocusEvent) => {
      const control = (event.target as Element | null)?.closest?.('[data-focus-key]');
      const focusKey = control?.getAttribute('data-focus-key');
      last.current = focusKey ? { pathname: pathname.current, focusKey } : null;
    };
    document.addEventListener('focusin', remember);
    return () => document.removeEventListener('focusin', remember);
  }, []);

  useEffect(() => {
    const wanted = last.current;
    // Only within one page: a new path is a new page, whose start is the right place.
    if (!wanted || wanted.pathname !== location.pathname) return;
    let frames = 0;
    let frame = 0;
    const restore = () => {
      const active = document.activeElement;
      if (active && active !== document.body) return;
      const control = document.querySelector<HTMLElement>(
        `[data-focus-key="${CSS.escape(wanted.focusKey)}"]`,
      );
      if (control) control.focus({ preventScroll: true });
      else if ((frames += 1) < MAX_FRAMES) frame = requestAnimationFrame(restore);
    };
    frame = requestAnimationFrame(restore);
    return () => cancelAnimationFrame(frame);
    // The view's key is what remounts the page; the pathname is read through it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return null;
}
