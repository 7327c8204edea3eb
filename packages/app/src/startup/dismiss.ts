import { FIRST_SCREEN_MARK, markOnce } from './marks';

/** How long the start-up screen takes to fade; it is removed after, or at once without motion. */
export const STARTUP_FADE_MS = 150;

/**
 * Fades the start-up screen of index.html away and removes it. Called once the first real
 * screen (a page, the maintenance or region-blocked page, a load error) has rendered under it, so
 * the player never sees a loading screen between the two. Does nothing where there is none (tests,
 * Storybook) or after the first time.
 */
export function dismissStartupScreen(): void {
  const screen = document.getElementById('startup');
  if (!screen || screen.hasAttribute('data-leaving')) return;
  markOnce(FIRST_SCREEN_MARK);
  screen.setAttribute('data-leaving', '');
  const remove = () => {
    screen.remove();
    document.documentElement.removeAttribute('data-startup');
  };
  screen.addEventListener('transitionend', remove, { once: true });
  // Reduced motion has no transition, so no transitionend.
  setTimeout(remove, STARTUP_FADE_MS + 100);
}
