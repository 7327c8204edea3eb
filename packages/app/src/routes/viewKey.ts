import { HOME_PATHS } from './paths';
/** Paths that are the home page: /, its aliases, and the two that open a pop-up over it. */
const HOME_KEYED = new Set([...HOME_PATHS, '/login', '/register']);

/**
 * The key of the main view (spec 2.1): the full path, so that a new query remounts a page, except
 * that home and the login and register paths share one, so opening those pop-ups keeps home.
 */
export function viewKey(location: { pathname: string; search: string }): string {
  return HOME_KEYED.has(location.pathname) ? '/' : `${location.pathname}${location.search}`;
}
