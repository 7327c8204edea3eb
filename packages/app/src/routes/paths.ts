/** The addresses of home (spec 2.1: / and its aliases). */
export const HOME_PATHS: readonly string[] = ['/', '/index', '/index.html', '/home'];

/** The addresses that open a pop-up over home (spec 2.1): their first screen is home's. */
export const POPUP_HOME_PATHS: readonly string[] = [
  '/login',
  '/register',
  '/help',
  '/chat',
  '/reset-password',
];

/**
 * The pages that need a login and are not the agent's: a visitor (no session in the tab) is sent
 * from them to /login, home with the login pop-up (routes/Guard.tsx), so that is their first
 * screen for a visitor. The route table's handles say the same (paths.test.ts).
 */
export const VISITOR_HOME_PATHS: readonly string[] = [
  '/member',
  '/favorite',
  '/recent',
  '/lottery',
  '/seaLottery',
  '/vnLottery',
  '/liveChat',
  '/pointMall',
  '/seamless',
];
