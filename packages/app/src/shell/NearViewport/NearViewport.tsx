import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * True where every NearViewport should mount at once: the screens of Storybook, which QA reviews
 * and screenshots whole.
 */
export const MountEverything = createContext(false);

export interface NearViewportProps {
  children: ReactNode;
  /**
   * The room kept while the content is not there, about its height: the page below keeps its
   * place, and several placeholders do not all fit within reach of the viewport at once.
   */
  minHeight: string;
  /** How far beyond the viewport, above and below, the content is mounted: a CSS length or %. */
  reach?: string;
  /**
   * Milliseconds to wait before looking, unless the player scrolls first: for what sits under
   * a page whose content is still loading (the footer under a lobby that is still a spinner
   * would otherwise look near at first). @default 0
   */
  settle?: number;
}

/**
 * Mounts its content only once its place comes within `reach` of the viewport (by default one
 * screen's height), and keeps it from then on.
 *
 * What a phone does not show at first (the lobby's lower vendor sections, the winner board under
 * them) then costs nothing at start: no request, no render, no style, layout or paint while the
 * first screen is being put together. The reach is generous so that the content is in place
 * before it scrolls into view (nothing moves in the viewport). A keyboard player moves down the
 * page by Tab, faster than a chunk and its data may come: once keyboard focus is anywhere in the
 * page, the content mounts, so that it is in place long before Tab gets there (had Tab passed the
 * page's last control while the content was still on its way, focus would have left the document
 * and come back in at its top). A click, which focuses without a ring, mounts nothing.
 */
export function NearViewport({
  children,
  minHeight,
  reach = '100%',
  settle = 0,
}: NearViewportProps) {
  const everything = useContext(MountEverything);
  // Every browser that runs the app's code (its build uses optional chaining) has
  // IntersectionObserver: no fallback for one without.
  const [near, setNear] = useState(everything);
  const placeholder = useRef<HTMLDivElement>(null);
  const [looking, setLooking] = useState(settle <= 0);

  useEffect(() => {
    if (looking) return;
    const look = () => setLooking(true);
    const timer = setTimeout(look, settle);
    window.addEventListener('scroll', look, { once: true, passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', look);
    };
  }, [looking, settle]);

  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return;
    const show = () => setNear(true);
    // Keyboard focus (a ring: not a click) anywhere: the page is walked by Tab.
    const onFocus = ({ target }: FocusEvent) =>
      (target as Element).matches(':focus-visible') && show();
    document.addEventListener('focusin', onFocus);
    const observer = looking
      ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && show(), {
          rootMargin: `${reach} 0px`,
        })
      : undefined;
    observer?.observe(element);
    return () => {
      document.removeEventListener('focusin', onFocus);
      observer?.disconnect();
    };
  }, [near, looking, reach]);

  if (near) return <>{children}</>;
  return <div ref={placeholder} style={{ minHeight }} data-near-viewport="waiting" />;
}
