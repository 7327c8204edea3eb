import { useCallback, useSyncExternalStore } from 'react';
import type { ColorMode } from './contract';

/** Where the player's choice is remembered. */
export const COLOR_MODE_STORAGE_KEY = 'portal.colorMode';

const isMode = (value: unknown): value is ColorMode => value === 'light' || value === 'dark';

/** The colour mode an element shows: its `data-theme`, light when it has none. */
export function getColorMode(root: HTMLElement = document.documentElement): ColorMode {
  const value = root.getAttribute('data-theme');
  return isMode(value) ? value : 'light';
}

/**
 * Switches the colour mode: one attribute on one element. Every token is a CSS
 * custom property under `[data-theme]`, so nothing re-renders; only components
 * that ask for the mode with `useColorMode` hear about it.
 */
export function setColorMode(
  mode: ColorMode,
  {
    root = document.documentElement,
    remember = true,
  }: { root?: HTMLElement; remember?: boolean } = {},
): void {
  if (root.getAttribute('data-theme') !== mode) switchWithoutTransitions(root, mode);
  if (remember) {
    try {
      localStorage.setItem(COLOR_MODE_STORAGE_KEY, mode);
    } catch {
      // Private mode or storage disabled: the choice lasts for this page only.
    }
  }
}

/**
 * Every colour of the page changes at once: without this, each element with a colour transition
 * (buttons, tiles, links) would fade on its own clock, and for a moment text of one theme would
 * sit on the background of the other (unreadable, and a contrast failure).
 */
function switchWithoutTransitions(root: HTMLElement, mode: ColorMode): void {
  const style = root.ownerDocument.createElement('style');
  style.textContent = '*, *::before, *::after { transition: none !important; }';
  root.ownerDocument.head.append(style);
  root.setAttribute('data-theme', mode);
  // Reading a computed style applies the new colours now, while transitions are off.
  void getComputedStyle(root).color;
  requestAnimationFrame(() => style.remove());
}

/** The remembered mode, else the system preference, else `fallback`. */
export function preferredColorMode(fallback: ColorMode = 'dark'): ColorMode {
  try {
    const stored = localStorage.getItem(COLOR_MODE_STORAGE_KEY);
    if (isMode(stored)) return stored;
  } catch {
    // Storage unavailable: fall through to the system preference.
  }
  if (typeof matchMedia === 'function') {
    if (matchMedia('(prefers-color-scheme: dark)').matches) return 'dark';
    if (matchMedia('(prefers-color-scheme: light)').matches) return 'light';
  }
  return fallback;
}

function subscribe(root: HTMLElement, notify: () => void): () => void {
  const observer = new MutationObserver(notify);
  observer.observe(root, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

/**
 * The current colour mode and a setter, for the few components that show it
 * (a theme toggle). It follows the attribute, whoever changes it.
 */
export function useColorMode(root?: HTMLElement): readonly [ColorMode, (mode: ColorMode) => void] {
  const element = root ?? (typeof document === 'undefined' ? undefined : document.documentElement);
  const mode = useSyncExternalStore(
    useCallback(
      (notify: () => void) => (element ? subscribe(element, notify) : () => {}),
      [element],
    ),
    () => (element ? getColorMode(element) : 'light'),
    () => 'light' as ColorMode,
  );
  const set = useCallback(
    (next: ColorMode) => {
      if (element) setColorMode(next, { root: element });
    },
    [element],
  );
  return [mode, set] as const;
}
