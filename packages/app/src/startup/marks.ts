/**
 * Performance marks of the start (User Timing API): when the app's JavaScript has loaded and
 * starts (under the start-up screen), and when its first real screen replaced that
 * screen. The JavaScript budget counts what was fetched before the first (e2e/first-paint.ts): the
 * entry and what it imports, not the chunks it asks for while it starts; a player's browser can
 * report both.
 */
export const APP_START_MARK = 'portal:app-start';
export const FIRST_SCREEN_MARK = 'portal:first-screen';

export function markOnce(name: string): void {
  if (typeof performance === 'undefined' || performance.getEntriesByName(name, 'mark').length)
    return;
  performance.mark(name);
}
