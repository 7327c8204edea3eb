import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { POPUP_HOME_PATHS, VISITOR_HOME_PATHS } from './paths';
import type { RouteHandle } from './handle';
import { routes } from './router';
import { HelpRoute, LoginRoute, PopupOverHome, ResetPasswordRoute } from './RoutePopups';

// The start-up script of index.html shows home's screen at these addresses (startupScript.ts),
// long before the route table is loaded: the lists must say what the table does.
const table: RouteObject[] = routes.flatMap((route) => route.children ?? []);

describe('the addresses whose first screen is home', () => {
  it('lists every page a visitor is sent to the login pop-up from, and no other', () => {
    const loginPages = table
      .filter((route) => {
        const handle = (route.handle ?? {}) as RouteHandle;
        return handle.loginRequired && !handle.agentOnly;
      })
      .map((route) => route.path);
    expect([...VISITOR_HOME_PATHS].sort()).toEqual(loginPages.sort());
  });

  it('lists every address that opens a pop-up over home, and no other', () => {
    const popups = new Set<unknown>([LoginRoute, PopupOverHome, HelpRoute, ResetPasswordRoute]);
    const overHome = table
      .filter((route) => {
        const element = route.element as { type?: unknown } | undefined;
        return popups.has(element?.type);
      })
      .map((route) => route.path);
    expect([...POPUP_HOME_PATHS].sort()).toEqual(overHome.sort());
  });
});
